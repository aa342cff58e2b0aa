// The impact page and the lists (issue 38 item 5): a draft that adds a tab, or changes which
// records a tab lists, says each tab's count now and under the draft before anyone publishes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoEmail, signedInSkippingMfa, visibleText, type TestBrowser } from "../../support/http-client";
import { draftVersionIn, textareaIn } from "../../support/config-pages";
import { startTestServer, type TestServer } from "../../support/test-server";

const TENANT = "northbridge";
let server: TestServer;
let officer: TestBrowser;

beforeAll(async () => {
  server = await startTestServer();
  officer = await signedInSkippingMfa(server, demoEmail("uniadmin"));
});
afterAll(async () => {
  await server?.close();
});

type Tabs = Record<string, Record<string, unknown>>;

async function saveTabs(change: (tabs: Tabs) => void): Promise<void> {
  const page = await officer.get("/config/areas/tabs");
  const tabs = JSON.parse(textareaIn(page.text, "json")) as Tabs;
  change(tabs);
  expect((await officer.post("/config/areas/tabs", { intent: "save", draftVersion: draftVersionIn(page.text), json: JSON.stringify(tabs) })).status).toBe(302);
}

const offersWithStatus = (status: string) => server.services.repositories.listRows.count(TENANT, { kind: "offers", status });

describe("the impact of a draft on the tabs", () => {
  it("counts a new tab's records, and a changed tab's before and after", async () => {
    const conditional = await offersWithStatus("Conditional");
    expect(conditional).toBeGreaterThan(0);
    // Another status with a different number of offers, so the changed count shows.
    let other = "";
    let otherCount = conditional;
    for (const status of ["Unconditional", "Completed", "Draft", "Applied", "Declined", "Withdrawn"]) {
      otherCount = await offersWithStatus(status);
      other = status;
      if (otherCount !== conditional) break;
    }
    expect(otherCount).not.toBe(conditional);
    await saveTabs((tabs) => {
      tabs["awaiting-deposit"] = { ...tabs.conditional, id: "awaiting-deposit", tab: "awaiting-deposit", label: "Awaiting deposit", order: 1000 };
      tabs.conditional.predicate = { "==": [{ var: "status" }, other] };
    });

    const impact = visibleText((await officer.get("/config/impact")).text);
    expect(impact).toContain(`Dashboard tabs, ‘Awaiting deposit’ (new tab): ${conditional} records`);
    expect(impact).toContain(`Dashboard tabs, ‘Conditional’: ${conditional} -> ${otherCount} records`);
    // Tabs the draft leaves as they were are not listed.
    expect(impact).not.toContain("‘Leads’");
  }, 120_000);
});
