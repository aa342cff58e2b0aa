// Pages in words, and links only where the role may go (issues 39 and 40): every staff role, and
// applicants and students (issue 40 item 10), follows
// the links of its own pages from the home page (the lists, the records, the pipeline, Insights,
// Config...) on the demo data. No page's text holds a code the configuration names a label for
// (fee status OVERSEAS, application status InProgress, stage Not-Triggered, intake 2027-09) or a
// key of the message catalogue (person.backToPerson), and no link it is shown is refused (403) or
// missing (404): Enroly saw an applicant's and a student's own links, and record links it could
// not open.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoEmail, signedInSkippingMfa, signedInWithTotp } from "../../support/http-client";
import { codeDetector, readable, type CodeDetector } from "../../support/page-codes";
import { startTestServer, type TestServer } from "../../support/test-server";

const TENANT = "northbridge";
const PLATFORM_ADMIN = "admin@casshield.example";
// Applicants and students too (issue 40 item 10): payment options, application statuses and fee statuses reach them in words.
const PEOPLE = ["applicant1", "applicant2", "applicant3", "student1", "student5"];
const ROLES = ["uniadmin", "uni", "unilite", "enroly", "agent", "partner", "immigration", ...PEOPLE].map((local) => demoEmail(local, "northbridge")).concat(PLATFORM_ADMIN);
const PAGES_PER_ROLE = 45;
const EDITS_CODES = /^\/(config|admin\/universities)(\/|\?|$)/;
// Downloads, resources and actions are not pages to read.
const NOT_A_PAGE = /logout|export|\.csv|\.pdf|\/view|\.js\b|keepalive|\/reference\/|\/validators\/|\/dev\/outbox|theme|\.data\b/;

let server: TestServer;
let detector: CodeDetector;

beforeAll(async () => {
  server = await startTestServer();
  detector = codeDetector((await server.services.configs.current(TENANT)).prepared);
});
afterAll(async () => {
  await server?.close();
});

const codesIn = (text: string) => detector.codesIn(text);

describe("staff, applicant and student pages speak in words", () => {
  it("knows the codes it looks for", () => {
    const codes = detector.codes;
    expect(codes.get("InProgress")).toBe("application.applicationStatus");
    expect(codes.get("OVERSEAS")).toBe("application.feeStatus");
    expect(codes.get("Not-Triggered")).toBe("student.stage");
    expect(codes.get("2027-09")).toBe("application.intakeId");
    expect(codesIn("Application 1: InProgress, see person.backToPerson")).toEqual(["InProgress (a value of application.applicationStatus)", "message key person.backToPerson"]);
  });

  it.each(ROLES)("shows %s no code or message key, and no link it may not follow, on any page it reaches", async (role) => {
    // The platform Admin may not skip two-factor sign-in: it sets it up, or it would reach no page at all.
    const browser = role === PLATFORM_ADMIN ? await signedInWithTotp(server, role) : await signedInSkippingMfa(server, role);
    const queue = ["/"];
    const seen = new Set(queue);
    const problems: string[] = [];
    let read = 0;
    while (queue.length && read < PAGES_PER_ROLE) {
      const path = queue.shift() as string;
      const answer = await browser.get(path);
      const next = answer.status >= 300 && answer.status < 400 ? [answer.location ?? ""] : [...answer.text.matchAll(/href="(\/[^"#]*)"/g)].map((match) => match[1].replace(/&amp;/g, "&"));
      if (answer.status === 403 || answer.status === 404) problems.push(`${path}: a link answered ${answer.status}`);
      if (answer.status === 200) {
        read++;
        // The Config screen and a new university's form edit the codes themselves (conditions, intake ids): links only are checked there.
        if (!EDITS_CODES.test(path)) for (const found of codesIn(readable(answer.text))) problems.push(`${path}: ${found}`);
      }
      for (const href of next) {
        if (!href.startsWith("/") || NOT_A_PAGE.test(href) || seen.has(href)) continue;
        seen.add(href);
        queue.push(href);
      }
    }
    expect(read, `${role} reached too few pages to judge`).toBeGreaterThan(3);
    expect([...new Set(problems)]).toEqual([]);
  }, 300_000);
});
