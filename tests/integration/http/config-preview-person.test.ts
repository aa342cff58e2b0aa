// The preview and the Sandbox with the draft (issue 38 item 6): for a chosen student, the funding
// calculator and their next reminders (dates and which) as the draft would make them, beside what
// the published configuration makes them now. "today" is the pinned 22 November 2026.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxCopies } from "../../../server/config-admin/sandbox";
import { demoEmail, signedInSkippingMfa, visibleText, type TestBrowser } from "../../support/http-client";
import { saveAreaAsJson } from "../../support/config-pages";
import { testRecords } from "../../support/records";
import { startTestServer, type TestServer } from "../../support/test-server";

const TENANT = "northbridge";
let server: TestServer;
let officer: TestBrowser;
let fayId = "";

beforeAll(async () => {
  server = await startTestServer();
  officer = await signedInSkippingMfa(server, demoEmail("uniadmin"));
  // Invited three days ago (Section 1's reminder goes on day 4), on a 9-month course outside London.
  const fay = await testRecords(server.services).students.insert(TENANT, {
    givenName: "Fay",
    familyName: "Preview",
    email: "fay.preview@example.com",
    userId: "preview-fay",
    stage: "Pre-Deposit",
    invitedAt: "2026-11-19T09:00:00.000Z",
    sections: { "course-details": { autoCourseName: "MSc Data Science", courseFee: 16500, startDate: "2027-01-11", endDate: "2027-12-10" } },
    createdAt: "2026-11-01T09:00:00.000Z",
    updatedAt: "2026-11-01T09:00:00.000Z",
  });
  fayId = fay._id;
}, 180_000);
afterAll(async () => {
  await server?.close();
});

type Area = Record<string, unknown>;

const saveArea = (area: string, change: (value: Area) => void): Promise<void> => saveAreaAsJson(officer, area, change);

describe("the draft's calculator and reminders for a chosen student", () => {
  it("shows them on the form preview and on the Sandbox's copy", async () => {
    const preview = async () => visibleText((await officer.get(`/config/forms/source-of-funds/preview?record=${fayId}`)).text);
    // No draft yet: the published figures (£16,500 + 9 x £1,171) and Section 1's reminder tomorrow.
    const before = await preview();
    expect(before).toContain("Funding calculator for Fay Preview (fay.preview@example.com) with the draft");
    expect(before).toContain("£27,039");
    expect(before).toContain("23 Nov 2026: Complete Section 1, Personal Information");

    await saveArea("funding", (funding) => {
      (funding.maintenance as Record<string, Area>)["2025-11-11"].monthlyElsewhere = 1271;
    });
    await saveArea("reminders", (reminders) => {
      (reminders.studentDetails as Area).offsets = [6];
    });
    const after = await preview();
    expect(after).toContain("£27,939");
    expect(after).not.toContain("£27,039");
    expect(after).toContain("25 Nov 2026: Complete Section 1, Personal Information");
    expect(after).not.toContain("23 Nov 2026: Complete Section 1, Personal Information");

    const filled = await officer.post("/config/sandbox", { intent: "fill", limit: "1000", kinds: "students" });
    expect(filled.status).toBe(302);
    const copy = (await sandboxCopies(server.services, TENANT)).find((candidate) => candidate.sourceId === fayId);
    expect(copy).toBeDefined();
    const sandbox = visibleText((await officer.get(`/config/sandbox?copy=${copy!._id}`)).text);
    expect(sandbox).toContain("Funding calculator for Fay Preview (fay.preview@example.com) with the draft");
    expect(sandbox).toContain("£27,939");
    expect(sandbox).toContain("25 Nov 2026: Complete Section 1, Personal Information");
  }, 180_000);
});
