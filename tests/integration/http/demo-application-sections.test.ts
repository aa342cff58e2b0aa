// The demo's applications agree with their status (issue 39; decision 0066): an application at
// Completed or past submission shows every section Done, on the staff record and on the
// applicant's task list, never "To do"; the record lists each section once. "Today" is pinned.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";
import { startTestServer, type TestServer } from "../../support/test-server";

const TENANT = "northbridge";
/** The statuses of an application still being written: every other status was reached with complete answers. */
const BEING_WRITTEN = ["NEW", "InProgress"];
let server: TestServer;
let staff: TestBrowser;

beforeAll(async () => {
  server = await startTestServer();
  staff = new TestBrowser(server);
  expect((await staff.signIn(demoEmail("uni", TENANT))).status).toBe(302);
});
afterAll(async () => {
  await server?.close();
});

/** The record's application sections, as their expanders' summaries read ("Identity (Done)"). */
function sectionSummaries(html: string): string[] {
  const applications = html.slice(html.indexOf('id="applications-heading"'), html.indexOf('id="offers-heading"'));
  return [...applications.matchAll(/<summary[^>]*>([\s\S]*?)<\/summary>/g)].map((match) => visibleText(match[1]).replace(/\s+/g, " ").replace(/\( /g, "(").replace(/ \)/g, ")").trim());
}

describe("the demo's applications past submission", () => {
  it("show every section Done on the staff record, each once", async () => {
    const applications = (await server.services.repositories.applications.find(TENANT, {})).filter((application) => !BEING_WRITTEN.includes(String(application.applicationStatus)));
    const statuses = new Set(applications.map((application) => application.applicationStatus));
    // Every kind of status after the application was written is among them.
    for (const status of ["Completed", "AwaitingDecision", "Offered", "Rejected", "Withdrawn"]) expect(statuses).toContain(status);
    for (const application of applications) {
      const page = await staff.get(`/students/${String(application.userId)}`);
      expect(page.status).toBe(200);
      const summaries = sectionSummaries(page.text);
      const who = `${String(application.email)} (${String(application.applicationStatus)})`;
      expect(summaries.length, who).toBeGreaterThan(10);
      expect(summaries.filter((summary) => !summary.endsWith("(Done)")), who).toEqual([]);
      expect(visibleText(page.text), who).not.toContain("(To do)");
    }
  });

  it("lists each section of an application once", async () => {
    const application = (await server.services.repositories.applications.findOne(TENANT, { email: demoEmail("applicant3", TENANT) }))!;
    const html = (await staff.get(`/students/${String(application.userId)}`)).text;
    const applications = html.slice(html.indexOf('id="applications-heading"'), html.indexOf('id="offers-heading"'));
    // Under each group heading, each section's title once.
    for (const group of applications.split("<h4").slice(1)) {
      const titles = [...group.matchAll(/<summary[^>]*>([\s\S]*?)<\/summary>/g)].map((match) => visibleText(match[1]).replace(/\s*\(.*\)\s*$/, "").trim());
      expect(new Set(titles).size, titles.join(", ")).toBe(titles.length);
    }
    expect(sectionSummaries(html).filter((summary) => summary.startsWith("Identity "))).toEqual(["Identity (Done)"]);
  });

  it("show every section Done on the applicant's own task list", async () => {
    const applicant = new TestBrowser(server);
    expect((await applicant.signIn(demoEmail("applicant3", TENANT))).status).toBe(302);
    const application = (await server.services.repositories.applications.findOne(TENANT, { email: demoEmail("applicant3", TENANT) }))!;
    expect(application.applicationStatus).toBe("Completed");
    const page = visibleText((await applicant.get(`/applications/${application._id}`)).text);
    expect(page).toContain("Identity");
    expect(page).toContain("Done");
    expect(page).not.toContain("To do");
  });

  it("hold the demo passport their identity page names, approved, as a PDF with visible words", async () => {
    const application = (await server.services.repositories.applications.findOne(TENANT, { email: demoEmail("applicant4", TENANT) }))!;
    const reference = ((application.sections as Record<string, Record<string, unknown>>).identity.passportDocument as { sKey: string }).sKey;
    const passport = (await server.services.repositories.uploads.findById(TENANT, reference))!;
    expect(passport).toMatchObject({ recordKind: "applications", recordId: application._id, documentType: "passport", mimeType: "application/pdf", review: { status: "APPROVED" } });
    const file = await staff.get(`/uploads/${reference}`);
    expect(file.status).toBe(200);
    expect(file.text.startsWith("%PDF")).toBe(true);
    // The identity page carries the applicant's own name, not the fixture's.
    expect((application.sections as Record<string, Record<string, unknown>>).identity.givenName).toBe(application.givenName);
  });
});
