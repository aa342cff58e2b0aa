// History in words (issue 38 item 6): a version that changes a funding figure, a tab's name, a
// document's mandatory flag and a reminder's days reads each change item by item, with labels,
// old -> new, and never as JSON; a documents area by its name ("General Documents"), not its key.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoEmail, signedInSkippingMfa, visibleText, type TestBrowser } from "../../support/http-client";
import { draftVersionIn, saveAreaAsJson } from "../../support/config-pages";
import { startTestServer, type TestServer } from "../../support/test-server";

let server: TestServer;
let officer: TestBrowser;

beforeAll(async () => {
  server = await startTestServer();
  officer = await signedInSkippingMfa(server, demoEmail("uniadmin"));
}, 180_000);
afterAll(async () => {
  await server?.close();
});

type Area = Record<string, unknown>;

const saveArea = (area: string, change: (value: Area) => void): Promise<void> => saveAreaAsJson(officer, area, change);

describe("the history of the configuration", () => {
  it("describes funding, tabs, documents and reminders in words, each item by its label", async () => {
    await saveArea("funding", (funding) => {
      (funding.maintenance as Record<string, Area>)["2025-11-11"].monthlyElsewhere = 1271;
    });
    await saveArea("tabs", (tabs) => {
      (tabs.conditional as Area).label = "Conditional offers";
    });
    await saveArea("documents", (documents) => {
      ((documents.areas as Record<string, Record<string, Area>>).generalDocuments.passport as Area).required = false;
      // A document in a group ("studentVisas") reads by its own name too.
      (((documents.areas as Record<string, Record<string, Area>>).generalDocuments.studentVisas as Record<string, Area>).cas as Area).required = false;
    });
    await saveArea("reminders", (reminders) => {
      (reminders.studentDetails as Area).offsets = [3, 10];
    });
    const overview = await officer.get("/config");
    expect((await officer.post("/config", { intent: "publish", draftVersion: draftVersionIn(overview.text), note: "Season changes" })).status).toBe(302);

    const html = (await officer.get("/config/history")).text;
    const text = visibleText(html);
    const changes = text.slice(text.indexOf("Changes"));
    expect(changes).toContain("Funding, Maintenance figures, 2025-11-11, Monthly figure elsewhere in the UK (£): 1171 -> 1271");
    expect(changes).toContain("Dashboard tabs, “Conditional offers”, Tab name: \"Conditional\" -> \"Conditional offers\"");
    // A documents area reads as the task students know it by, never as its key.
    expect(changes).toContain("Documents, General Documents, “Passport”, Must be provided: Yes -> No");
    expect(changes).toContain("Documents, General Documents, “CAS for your previous UK study”, Must be provided: Yes -> No");
    expect(changes).not.toContain("generalDocuments");
    expect(changes).not.toContain("studentVisas");
    expect(changes).toContain("Reminders, “Complete Section 1, Personal Information”, Days after that date it is sent: 4 -> 3, 10");
    expect(changes).not.toMatch(/[{}]/);
    expect(changes).not.toMatch(/"\w+":/);
  }, 180_000);
});
