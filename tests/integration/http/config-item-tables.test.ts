// Long editors become tables (issue 38 item 7; decision 0083): the dashboard tabs, the documents
// and the reminders are listed one row per item in their order, each row opens a form for that
// item alone, saving writes only that item into the draft (History names it in words), a new
// item is added with a name checked against the others, and removing one asks first. Roles and
// columns are ticked from lists by their names. Every form here is posted as a browser without
// JavaScript posts it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { draftVersionIn, textareaIn } from "../../support/config-pages";
import { plainFormOf } from "../../support/html-form";
import { demoEmail, signedInSkippingMfa, visibleText, type TestBrowser } from "../../support/http-client";
import { startTestServer, type TestServer } from "../../support/test-server";

const TENANT = "northbridge";
const ROOT = path.resolve(__dirname, "../../..");
let server: TestServer;
let officer: TestBrowser;

type Item = Record<string, unknown>;

/** The area as the draft holds it (the published version while there is no draft), from its JSON page. */
async function draftArea(area: string): Promise<Record<string, Item>> {
  return JSON.parse(textareaIn((await officer.get(`/config/areas/${area}`)).text, "json")) as Record<string, Item>;
}

/** The names in the rows of a page's tables, first to last. */
const rowNames = (html: string) => [...html.matchAll(/<th scope="row">([^<]*)<\/th>/g)].map((match) => match[1].replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&"));

/** The words of each ticked box's label on a page: `value` -> label. */
function checkboxLabels(html: string, name: string): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const match of html.matchAll(/<input[^>]*type="checkbox"[^>]*>/g)) {
    const tag = match[0];
    if (!tag.includes(`name="${name}"`)) continue;
    const value = /value="([^"]*)"/.exec(tag)?.[1] ?? "";
    const id = /id="([^"]*)"/.exec(tag)?.[1] ?? "";
    labels[value] = visibleText(new RegExp(`<label[^>]*for="${id}"[^>]*>([\\s\\S]*?)</label>`).exec(html)?.[1] ?? html.slice(match.index! + tag.length, match.index! + tag.length + 200).split("</label>")[0]).trim();
  }
  return labels;
}

/** A form posted without JavaScript: the page's own values, with some typed over and boxes ticked instead. */
function plainPost(html: string, typed: Record<string, string | null>, ticked: Record<string, string[]> = {}): FormData {
  const data = plainFormOf(html).post({ ...typed, ...Object.fromEntries(Object.keys(ticked).map((name) => [name, null])) });
  for (const [name, values] of Object.entries(ticked)) for (const value of values) data.append(name, value);
  return data;
}

beforeAll(async () => {
  server = await startTestServer();
  officer = await signedInSkippingMfa(server, demoEmail("uniadmin", TENANT));
}, 180_000);
afterAll(async () => {
  await server?.close();
});

describe("the dashboard tabs as a table", () => {
  it("is where the overview leads, one row per tab in their order, each with its own Change link", async () => {
    const overview = await officer.get("/config");
    expect(overview.text).toContain('href="/config/areas/tabs/items"');

    const page = await officer.get("/config/areas/tabs/items");
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<table[^>]*>\s*<caption[^>]*>Tabs<\/caption>/);
    expect(page.text).toContain('<th scope="col">Name</th>');
    expect(page.text).toContain('<th scope="col">Roles that see the tab</th>');
    const tabs = await draftArea("tabs");
    const inOrder = Object.values(tabs).sort((a, b) => Number(a.order) - Number(b.order)).map((tab) => String(tab.label));
    expect(rowNames(page.text)).toEqual(inOrder);
    // The roles are named in words in each row, the condition described.
    const text = visibleText(page.text);
    expect(text).toContain("University admin, University staff");
    expect(text).not.toContain("UniAdmin");
    expect(page.text).toContain('href="/config/areas/tabs/items/applied?in=entries"');
  });

  it("opens one tab in its own form, its roles and columns ticked by their names, and saves only that tab", async () => {
    const before = await draftArea("tabs");
    const form = await officer.get("/config/areas/tabs/items/applied?in=entries");
    expect(form.status).toBe(200);
    const text = visibleText(form.text);
    expect(text).toContain("Change Applied");
    // Only this tab: another tab's name is not on the page.
    expect(text).not.toContain("Unconditional");
    const roles = checkboxLabels(form.text, "root_roles");
    expect(roles.UniAdmin).toBe("University admin");
    expect(roles.UniSecure).toBe("University staff (secure)");
    expect(Object.values(roles)).not.toContain("UniAdmin");
    const columns = checkboxLabels(form.text, "root_columns");
    expect(Object.keys(columns)).toContain("given_name");
    expect(columns.given_name).not.toBe("given_name");
    // No two columns read alike: two with one heading say which records have them.
    expect(new Set(Object.values(columns)).size).toBe(Object.keys(columns).length);
    expect(columns.intake).toBe("Intake (CAS students)");

    const saved = await officer.post("/config/areas/tabs/items/applied?in=entries", plainPost(form.text, { root_label: "Applied, all routes" }, { root_roles: ["UniAdmin", "Uni"] }));
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/config/areas/tabs/items?saved=1");
    const after = await draftArea("tabs");
    expect(after.applied).toEqual({ ...before.applied, label: "Applied, all routes", roles: ["UniAdmin", "Uni"] });
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const id of Object.keys(before).filter((name) => name !== "applied")) expect(after[id]).toEqual(before[id]);
    expect(visibleText((await officer.get(saved.location!)).text)).toContain("Your changes have been saved to the draft.");
  });

  it("adds a tab whose identifier no other tab has, after the last, and removes it after asking", async () => {
    const before = await draftArea("tabs");
    const form = await officer.get("/config/areas/tabs/new-item?in=entries");
    expect(form.status).toBe(200);
    expect(visibleText(form.text)).toContain("Add to Tabs");
    expect(form.text).toMatch(/<a[^>]*class="back-link"[^>]*href="\/config\/areas\/tabs\/items"[^>]*>Back to Dashboard tabs<\/a>/);
    const highest = Math.max(...Object.values(before).map((tab) => Number(tab.order)));
    expect(form.text).toMatch(new RegExp(`name="root_order"[^>]*value="${highest + 10}"|value="${highest + 10}"[^>]*name="root_order"`));
    const tab = {
      root_id: "awaiting-deposit",
      root_label: "Awaiting deposit",
      root_collection: "offers",
      root_predicate: JSON.stringify({ "==": [{ var: "status" }, "Conditional"] }),
    };
    // An identifier another tab has is refused in words, nothing saved.
    const taken = await officer.post("/config/areas/tabs/new-item?in=entries", plainPost(form.text, { ...tab, root_id: "applied" }, { root_roles: ["UniAdmin"], root_columns: ["given_name", "family_name"] }));
    expect(taken.status).toBe(422);
    expect(visibleText(taken.text)).toContain("Tab identifier is already used: give each entry a different one");
    expect(Object.keys(await draftArea("tabs"))).toEqual(Object.keys(before));

    const added = await officer.post("/config/areas/tabs/new-item?in=entries", plainPost(form.text, tab, { root_roles: ["UniAdmin"], root_columns: ["given_name", "family_name"] }));
    expect(added.status).toBe(302);
    const withNew = await draftArea("tabs");
    expect(withNew["awaiting-deposit"]).toEqual({ id: "awaiting-deposit", label: "Awaiting deposit", order: highest + 10, roles: ["UniAdmin"], collection: "offers", predicate: { "==": [{ var: "status" }, "Conditional"] }, columns: ["given_name", "family_name"] });
    expect(rowNames((await officer.get("/config/areas/tabs/items")).text).at(-1)).toBe("Awaiting deposit");

    const confirm = await officer.get("/config/areas/tabs/items/awaiting-deposit/remove?in=entries");
    expect(confirm.status).toBe(200);
    expect(visibleText(confirm.text)).toContain("Are you sure you want to remove Awaiting deposit?");
    // Opening the question removes nothing.
    expect(Object.keys(await draftArea("tabs"))).toContain("awaiting-deposit");
    const removed = await officer.post("/config/areas/tabs/items/awaiting-deposit/remove?in=entries", { intent: "remove", draftVersion: draftVersionIn(confirm.text) });
    expect(removed.status).toBe(302);
    expect(Object.keys(await draftArea("tabs"))).toEqual(Object.keys(before));
    expect(visibleText((await officer.get(removed.location!)).text)).toContain("Awaiting deposit has been removed from the draft.");
  });
});

describe("the student's tasks as a table (decision 0093)", () => {
  /** The tasks' ids in the order of their rows' Change links. */
  const taskLinks = (html: string) => [...html.matchAll(/href="\/config\/areas\/checklist-tasks\/items\/([^"?/]+)\?in=tasks"/g)].map((match) => match[1]);

  it("lists one row per task in their order, and moves one task by its Position alone", async () => {
    expect((await officer.get("/config")).text).toContain('href="/config/areas/checklist-tasks/items"');
    const before = (await draftArea("checklist-tasks")).tasks as Record<string, Item>;
    const page = await officer.get("/config/areas/checklist-tasks/items");
    expect(page.status).toBe(200);
    const ids = Object.values(before).sort((a, b) => Number(a.order) - Number(b.order)).map((task) => String(task.id));
    expect(ids.slice(4, 6)).toEqual(["receiveCas", "registration"]);
    expect(taskLinks(page.text)).toEqual(ids);

    const form = await officer.get("/config/areas/checklist-tasks/items/registration?in=tasks");
    expect(form.status).toBe(200);
    const saved = await officer.post("/config/areas/checklist-tasks/items/registration?in=tasks", plainPost(form.text, { root_order: "45" }));
    expect(saved.status).toBe(302);
    const after = (await draftArea("checklist-tasks")).tasks as Record<string, Item>;
    expect(after.registration).toEqual({ ...before.registration, order: 45 });
    for (const id of Object.keys(before).filter((name) => name !== "registration")) expect(after[id]).toEqual(before[id]);
    expect(taskLinks((await officer.get("/config/areas/checklist-tasks/items")).text)).toEqual([...ids.slice(0, 4), "registration", "receiveCas", ...ids.slice(6)]);
  });
});

describe("the funding figures' dated rows as a table (decision 0095)", () => {
  it("lists each row by its date, and adds a row keyed by its date, refusing a date another row has", async () => {
    const before = (await draftArea("funding")).maintenance as Record<string, Item>;
    expect(rowNames((await officer.get("/config/areas/funding/items")).text)).toEqual(Object.keys(before).sort());
    const form = await officer.get("/config/areas/funding/new-item?in=maintenance");
    expect(form.status).toBe(200);
    const row = { "root_effectiveFrom-day": "11", "root_effectiveFrom-month": "11", "root_effectiveFrom-year": "2026", root_monthlyLondon: "1600", root_monthlyElsewhere: "1230", root_maxMonths: "9", root_source: "Home Office guidance, November 2026" };
    const taken = await officer.post("/config/areas/funding/new-item?in=maintenance", plainPost(form.text, { ...row, "root_effectiveFrom-year": "2025" }));
    expect(taken.status).toBe(422);
    expect(visibleText(taken.text)).toContain("is already used: give each entry a different one");
    expect((await draftArea("funding")).maintenance).toEqual(before);

    const added = await officer.post("/config/areas/funding/new-item?in=maintenance", plainPost(form.text, row));
    expect(added.status).toBe(302);
    const after = (await draftArea("funding")).maintenance as Record<string, Item>;
    expect(after["2026-11-11"]).toEqual({ effectiveFrom: "2026-11-11", monthlyLondon: 1600, monthlyElsewhere: 1230, maxMonths: 9, source: "Home Office guidance, November 2026" });
    for (const date of Object.keys(before)) expect(after[date]).toEqual(before[date]);
    const confirm = await officer.get("/config/areas/funding/items/2026-11-11/remove?in=maintenance");
    await officer.post("/config/areas/funding/items/2026-11-11/remove?in=maintenance", { intent: "remove", draftVersion: draftVersionIn(confirm.text) });
    expect((await draftArea("funding")).maintenance).toEqual(before);
  });
});

describe("the documents and the reminders one at a time", () => {
  it("lists each documents area as a table and changes one document's mandatory flag alone", async () => {
    const page = await officer.get("/config/areas/documents/items");
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<caption[^>]*>Documents: General documents<\/caption>/);
    expect(page.text).toContain('<th scope="col">Must be provided</th>');
    expect(page.text).toContain('href="/config/areas/documents/items/passport?in=areas.generalDocuments"');

    const before = (await draftArea("documents")) as unknown as { areas: Record<string, Record<string, Item>> };
    expect(before.areas.generalDocuments.passport.required).toBe(true);
    const form = await officer.get("/config/areas/documents/items/passport?in=areas.generalDocuments");
    expect(form.status).toBe(200);
    const saved = await officer.post("/config/areas/documents/items/passport?in=areas.generalDocuments", plainPost(form.text, { root_required: "false" }));
    expect(saved.status).toBe(302);
    const after = (await draftArea("documents")) as unknown as typeof before;
    expect(after.areas.generalDocuments.passport).toEqual({ ...before.areas.generalDocuments.passport, required: false });
    expect({ ...after.areas, generalDocuments: null }).toEqual({ ...before.areas, generalDocuments: null });
    expect(Object.keys(after.areas.generalDocuments)).toEqual(Object.keys(before.areas.generalDocuments));
  });

  it("offers a document's wording as the catalogue's texts to choose from, never a key to type", async () => {
    const form = await officer.get("/config/areas/documents/items/eVisa?in=areas.afterArrivalDocuments");
    expect(form.status).toBe(200);
    const select = /<select[^>]*name="root_infoKey"[^>]*>([\s\S]*?)<\/select>/.exec(form.text)?.[1] ?? "";
    const chosen = /<option[^>]*value="checklist\.documents\.eVisa\.info"[^>]*>([^<]*)<\/option>/.exec(select);
    const catalogue = JSON.parse(readFileSync(path.join(ROOT, "tenant-configs/_defaults/messages/checklist.json"), "utf8")) as Record<string, { text: string }>;
    expect(visibleText(chosen?.[1] ?? "").trim()).toBe(visibleText(catalogue["checklist.documents.eVisa.info"].text).trim());
    expect(form.text).not.toMatch(/<input[^>]*name="root_infoKey"/);
  });

  it("is not for university staff without configuration rights, nor for a place or item the area does not have", async () => {
    const staff = await signedInSkippingMfa(server, demoEmail("uni", TENANT));
    expect([403, 404]).toContain((await staff.get("/config/areas/tabs/items")).status);
    expect([403, 404]).toContain((await staff.get("/config/areas/tabs/items/applied?in=entries")).status);
    expect((await officer.get("/config/areas/tabs/items/no-such-tab?in=entries")).status).toBe(404);
    expect((await officer.get("/config/areas/tabs/items/applied?in=nowhere")).status).toBe(404);
    // The settings' typed editor asks nothing keyed: no tables.
    expect((await officer.get("/config/areas/settings/items")).status).toBe(404);
  });

  it("opens a reminder's own form from the reminders page", async () => {
    const reminders = await officer.get("/config/reminders");
    expect(reminders.text).toContain('href="/config/areas/reminders/items/studentDetails?in=entries"');
    const form = await officer.get("/config/areas/reminders/items/studentDetails?in=entries");
    expect(form.status).toBe(200);
    const text = visibleText(form.text);
    expect(text).toContain("Sent when");
    expect(text).toContain("Days after that date it is sent");
    const schedules = await draftArea("reminders");
    const others = Object.entries(schedules).filter(([key]) => key !== "studentDetails").map(([, schedule]) => String(schedule.about ?? ""));
    for (const about of others.filter(Boolean)) expect(text).not.toContain(about);
  });

  it("publishes the changes, and History names each item's change in words", async () => {
    const overview = await officer.get("/config");
    expect((await officer.post("/config", { intent: "publish", draftVersion: draftVersionIn(overview.text), note: "Tables" })).status).toBe(302);
    const text = visibleText((await officer.get("/config/history")).text);
    const changes = text.slice(text.indexOf("Changes"));
    expect(changes).toContain('Tab name: "Applied" -> "Applied, all routes"');
    // Roles in their names; the columns, not changed, are not listed.
    expect(changes).toContain('Roles that see the tab: "University admin", "University staff", "University staff (lite)", "Platform admin", "University staff (secure)" -> "University admin", "University staff"');
    expect(changes).not.toContain("Columns:");
    expect(changes).toContain("“Passport”, Must be provided: Yes -> No");
    expect(changes).not.toContain("awaiting-deposit");
  }, 60_000);
});
