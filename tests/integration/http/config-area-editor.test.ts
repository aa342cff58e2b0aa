// Typed area editors in the Config screen (issue 20 item 3; decision 0840): a UniAdmin adds a
// dated row of funding figures with its source through the form, and it is the row the draft
// holds; a condition that is not JSON is refused in words with nothing saved; a tab's roles are
// ticked from the roles; staff without configuration rights cannot open an editor.
import jsonLogic from "json-logic-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";
import { decodeRemixData } from "../../support/remix-data";
import { startTestServer, type TestServer } from "../../support/test-server";

const TENANT = "northbridge";
let server: TestServer;
let admin: TestBrowser;

type Errors = Array<{ path: string; message: string }>;
type Page = { page?: { errors: Errors; formData: Record<string, unknown> } };
const draftVersion = async () => ((await server.services.store.collection("configDrafts").findOne({ tenant: TENANT })) as { _version?: number } | null)?._version ?? 0;
const draftArea = async (area: string) => {
  const draft = await server.services.store.collection("configDrafts").findOne({ tenant: TENANT });
  return draft ? (JSON.parse(String(draft.configJson))[area] as Record<string, unknown>) : undefined;
};
async function drawn(area: string): Promise<Record<string, unknown>> {
  const answer = await admin.get(`/config/areas/${area}/edit.data`);
  return ((await decodeRemixData(answer.text)) as { "routes/config.areas.$area_.edit": { data: Page } })["routes/config.areas.$area_.edit"].data.page!.formData;
}
async function save(area: string, data: Record<string, unknown>) {
  const answer = await admin.postJson(`/config/areas/${area}/edit.data`, { data, version: await draftVersion() });
  const body = answer.status === 422 ? ((await decodeRemixData(answer.text)) as Page) : {};
  return { status: answer.status, messages: (body.page?.errors ?? []).map((error) => error.message) };
}

beforeAll(async () => {
  server = await startTestServer();
  admin = new TestBrowser(server);
  await admin.signIn(demoEmail("uniadmin", TENANT));
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe("an officer's layout (issue 38 item 7)", () => {
  it("leads from the overview to each area's form or page, with every area's JSON under Advanced", async () => {
    const overview = await admin.get("/config");
    const links = [...overview.text.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => ({ href: match[1].replace(/&amp;/g, "&"), name: match[2] }));
    const other = overview.text.slice(overview.text.indexOf('id="areas-heading"'), overview.text.indexOf('id="advanced-heading"'));
    // Areas with a typed editor open it, or its table when it has keyed items (the funding's dated rows, decision 0095); the reminders open their timelines; none opens its JSON here.
    expect(other).toContain('href="/config/areas/funding/items"');
    expect(other).toContain('href="/config/areas/settings/edit"');
    expect(other).toContain('href="/config/reminders"');
    expect(other).not.toMatch(/href="\/config\/areas\/(funding|tabs|reminders)"/);
    // "Advanced" has the JSON of each area.
    expect(links).toContainEqual({ href: "/config/areas/funding", name: "Edit Funding as JSON" });
  });

  it("keeps the officer on the form after saving, with the JSON one click away under Advanced", async () => {
    const page = await admin.get("/config/areas/funding/edit?saved=1");
    const text = visibleText(page.text);
    expect(text).toContain("Advanced: each area as JSON");
    expect(page.text).toContain('href="/config/areas/funding"');
    expect(page.text.match(/<a[^>]*class="back-link"[^>]*>/)?.[0]).toContain('href="/config"');
    expect(text).toContain("Your changes have been saved to the draft.");
    expect(visibleText((await admin.get("/config/areas/funding/edit")).text)).not.toContain("Your changes have been saved");
  });
});

describe("the funding figures editor", () => {
  it("is offered on the area's page and draws the figures as labelled questions", async () => {
    expect(visibleText((await admin.get("/config/areas/funding")).text)).toContain("Change Funding figures with a form");
    const page = await admin.get("/config/areas/funding/edit");
    expect(page.status).toBe(200);
    const text = visibleText(page.text);
    for (const label of ["Maintenance figures", "Applies from", "Monthly figure in London (£)", "Source", "Days the money must have been held"]) expect(text).toContain(label);
    expect(text).not.toContain("effectiveFrom");
  });

  it("stores a new dated row with its source in the draft, the older rows kept", async () => {
    const start = await drawn("funding");
    const rows = start.maintenance as Array<Record<string, unknown>>;
    const row = { effectiveFrom: "2027-01-01", monthlyLondon: 1600, monthlyElsewhere: 1230, dependantMonthlyLondon: 880, dependantMonthlyElsewhere: 700, maxMonths: 9, source: "Home Office guidance, 1 January 2027" };
    expect((await save("funding", { ...start, maintenance: [row, ...rows] })).status).toBe(202);
    const funding = await draftArea("funding");
    // Keyed by their date in the draft (decision 0095).
    expect(funding?.maintenance).toEqual(Object.fromEntries([row, ...rows].map((saved) => [saved.effectiveFrom, saved])));
    expect(funding?._about).toEqual(expect.any(String));
    expect((funding?.inputs as Record<string, unknown>).course).toEqual(expect.objectContaining({ fee: expect.anything() }));
  });

  it("refuses a condition that is not JSON and a row without its date, saying what to do, and saves nothing", async () => {
    const before = await draftArea("funding");
    const start = await drawn("funding");
    const rows = start.maintenance as Array<Record<string, unknown>>;
    const inputs = start.inputs as { course: Record<string, unknown> };
    const refused = await save("funding", { ...start, maintenance: [{ ...rows[0], effectiveFrom: undefined }, ...rows.slice(1)], inputs: { ...inputs, course: { ...inputs.course, fee: '{"var": ' } } });
    expect(refused.status).toBe(422);
    expect(refused.messages).toEqual(expect.arrayContaining(["Enter applies from"]));
    const again = await save("funding", { ...start, inputs: { ...inputs, course: { ...inputs.course, fee: '{"var": ' } } });
    expect(again.messages).toEqual([expect.stringMatching(/^Enter course fee as JSON, for example/)]);
    expect(await draftArea("funding")).toEqual(before);
  });
});

/** How many of the university's list rows of a kind a predicate holds for, by json-logic-js (the reference). */
async function independentCount(kind: string, predicate: unknown): Promise<number> {
  const rows = await server.services.store.collection("listRows").find({ tenant: TENANT, kind });
  return rows.filter((row) => jsonLogic.truthy(jsonLogic.apply(predicate as jsonLogic.RulesLogic, row))).length;
}

/** The count the tabs editor shows against a tab's name. */
async function shownCount(label: string): Promise<number> {
  const html = (await admin.get("/config/areas/tabs/edit")).text;
  const row = new RegExp(`<th scope="row">${label}</th><td>[^<]*</td><td class="numeric">([\\d,]+)</td>`).exec(html);
  return Number(row?.[1].replace(/,/g, "") ?? Number.NaN);
}

describe("the dashboard tabs editor", () => {
  it("shows how many records each tab lists, and counts again with a saved change", async () => {
    expect(visibleText((await admin.get("/config/areas/tabs/edit")).text)).toContain("Records each tab lists now");
    const conditional = { "==": [{ var: "status" }, "Conditional"] };
    expect(await shownCount("Conditional")).toBe(await independentCount("offers", conditional));
    expect(await shownCount("Conditional")).toBeGreaterThan(0);
    const start = await drawn("tabs");
    const entries = start.entries as Array<Record<string, unknown>>;
    const widened = { in: [{ var: "status" }, ["Conditional", "Unconditional"]] };
    const changed = entries.map((entry) => (entry.label === "Conditional" ? { ...entry, predicate: JSON.stringify(widened) } : entry));
    expect((await save("tabs", { entries: changed })).status).toBe(202);
    expect(await shownCount("Conditional")).toBe(await independentCount("offers", widened));
    expect(await shownCount("Conditional")).toBeGreaterThan(await independentCount("offers", conditional));
  });

  it("takes a tab's roles as the boxes ticked, in the order the tab had them (decision 0083)", async () => {
    const start = await drawn("tabs");
    const entries = start.entries as Array<Record<string, unknown>>;
    expect(entries[0].roles).toEqual(expect.arrayContaining(["UniAdmin", "Uni"]));
    expect((await save("tabs", { entries: [{ ...entries[0], roles: ["Uni", "UniAdmin"] }, ...entries.slice(1)] })).status).toBe(202);
    // Keyed by id (decision 0035): the first tab listed is the one with the lowest position.
    const tabs = (await draftArea("tabs")) as unknown as Record<string, Record<string, unknown>>;
    expect(tabs[entries[0].id as string].roles).toEqual((entries[0].roles as string[]).filter((role) => role === "Uni" || role === "UniAdmin"));
    expect(Object.keys(tabs)).toHaveLength(entries.length);
  });
});

describe("the reminder schedules editor", () => {
  it("lists each reminder by its own identifier, and stores changed days as numbers under that name", async () => {
    const text = visibleText((await admin.get("/config/areas/reminders/edit")).text);
    for (const label of ["Reminder identifier", "Days after that date it is sent", "Sent when", "Stops when"]) expect(text).toContain(label);
    const start = await drawn("reminders");
    const entries = start.entries as Array<Record<string, unknown>>;
    const welcome = entries.find((entry) => entry.key === "welcome")!;
    expect(welcome.offsets).toBe("7");
    const changed = entries.map((entry) => (entry.key === "welcome" ? { ...entry, offsets: "3\n10" } : entry));
    expect((await save("reminders", { entries: changed })).status).toBe(202);
    const reminders = (await draftArea("reminders")) as Record<string, Record<string, unknown>>;
    expect(reminders.welcome.offsets).toEqual([3, 10]);
    expect(Object.keys(reminders)).toHaveLength(entries.length);
    const twice = await save("reminders", { entries: [...changed, { ...welcome }] });
    expect(twice.status).toBe(422);
    expect(twice.messages).toEqual(["Reminder identifier is already used: give each entry a different one"]);
  });
});

describe("the partners and agencies editor", () => {
  it("changes only the settings' partners and agencies, keeping every other setting", async () => {
    expect(visibleText((await admin.get("/config/areas/settings")).text)).toContain("Change Partners and agencies with a form");
    const before = (await server.services.configs.current(TENANT)).config.settings as Record<string, unknown>;
    const start = await drawn("settings");
    // Also where each campus is, the fee tolerance and the English score ranges (decisions 0042, 0043).
    expect(Object.keys(start).sort()).toEqual(["agencies", "campusLocations", "courseFeeTolerance", "englishTestScores", "immigrationProviders", "partners"]);
    const partners = [...(start.partners as unknown[]), { id: "partner-riverside-college", name: "Riverside College" }];
    expect((await save("settings", { ...start, partners })).status).toBe(202);
    const settings = (await draftArea("settings")) as Record<string, unknown>;
    expect(settings.partners).toEqual(partners);
    expect({ ...settings, partners: before.partners }).toEqual(before);
  });
});

describe("access", () => {
  it("is not for university staff without configuration rights, nor for an area without an editor", async () => {
    const staff = new TestBrowser(server);
    await staff.signIn(demoEmail("uni", TENANT));
    expect([403, 404]).toContain((await staff.get("/config/areas/funding/edit")).status);
    expect((await admin.get("/config/areas/messages/edit")).status).toBe(404);
  });
});
