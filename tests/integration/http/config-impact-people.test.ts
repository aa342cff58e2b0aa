// The impact page on people (issue 38 item 5): a draft that adds a required document, changes a
// reminder's timing or changes a funding figure says who it reaches, with their CAS stage, before
// anyone publishes; a documents change can apply only to students who have not reached a stage,
// and the version published with that choice keeps the earlier documents for the others.
// "today" is the pinned 22 November 2026.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicableDocuments } from "../../../rules/checklist/documents";
import { demoEmail, signedInSkippingMfa, visibleText, type TestBrowser } from "../../support/http-client";
import { draftVersionIn, saveAreaAsJson } from "../../support/config-pages";
import { testRecords } from "../../support/records";
import { startTestServer, type TestServer } from "../../support/test-server";

const TENANT = "northbridge";
let server: TestServer;
let officer: TestBrowser;

const AT = "2026-11-01T09:00:00.000Z";
const student = (givenName: string, familyName: string, fields: Record<string, unknown>) => ({
  givenName,
  familyName,
  email: `${givenName.toLowerCase()}@example.com`,
  userId: `impact-${givenName.toLowerCase()}`,
  sections: {},
  createdAt: AT,
  updatedAt: AT,
  ...fields,
});

beforeAll(async () => {
  server = await startTestServer();
  officer = await signedInSkippingMfa(server, demoEmail("uniadmin"));
  const students = testRecords(server.services).students;
  await students.insert(TENANT, student("Ada", "Early", { stage: "Pre-Deposit" }));
  await students.insert(TENANT, student("Cas", "Late", { stage: "CAS Issued" }));
  // Invited three days ago: Section 1's reminder goes on day 4 (tomorrow) under the published timing.
  await students.insert(TENANT, student("Rita", "Remind", { stage: "Not Ready", invitedAt: "2026-11-19T09:00:00.000Z" }));
  // A course at a campus outside London, 9 months counted: £16,500 fees and 9 x £1,171 living costs.
  await students.insert(TENANT, student("Fay", "Funds", { stage: "Pre-Deposit", sections: { "course-details": { autoCourseName: "MSc Data Science", courseFee: 16500, startDate: "2027-01-11", endDate: "2027-12-10" } } }));
}, 180_000);
afterAll(async () => {
  await server?.close();
});

type Area = Record<string, unknown>;

const saveArea = (area: string, change: (value: Area) => void): Promise<void> => saveAreaAsJson(officer, area, change);

async function discardDraft(): Promise<void> {
  const page = await officer.get("/config");
  await officer.post("/config", { intent: "discard", draftVersion: draftVersionIn(page.text) });
}

const impact = async (query = "") => visibleText((await officer.get(`/config/impact${query}`)).text);

describe("the impact of a draft on people", () => {
  it("names the students a new required document reaches, with their CAS stage, and leaves out those past a chosen stage", async () => {
    await saveArea("documents", (documents) => {
      (documents.areas as Record<string, Area>).generalDocuments.healthInsurance = { required: true, label: "Proof of health insurance" };
    });
    const text = await impact();
    expect(text).toContain("Documents and tasks");
    expect(text).toContain("Ada Early (ada@example.com) (CAS stage: Pre-Deposit) would be asked for: Proof of health insurance");
    expect(text).toContain("Cas Late (cas@example.com) (CAS stage: CAS Issued) would be asked for: Proof of health insurance");
    expect(text).toContain("Students who have not reached CAS Issued");

    const scoped = await impact(`?scope=${encodeURIComponent("CAS Issued")}`);
    expect(scoped).toContain("Showing the impact for students who have not reached CAS Issued.");
    expect(scoped).toContain("Ada Early (ada@example.com) (CAS stage: Pre-Deposit) would be asked for: Proof of health insurance");
    expect(scoped).not.toContain("Cas Late (cas@example.com)");

    // Published with that scope: the version keeps it, and the documents rules honour it.
    const overview = await officer.get("/config");
    expect(visibleText(overview.text)).toContain("Apply the documents change to");
    const published = await officer.post("/config", { intent: "publish", draftVersion: draftVersionIn(overview.text), note: "Health insurance for new students", scope: "CAS Issued" });
    expect(published.status).toBe(302);
    const config = (await server.services.configs.current(TENANT)).prepared;
    expect(config.document.documents.scope).toMatchObject({ beforeStage: "CAS Issued" });
    const students = testRecords(server.services).students;
    const asked = async (givenName: string) => applicableDocuments(config, ["generalDocuments"], (await students.findOne(TENANT, { givenName }))!, "2026-11-22").map((document) => document.label);
    expect(await asked("Ada")).toContain("Proof of health insurance");
    expect(await asked("Cas")).not.toContain("Proof of health insurance");
    // The rest of what Cas is asked for stays as it was.
    expect(await asked("Cas")).toContain("Passport");
  }, 180_000);

  it("says who would start and stop getting a reminder in the next 7 days when its timing changes", async () => {
    await saveArea("reminders", (reminders) => {
      (reminders.studentDetails as Area).offsets = [10];
    });
    const text = await impact();
    expect(text).toContain("Reminders in the next 7 days");
    expect(text).toContain("Rita Remind (rita@example.com) (CAS stage: Not Ready) would no longer get ‘Complete Section 1, Personal Information’ on 23 Nov 2026");
    await discardDraft();

    await saveArea("reminders", (reminders) => {
      (reminders.studentDetails as Area).offsets = [1];
    });
    const earlier = await impact();
    // Day 1 has passed (within the grace days): it goes today, and again a week after day 1.
    expect(earlier).toContain("Rita Remind (rita@example.com) (CAS stage: Not Ready) would start getting ‘Complete Section 1, Personal Information’ on 22 Nov 2026, 27 Nov 2026");
    expect(earlier).toContain("Rita Remind (rita@example.com) (CAS stage: Not Ready) would no longer get ‘Complete Section 1, Personal Information’ on 23 Nov 2026");
    await discardDraft();
  }, 180_000);

  it("says whose amount to prove a funding figure changes, and by how much in pounds", async () => {
    await saveArea("funding", (funding) => {
      // Rows are keyed by their date (decision 0095).
      ((funding.maintenance as Record<string, Area>)["2025-11-11"]).monthlyElsewhere = 1271;
    });
    const text = await impact();
    expect(text).toContain("Funding: amount to prove");
    expect(text).toContain("Fay Funds (fay@example.com) (CAS stage: Pre-Deposit): £27,039 -> £27,939 (£900 more)");
    await discardDraft();
  }, 180_000);
});
