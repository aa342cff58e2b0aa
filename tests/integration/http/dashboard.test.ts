// The staff dashboard over HTTP on the seeded demo data: for every tab and role, the rows listed
// are exactly the records the tab's predicate holds for (worked out here from the stored records
// with json-logic-js, the reference implementation), counts equal the rows over all pages,
// agents see only their own records, universities only their own, sorting and paging are stable,
// filters and search narrow the list, and the export matches the list.
import jsonLogic from "json-logic-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import tabsById from "../../../tenant-configs/_defaults/tabs.json";
import { startTestServer, type TestServer } from "../../support/test-server";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";
import { decodeRemixData } from "../../support/remix-data";
import { testRecords } from "../../support/records";

interface ListData {
  tabs: Array<{ key: string; label: string; count: number; active: boolean }>;
  active: { key: string; columns: string[] } | null;
  rows: Array<{ id: string; personId: string; cells: Record<string, unknown> }>;
  total: number;
  page: number;
  pageCount: number;
  panel: Array<{ key: string; optionsKey: string; labelKey: string }>;
  optionLists: Record<string, string | Array<string | { value: string; label: string }>>;
}

let server: TestServer;
const browsers = new Map<string, TestBrowser>();

async function as(local: string, tenant = "northbridge"): Promise<TestBrowser> {
  const key = `${local}@${tenant}`;
  const existing = browsers.get(key);
  if (existing) return existing;
  const browser = new TestBrowser(server);
  const answer = await browser.signIn(demoEmail(local, tenant));
  expect(answer.status, `sign-in of ${key}`).toBe(302);
  browsers.set(key, browser);
  return browser;
}

async function list(browser: TestBrowser, query: string): Promise<ListData> {
  const answer = await browser.get(`/students.data?${query}${query ? "&" : ""}_routes=routes%2Fstudents._index`);
  expect(answer.status, query).toBe(200);
  const decoded = (await decodeRemixData(answer.text)) as Record<string, { data: { list: ListData } }>;
  return decoded["routes/students._index"].data.list;
}

/** Every row of a tab, page after page. */
async function allRows(browser: TestBrowser, query: string): Promise<{ ids: string[]; total: number; pages: number }> {
  const first = await list(browser, `${query}&pageSize=25`);
  const ids = first.rows.map((row) => row.id);
  for (let page = 2; page <= first.pageCount; page++) ids.push(...(await list(browser, `${query}&pageSize=25&page=${page}`)).rows.map((row) => row.id));
  return { ids, total: first.total, pages: first.pageCount };
}

type Stored = Record<string, unknown> & { _id: string };
/** The default tabs in their order (the file keys them by id, decision 0035). */
const tabs = Object.values(tabsById).sort((a, b) => a.order - b.order);

/** The rows a tab should list for a role, from the stored records and the tab predicates, by json-logic-js. */
function expectedIds(records: { offers: Stored[]; applications: Stored[] }, tabKey: string, role: string, visible: (record: Stored) => boolean): string[] {
  const entries = tabs.filter((tab) => (tab.tab ?? tab.id) === tabKey && tab.roles.includes(role));
  return entries.flatMap((entry) =>
    (entry.collection === "offers" ? records.offers : records.applications)
      .filter(visible)
      .filter((record) => jsonLogic.apply(entry.predicate as never, entry.collection === "offers" ? { status: record.status } : { application_status: record.applicationStatus, closed_by_offer: Boolean(record.statusFromOffer) }))
      .map((record) => `${entry.collection}:${record._id}`),
  );
}

async function stored(tenant: string) {
  const { repositories } = server.services;
  return { offers: (await repositories.offers.find(tenant)) as Stored[], applications: (await repositories.applications.find(tenant)) as Stored[] };
}

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe("tabs and rows", () => {
  const ROLES: Array<[string, string]> = [
    ["uni", "Uni"],
    ["uniadmin", "UniAdmin"],
    ["unilite", "UniLite"],
    ["unisecure", "UniSecure"],
    ["agent", "Agent"],
    ["agencyadmin", "AgencyAdmin"],
    ["partner", "Partner"],
  ];

  it.each(ROLES)("as %s: each tab lists exactly the records its predicate holds for, over all its pages", async (local, role) => {
    const browser = await as(local);
    const records = await stored("northbridge");
    const account = await server.services.repositories.users.findByEmailForSignIn(demoEmail(local));
    // An agent's list holds their own applicants; an agency admin's and a partner's their organisation's.
    const assigned = [account?._id, role === "Agent" ? null : account?.organisationId].filter(Boolean);
    const isStaffWide = ["Uni", "UniAdmin", "UniLite", "UniSecure"].includes(role);
    const visible = (record: Stored) => isStaffWide || [record.agentId, record.agencyId, record.partnerId].some((id) => assigned.includes(id as string));
    const first = await list(browser, "");
    const expectedTabs = [...new Set(tabs.filter((tab) => tab.roles.includes(role)).map((tab) => tab.tab ?? tab.id))];
    expect(first.tabs.map((tab) => tab.key)).toEqual(expectedTabs);
    for (const tab of first.tabs) {
      const { ids, total } = await allRows(browser, `tab=${tab.key}`);
      const expected = expectedIds(records, tab.key, role, visible);
      expect(new Set(ids).size, `${tab.key}: no row twice`).toBe(ids.length);
      expect([...ids].sort(), `${role} ${tab.key}`).toEqual([...expected].sort());
      expect(total).toBe(expected.length);
      expect(tab.count).toBe(expected.length);
    }
    if (!isStaffWide) expect(first.tabs.reduce((sum, tab) => sum + tab.count, 0)).toBeGreaterThan(0);
  });

  it("gives agents the reduced tab set: no Draft, and their Applied tab holds drafts too", async () => {
    const agent = await list(await as("agent"), "");
    expect(agent.tabs.map((tab) => tab.label)).not.toContain("Draft");
    const uni = await list(await as("uni"), "");
    expect(uni.tabs.map((tab) => tab.label)).toContain("Draft");
  });

  it("never shows an agent another agency's applicant, in lists or on the record page", async () => {
    const everyTab = async (browser: TestBrowser) => {
      const ids: string[] = [];
      for (const tab of (await list(browser, "")).tabs) ids.push(...(await allRows(browser, `tab=${tab.key}`)).ids);
      return { ids };
    };
    const agentRows = await everyTab(await as("agent"));
    const otherRows = await everyTab(await as("agent2"));
    expect(agentRows.ids.length).toBeGreaterThan(0);
    expect(otherRows.ids.length).toBeGreaterThan(0);
    expect(agentRows.ids.filter((id) => otherRows.ids.includes(id))).toEqual([]);
    const otherTab = (await list(await as("agent2"), "")).tabs.find((tab) => tab.count > 0)?.key;
    const otherPerson = (await list(await as("agent2"), `tab=${otherTab}`)).rows[0].personId;
    expect((await (await as("agent")).get(`/students/${otherPerson}`)).status).toBe(404);
    expect((await (await as("agent2")).get(`/students/${otherPerson}`)).status).toBe(200);
  });

  it("keeps each university to its own records", async () => {
    const thamesgatePerson = (await list(await as("uni", "thamesgate"), "tab=leads")).rows[0].personId;
    const northbridge = await as("uni");
    expect((await northbridge.get(`/students/${thamesgatePerson}`)).status).toBe(404);
    expect((await northbridge.get("/students?uni=thamesgate")).status).toBe(403);
    const northbridgeIds = new Set((await allRows(northbridge, "tab=closed")).ids);
    const thamesgateIds = (await allRows(await as("uni", "thamesgate"), "tab=closed")).ids;
    expect(thamesgateIds.filter((id) => northbridgeIds.has(id))).toEqual([]);
  });

  it("has no staff list for applicants, students or provider staff", async () => {
    for (const local of ["applicant1", "student1", "enroly"]) expect((await (await as(local)).get("/students")).status, local).toBe(403);
  });
});

describe("sorting, paging and filters", () => {
  it("pages a sort with many ties without losing or repeating a row", async () => {
    const browser = await as("uni");
    const sorted = await allRows(browser, "tab=closed&sortCol=nationality&sortDir=asc");
    const unsorted = await allRows(browser, "tab=closed");
    expect(new Set(sorted.ids).size).toBe(sorted.ids.length);
    expect([...sorted.ids].sort()).toEqual([...unsorted.ids].sort());
    const page = await list(browser, "tab=leads&sortCol=family_name&sortDir=desc");
    const names = page.rows.map((row) => String(row.cells.family_name ?? ""));
    expect(names).toEqual([...names].sort().reverse());
  });

  it("narrows the list by nationality and course, and every row shown matches", async () => {
    const browser = await as("uni");
    const all = await list(browser, "tab=conditional");
    const { settings } = (await server.services.configs.current("northbridge")).prepared;
    const course = settings.courses?.[0];
    const filtered = await list(browser, `tab=conditional&nationality=Indian&nationality=Chinese&course=${course?.id}`);
    expect(filtered.total).toBeLessThan(all.total);
    for (const row of filtered.rows) {
      expect(["Indian", "Chinese"]).toContain(row.cells.nationality);
      expect(row.cells.course_name).toBe(course?.name);
    }
    // Counts of every tab follow the filters.
    expect(filtered.tabs.find((tab) => tab.key === "conditional")?.count).toBe(filtered.total);
  });

  it("narrows the list to one agent's people, and offers agents by name only to the university's staff", async () => {
    const browser = await as("uni");
    const agent = (await server.services.repositories.users.findByEmailForSignIn(demoEmail("agent", "northbridge")))!;
    const all = await list(browser, "tab=leads");
    const theirs = await list(browser, `tab=leads&agent=${agent._id}`);
    const applicants = new Set((await server.services.repositories.applications.find("northbridge", { agentId: agent._id })).map((application) => String(application.userId)));
    expect(theirs.total).toBeGreaterThan(0);
    expect(theirs.total).toBeLessThan(all.total);
    for (const row of theirs.rows) expect(applicants.has(row.personId), row.personId).toBe(true);
    const offered = all.optionLists[all.panel.find((entry) => entry.key === "agent")!.optionsKey];
    expect(offered).toContainEqual({ value: agent._id, label: `${agent.givenName} ${agent.familyName}` });
    const asAgent = await list(await as("agent"), "tab=leads");
    expect(asAgent.panel.map((entry) => entry.key)).not.toContain("agent");
  });

  it("sends the long reference lists by address, not in the page's data; short lists with their labels", async () => {
    const browser = await as("uni");
    const all = await list(browser, "tab=leads");
    const nationalities = all.optionLists[all.panel.find((entry) => entry.key === "nationality")!.optionsKey] as unknown as { reference: string; href: string; count: number };
    const countries = all.optionLists[all.panel.find((entry) => entry.key === "country")!.optionsKey] as unknown as { reference: string; href: string; count: number };
    expect(nationalities).toMatchObject({ reference: "nationalities", href: expect.stringMatching(/^\/reference\/nationalities\.js\?v=[0-9a-f]{16}$/) });
    expect(countries).toMatchObject({ reference: "countries", href: expect.stringMatching(/^\/reference\/countries\.js\?v=[0-9a-f]{16}$/) });
    expect(nationalities.count).toBeGreaterThan(150);
    const data = await browser.get("/students.data?tab=leads&_routes=routes%2Fstudents._index");
    expect(data.text).not.toContain("Afghan");
    expect(data.text).not.toContain("Afghanistan");
    const feeStatuses = all.optionLists[all.panel.find((entry) => entry.key === "feeStatus")!.optionsKey];
    expect(feeStatuses).toContainEqual({ value: "HOME", label: "Home (UK)" });

    // The module the address names: every name, kept by the browser for good.
    const module = await browser.get(nationalities.href);
    expect(module.status).toBe(200);
    expect(module.headers.get("content-type")).toContain("text/javascript");
    expect(module.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    const names = JSON.parse(module.text.replace(/^export default /, "").replace(/;\s*$/, "")) as string[];
    expect(names).toHaveLength(nationalities.count);
    expect(names).toContain("Indian");
    // Another version is answered with the current list, not kept; an unknown list is not found.
    const stale = await browser.get("/reference/nationalities.js?v=0000000000000000");
    expect(stale.headers.get("cache-control")).toBe("no-store");
    expect((await browser.get("/reference/feeStatuses.js")).status).toBe(404);
    expect((await browser.get("/reference/nowhere.js")).status).toBe(404);
  });

  it("sends the headings of the columns its tab shows and of the filters that borrow one, not all of them (issue 41)", async () => {
    const browser = await as("uni");
    for (const [path, route] of [["/students", "routes/students._index"], ["/cas", "routes/cas._index"]]) {
      const answer = await browser.get(`${path}.data?_routes=${encodeURIComponent(route)}`);
      const { list: data, texts } = ((await decodeRemixData(answer.text)) as Record<string, { data: { list: ListData; texts: Record<string, string> } }>)[route].data;
      const sent = Object.keys(texts).filter((key) => key.startsWith("list.column."));
      const shown = data.active!.columns.map((column) => `list.column.${column}`);
      const borrowed = data.panel.map((entry) => entry.labelKey).filter((key) => key.startsWith("list.column."));
      expect(new Set(sent), path).toEqual(new Set([...shown, ...borrowed]));
      expect(sent.length, path).toBeLessThan(30);
      // The page itself: each heading in words, no key.
      const page = visibleText((await browser.get(path)).text);
      for (const key of shown) expect(page, key).toContain(texts[key]);
      expect(page).not.toContain("list.column.");
    }
  });

  it("draws every nationality and country in the page itself, the chosen ones selected, for browsers without JavaScript", async () => {
    const browser = await as("uni");
    const page = await browser.get("/students?tab=leads&nationality=Indian&nationality=Chinese");
    expect(page.status).toBe(200);
    const select = /<select[^>]*id="filter-nationality"[^>]*>([\s\S]*?)<\/select>/.exec(page.text)?.[1] ?? "";
    expect(select).toContain("<option>Afghan</option>");
    expect(select).toContain('<option selected="">Indian</option>');
    expect(select).toContain('<option selected="">Chinese</option>');
    expect(select.match(/selected/g)).toHaveLength(2);
    const suggestions = /<datalist id="suggest-reference-countries"[^>]*>([\s\S]*?)<\/datalist>/.exec(page.text)?.[1] ?? "";
    expect(suggestions).toContain('<option value="Afghanistan"></option>');
    expect(suggestions).toContain("<option value=\"Côte d'Ivoire\"></option>");
    // The chosen filters are listed as such.
    expect(visibleText(page.text)).toContain("Nationality: Indian");
  });

  it("finds people by name, email or student number, ignoring case", async () => {
    const browser = await as("uni");
    const byName = await list(browser, "tab=leads&search=OKAFOR");
    expect(byName.rows.map((row) => row.cells.family_name)).toContain("Okafor");
    expect(byName.rows.every((row) => String(row.cells.family_name).toLowerCase().includes("okafor") || String(row.cells.email).includes("okafor"))).toBe(true);
    expect((await list(browser, "tab=leads&search=no-such-person-anywhere")).total).toBe(0);
  });

  it("ignores a value no filter offers, and says what to fix in a malformed date", async () => {
    const browser = await as("uni");
    const all = await list(browser, "tab=conditional");
    expect((await list(browser, "tab=conditional&nationality=Martian")).total).toBe(all.total);
    const page = await browser.get("/students?tab=conditional&startDate=2026-02-31");
    expect(page.status).toBe(200);
    expect(visibleText(page.text)).toContain("Enter the ‘from’ date for date applied as a real date, for example 2026-09-30");
  });
});

describe("the export", () => {
  it("has every row of the filtered list, and defuses cells a spreadsheet would run", async () => {
    const tenant = "northbridge";
    const application = (await server.services.repositories.applications.find(tenant, { applicationStatus: "NEW" }))[0];
    await testRecords(server.services).applications.update(tenant, application._id, { $set: { givenName: "=HYPERLINK(\"http://evil.example\")" } });
    const browser = await as("uni");
    const listed = await list(browser, "tab=leads");
    const answer = await browser.get("/students/export?tab=leads");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("text/csv");
    expect(answer.headers.get("content-disposition")).toMatch(/attachment; filename="northbridge-leads-2026-11-22\.csv"/);
    const lines = answer.text.replace(/^\uFEFF/, "").trim().split("\n");
    expect(lines[0]).toContain("Given name");
    expect(lines).toHaveLength(listed.total + 1);
    expect(answer.text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(answer.text).not.toMatch(/(^|,)=HYPERLINK/m);
    expect((await (await as("unilite")).get("/students/export?tab=leads")).status).toBe(403);
  });
});

describe("the frame", () => {
  it("brings the Students link back to the last list looked at", async () => {
    const browser = await as("uniadmin");
    await browser.get("/students?tab=conditional&nationality=Indian&sortCol=family_name&sortDir=asc");
    await browser.get("/config");
    const back = await browser.get("/students/back");
    expect(back.status).toBe(302);
    expect(back.location).toBe("/students?tab=conditional&nationality=Indian&sortCol=family_name&sortDir=asc");
  });

  it("remembers the theme chosen, and follows the device without one", async () => {
    const browser = await as("unisecure");
    expect((await browser.get("/students")).text).not.toContain('data-theme="dark"');
    const saved = await browser.post("/preferences/theme", { theme: "dark", redirectTo: "/students" });
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/students");
    expect((await browser.get("/students")).text).toContain('data-theme="dark"');
    await browser.post("/preferences/theme", { theme: "", redirectTo: "/students" });
    expect((await browser.get("/students")).text).not.toContain("data-theme=");
  });

  it("shows staff their navigation and applicants theirs", async () => {
    const staff = visibleText((await (await as("uniadmin")).get("/students")).text);
    for (const link of ["Students", "Config", "Give feedback", "Log out"]) expect(staff).toContain(link);
    const applicant = visibleText((await (await as("applicant3")).get("/")).text);
    for (const link of ["Home", "Your information", "Application", "Offers"]) expect(applicant).toContain(link);
    expect(applicant).not.toContain("Give feedback");
  });

  it("takes feedback, and says what to do with an empty one", async () => {
    const browser = await as("uni");
    const empty = await browser.post("/feedback", { feedback: "   ", from: "/students" });
    expect(empty.status).toBe(422);
    expect(visibleText(empty.text)).toContain("Enter your feedback");
    const sent = await browser.post("/feedback", { feedback: "The Closed tab would help with a reason column.", from: "/students?tab=closed" });
    expect(sent.status).toBe(302);
    const stored = await server.services.repositories.feedback.find("northbridge");
    expect(stored.map((entry) => entry.text)).toContain("The Closed tab would help with a reason column.");
    expect(stored.find((entry) => entry.text === "The Closed tab would help with a reason column.")?.page).toBe("/students");
  });
});

describe("the person's record page", () => {
  it("shows the applicant's answers read-only, their offers and who changed what", async () => {
    const applicant = await as("applicant3");
    const application = await server.services.repositories.applications.findOne("northbridge", { userId: (await server.services.repositories.users.findByEmailForSignIn(demoEmail("applicant3")))?._id });
    const saved = await applicant.postJson(`/applications/${application?._id}/referral.data`, { data: { firstApplicationStatus: "FirstTime", referralSource: "UniversityWebsite" }, version: application?._version });
    expect(saved.status).toBe(202); // single fetch answers a redirect after a good save with 202
    const page = await (await as("uni")).get(`/students/${application?.userId}`);
    expect(page.status).toBe(200);
    const text = visibleText(page.text);
    expect(text).toContain("Priya Raman");
    expect(text).toContain("Applications");
    expect(text).toContain("Offers");
    expect(text).toContain("History");
    // Each saved section's answers open on their own, drawn read-only (decision 0098): none on the record page itself.
    expect(page.text).not.toMatch(/name="root_/);
    const answersUrl = `/students/${application?.userId}/answers/${application?._id}/referral`;
    expect(page.text).toContain(`href="${answersUrl}"`);
    const answers = await (await as("uni")).get(answersUrl);
    expect(answers.text).toMatch(/<(input|select|textarea)[^>]*disabled=""/);
    expect(answers.text).not.toMatch(/<(input|select|textarea)(?![^>]*disabled=""|[^>]*type="hidden")[^>]*name="root_/);
    expect(text).toMatch(/Saved Referral by Priya Raman/);
    expect(text).not.toContain("referralSource");
  });
});
