// The staff home says what needs doing today (issue 39; decision 0060): for a Uni officer, a
// UniAdmin, the CAS provider (Enroly) and an agent on the seeded data, documents awaiting review
// and students in a stage longer than the university allows per pipeline tab, conversations
// waiting for a reply, failed reminders and imports with problems, each a figure linking to the
// list that shows that many records. "Today" is 22 December 2026: 30 days after the seeding.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../rules/dates/add-days";
import { sweepTenant } from "../../../server/reminders/sweep";
import { signedInSkippingMfa, demoEmail, visibleText, type TestBrowser } from "../../support/http-client";
import { startTestServer, PINNED_NOW, type TestServer } from "../../support/test-server";
import { testRecords } from "../../support/records";

const TENANT = "northbridge";
const DAY = 24 * 60 * 60 * 1000;
const TODAY = "2026-12-22";
let server: TestServer;

// The default configuration's pipeline tabs (cas-stages.json), by role, with the stages each lists.
const UNI_TABS: Array<[string, string[]]> = [
  ["Pre-Deposit", ["Pre-Deposit", "Not Ready"]],
  ["Post-Deposit", ["Post-Deposit", "Interview", "Compliance Check", "Awaiting Info"]],
  ["Ready for CAS", ["Ready for CAS", "Draft CAS", "Pathway Review"]],
  ["CAS Issued", ["CAS Issued"]],
  ["Visa Issued", ["Visa Issued"]],
  ["Visa Refused", ["Visa Refused"]],
  ["Deferred", ["Deferred"]],
  ["Closed Lost", ["Closed Lost", "Closed Other"]],
];
const ENROLY_TABS: Array<[string, string[]]> = [["Not Triggered", ["Not-Triggered"]], ["Waiting for Intake", ["Waiting for Intake"]], ...UNI_TABS];
// The default days before a student counts as in their stage too long (cas-stages.json).
const FOLLOW_UP_DAYS: Record<string, number> = { "Not Ready": 21, "Pre-Deposit": 14, "Post-Deposit": 14, "Draft CAS": 7, "Pathway Review": 7, "Ready for CAS": 5, "Awaiting Info": 10, Interview: 7, "Compliance Check": 7 };

interface Figure {
  heading: string;
  text: string;
  href: string;
}

/** The figures under "What needs doing today", each with its heading. */
function figuresOf(html: string): Figure[] {
  const start = html.indexOf('aria-labelledby="todays-work"');
  expect(start, "the home has a 'What needs doing today' section").toBeGreaterThan(-1);
  const section = html.slice(start, html.indexOf("</main>", start) >= 0 ? html.indexOf("</main>", start) : undefined);
  const figures: Figure[] = [];
  for (const group of section.split(/<h3[^>]*>/).slice(1)) {
    const heading = visibleText(group.slice(0, group.indexOf("</h3>"))).trim();
    const list = group.slice(0, group.indexOf("</ul>"));
    for (const [, href, text] of list.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)) figures.push({ heading, text: visibleText(text).trim(), href: href.replace(/&amp;/g, "&") });
  }
  return figures;
}

/** The rows of the first table's body on a page. */
const tableRows = (html: string) => (/<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1].match(/<tr[\s>]/g) ?? []).length;

/** The university's CAS students with what the figures count, worked out from the records and uploads. */
async function studentsSeenBy() {
  const students = await server.services.repositories.students.find(TENANT, {});
  const uploads = await server.services.repositories.uploads.find(TENANT, { status: "UPLOADED_OK" });
  const awaiting = new Set(uploads.filter((upload) => !upload.review).map((upload) => String(upload.recordId)));
  return students.map((student) => {
    const stage = String(student.stage);
    const entered = String(student.stageUpdatedAt ?? student.createdAt).slice(0, 10);
    const days = FOLLOW_UP_DAYS[stage];
    return { stage, awaiting: awaiting.has(student._id), tooLong: days !== undefined && addDays(entered, days) <= TODAY };
  });
}

/** The figures the home should show per tab: "N in <tab>", only where N is not 0. */
function perTab(tabs: Array<[string, string[]]>, all: Awaited<ReturnType<typeof studentsSeenBy>>, counted: (student: { stage: string; awaiting: boolean; tooLong: boolean }) => boolean) {
  return tabs.map(([label, stages]) => [label, all.filter((student) => stages.includes(student.stage) && counted(student)).length] as const).filter(([, count]) => count > 0).map(([label, count]) => `${count} in ${label}`);
}

const textsUnder = (figures: Figure[], heading: string) => figures.filter((figure) => figure.heading === heading).map((figure) => figure.text);

/** Every figure's link opens a list showing as many records as the figure says. */
async function expectListsMatch(browser: TestBrowser, figures: Figure[]) {
  for (const figure of figures) {
    // The figure's number: "N in <tab>", "...: N", or an import's "N of M rows".
    const count = Number((/(\d+) (?:in|of) /.exec(figure.text) ?? /: (\d+)$/.exec(figure.text))?.[1]);
    expect(count, figure.text).toBeGreaterThan(0);
    const answer = await browser.get(figure.href);
    expect(answer.status, figure.href).toBe(200);
    if (figure.href.startsWith("/cas")) {
      expect(visibleText(answer.text), figure.href).toContain(`Showing 1 to ${count} of ${count} results`);
      expect(tableRows(answer.text), figure.href).toBe(count);
    } else if (figure.href.startsWith("/imports/")) {
      expect(visibleText(answer.text), figure.href).toMatch(new RegExp(`Rows with problems\\s*${count}\\b`));
    } else {
      expect(tableRows(answer.text), figure.href).toBe(count);
    }
  }
}

let personId = "";
let agentUserId = "";

beforeAll(async () => {
  server = await startTestServer();
  // A month on: students who have not moved since the seeding are in their stage too long.
  server.setNow(new Date(PINNED_NOW.getTime() + 30 * DAY));
  const records = testRecords(server.services);
  const student5 = (await server.services.repositories.users.findByEmailForSignIn(demoEmail("student5", TENANT)))!;
  personId = student5._id;
  agentUserId = (await server.services.repositories.users.findByEmailForSignIn(demoEmail("agent", TENANT)))!._id;
  // student5 (Post-Deposit, with documents awaiting review) is the agent's.
  const cas = (await server.services.repositories.students.findOne(TENANT, { userId: personId }))!;
  await records.students.update(TENANT, cas._id, { $set: { agentId: agentUserId } });
  // Two reminders that could not be delivered.
  await sweepTenant(server.services, TENANT, server.now());
  for (const claim of await server.services.repositories.reminders.find(TENANT, {}, { limit: 2 })) {
    await server.services.repositories.reminders.update(TENANT, claim._id, { $set: { status: "failed", attempts: 5, lastError: "550 Mailbox unavailable" } });
  }
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe("the staff home (issue 39)", () => {
  it("shows a Uni officer each kind of work with its figures, and each figure's list shows that many students", async () => {
    const student = await signedInSkippingMfa(server, demoEmail("student5", TENANT));
    expect((await student.post("/conversations/send", { personId, body: "I have uploaded my bank statement" })).status).toBe(200);

    const uni = await signedInSkippingMfa(server, demoEmail("uni", TENANT));
    const figures = figuresOf((await uni.get("/")).text);
    const all = await studentsSeenBy();
    const documents = perTab(UNI_TABS, all, (s) => s.awaiting);
    const tooLong = perTab(UNI_TABS, all, (s) => s.tooLong);
    expect(documents.length).toBeGreaterThan(1);
    expect(tooLong.length).toBeGreaterThan(1);
    expect(textsUnder(figures, "Students with documents awaiting review")).toEqual(documents);
    expect(textsUnder(figures, "Students in a stage for longer than the university allows")).toEqual(tooLong);
    expect(textsUnder(figures, "Unread messages")).toEqual(["Conversations waiting for a reply: 1"]);
    expect(textsUnder(figures, "Reminders that could not be sent")).toEqual(["Failed reminders: 2"]);
    // Imports are the UniAdmin's.
    expect(textsUnder(figures, "Imports with problems")).toEqual([]);
    expect(figures.find((figure) => figure.text === documents[0])?.href).toBe("/cas?tab=pre-deposit&documentsAwaitingReview=yes");
    expect(figures.find((figure) => figure.text === tooLong[0])?.href).toBe(`/cas?tab=pre-deposit&stageFollowUpTo=${TODAY}`);
    await expectListsMatch(uni, figures);
  });

  it("shows a UniAdmin the imports with problems, each linking to the import", async () => {
    const admin = await signedInSkippingMfa(server, demoEmail("uniadmin", TENANT));
    const header = "studentNo,email,familyName,givenName,dob,intakeId,offerId,offers_courses_title,offers_courses_start_date,offers_courses_end_date,offers_courses_fee,courseFeePaidToDate,isPSEnglish";
    const row = (n: number, dob = "2005-01-01") => `N${n},home${n}@import.example,Family${n},Given${n},${dob},2027-09,OFF-${n},MSc,2027-09-20,2028-09-19,100,0,false`;
    const form = new FormData();
    form.append("file", new Blob([[header, row(1), row(2, "01/01/2005"), row(3, "2005-02-30")].join("\n")], { type: "text/csv" }), "offer-holders.csv");
    expect((await admin.post("/imports", form)).status).toBe(303);

    const figures = figuresOf((await admin.get("/")).text);
    const imports = figures.filter((figure) => figure.heading === "Imports with problems");
    expect(imports.map((figure) => figure.text)).toEqual(["offer-holders.csv, uploaded 22 Dec 2026, 10:00: 2 of 3 rows have problems"]);
    expect(imports[0].href).toMatch(/^\/imports\/[\w-]+$/);
    expect(textsUnder(figures, "Reminders that could not be sent")).toEqual(["Failed reminders: 2"]);
    await expectListsMatch(admin, figures);
  });

  it("shows the CAS provider (Enroly) the figures of its own pipeline tabs", async () => {
    const enroly = await signedInSkippingMfa(server, demoEmail("enroly", TENANT));
    const figures = figuresOf((await enroly.get("/")).text);
    const all = await studentsSeenBy();
    expect(textsUnder(figures, "Students with documents awaiting review")).toEqual(perTab(ENROLY_TABS, all, (s) => s.awaiting));
    expect(textsUnder(figures, "Students in a stage for longer than the university allows")).toEqual(perTab(ENROLY_TABS, all, (s) => s.tooLong));
    expect(figures.some((figure) => figure.href.startsWith("/cas?tab=pre-deposit-enroly&"))).toBe(true);
    expect(textsUnder(figures, "Imports with problems")).toEqual([]);
    await expectListsMatch(enroly, figures);
  });

  it("shows an agent only their own students, and nothing they may not open", async () => {
    const uni = await signedInSkippingMfa(server, demoEmail("uni", TENANT));
    expect((await uni.post(`/students/${personId}/messages`, { audience: "agent", body: "Please send the deposit receipt" })).status).toBe(303);
    const agent = await signedInSkippingMfa(server, demoEmail("agent", TENANT));
    const figures = figuresOf((await agent.get("/")).text);
    expect(textsUnder(figures, "Students with documents awaiting review")).toEqual(["1 in Post-Deposit"]);
    expect(textsUnder(figures, "Students in a stage for longer than the university allows")).toEqual(["1 in Post-Deposit"]);
    expect(textsUnder(figures, "Unread messages")).toEqual(["Conversations waiting for a reply: 1"]);
    expect(figures.filter((figure) => /reminders|imports/.test(figure.href))).toEqual([]);
    await expectListsMatch(agent, figures);
    const student5 = (await server.services.repositories.users.findByEmailForSignIn(demoEmail("student5", TENANT)))!;
    expect(visibleText((await agent.get(figures[0].href)).text)).toContain(`${student5.givenName} ${student5.familyName}`);
  });

  it("says in words when there is nothing to do", async () => {
    // The other agency's agent, with no CAS students.
    const agent = await signedInSkippingMfa(server, demoEmail("agent2", TENANT));
    const page = visibleText((await agent.get("/")).text);
    expect(page).toContain("What needs doing today");
    expect(page).toContain("There is nothing for you to do today.");
    expect(page).not.toContain("There is nothing for you to do yet");
  });
});
