// What the application returns, read the way its pages read it: the lists through the dashboard's
// own module (server/lists/dashboard, as /students and /cas call it), the reminders a day's sweep
// queued, and the Insights summary (server/insights/summary, as /insights/summary calls it). Each
// row and claim is put against the season's people by record id (the ids the actions were given).
import type { PreparedConfig } from "../../rules";
import type { SignedInUser } from "../../server/auth/permissions";
import { listQueries, loadDashboard, type TabSet } from "../../server/lists/dashboard";
import { insightsSummary, type InsightsSummary } from "../../server/insights/summary";
import type { Services } from "../../server/services";
import type { ListName } from "./oracle/lists";
import { rowKey } from "./oracle/rows";
import type { Person, World } from "./world";

export interface RecordIndex {
  /** Record id -> the row key the oracle uses. */
  keyOf: Map<string, string>;
  /** Record id -> the person. */
  personOf: Map<string, Person>;
}

/** The season's records by id: applications and offers from the model, CAS records from the store (by their person). */
export async function recordIndex(services: Services, world: World, tenant: string): Promise<RecordIndex> {
  const keyOf = new Map<string, string>();
  const personOf = new Map<string, Person>();
  const byUser = new Map<string, Person>();
  for (const person of world.people) {
    if (person.tenant !== tenant) continue;
    if (person.userId) byUser.set(person.userId, person);
    if (person.application) {
      keyOf.set(person.application.id, rowKey("applications", person));
      personOf.set(person.application.id, person);
    }
    for (const offer of person.offers) {
      if (!offer.id) continue;
      keyOf.set(offer.id, rowKey("offers", person, offer));
      personOf.set(offer.id, person);
    }
  }
  for (const student of await services.repositories.students.find(tenant, {}, { projection: { _id: 1, userId: 1 } })) {
    const person = byUser.get(String(student.userId ?? ""));
    if (!person) continue;
    keyOf.set(student._id, rowKey("students", person));
    personOf.set(student._id, person);
  }
  return { keyOf, personOf };
}

export interface AppRow {
  key: string;
  id: string;
  cells: Record<string, unknown>;
}

export interface AppTab {
  key: string;
  label: string;
  count: number;
  /** Read only for the tabs the caller asks for. */
  rows?: AppRow[];
}

const LIST_SET: Record<ListName, TabSet> = { students: "dashboard", cas: "pipeline" };

/**
 * The tabs and counts the user's list shows (the page's own module), and every row of the tabs
 * asked for, read with the list's own store filters for that tab (what its pages show, without
 * paging through them).
 */
export async function appList(services: Services, user: SignedInUser, tenant: string, config: PreparedConfig, list: ListName, index: RecordIndex, wanted: (tab: AppTab) => boolean): Promise<AppTab[]> {
  const first = await loadDashboard(services, user, tenant, config, {}, LIST_SET[list]);
  const tabs: AppTab[] = first.tabs.map((tab) => ({ key: tab.key, label: tab.label, count: tab.count }));
  if (!tabs.some(wanted)) return tabs;
  const plan = await listQueries(services, user, tenant, config, {}, LIST_SET[list]);
  for (const tab of tabs) {
    if (!wanted(tab)) continue;
    const visible = plan.tabs.find((candidate) => candidate.key === tab.key);
    if (!visible) continue;
    tab.rows = [];
    for (const filter of plan.filtersOf(visible)) {
      for (const row of await services.repositories.listRows.find(tenant, filter)) {
        tab.rows.push({ key: index.keyOf.get(row.recordId) ?? `unknown:${row.kind}:${row.recordId}`, id: row.recordId, cells: Object.fromEntries(visible.columns.map((name) => [name, row[name] ?? null])) });
      }
    }
  }
  return tabs;
}

export interface AppClaim {
  key: string;
  recordId: string;
  anchor: string;
  day: number;
  personKey: string | null;
  collection: string;
}

/** The reminders queued on the university's date `today`. */
export async function appClaims(services: Services, tenant: string, today: string, index: RecordIndex): Promise<AppClaim[]> {
  const claims = await services.repositories.reminders.find(tenant, { sendDate: today }, { projection: { key: 1, recordId: 1, anchor: 1, day: 1, collection: 1 } });
  return claims.map((claim) => ({
    key: String(claim.key),
    recordId: String(claim.recordId),
    anchor: String(claim.anchor),
    day: Number(claim.day),
    collection: String(claim.collection),
    personKey: index.personOf.get(String(claim.recordId))?.key ?? null,
  }));
}

export function appInsights(services: Services, user: SignedInUser, tenant: string, config: PreparedConfig, today: string): Promise<InsightsSummary> {
  return insightsSummary(services, user, tenant, config, today, { intake: "", breakdown: "", from: "", to: "" }, user.tenant ? {} : { uni: tenant });
}

/** The distinct people the list a link opens shows (every page of the tab it opens), or null when the link is not a list. */
export async function linkedPeople(services: Services, user: SignedInUser, tenant: string, config: PreparedConfig, href: string, index: RecordIndex, cache = new Map<string, number | null>()): Promise<number | null> {
  const known = cache.get(href);
  if (known !== undefined) return known;
  const counted = await countLinked(services, user, tenant, config, href, index);
  cache.set(href, counted);
  return counted;
}

async function countLinked(services: Services, user: SignedInUser, tenant: string, config: PreparedConfig, href: string, index: RecordIndex): Promise<number | null> {
  const url = new URL(href, "http://season.example");
  const list = url.pathname === "/students" ? "dashboard" : url.pathname === "/cas" ? "pipeline" : null;
  if (!list) return null;
  const query: Record<string, string[]> = {};
  for (const [name, value] of url.searchParams) (query[name] ??= []).push(value);
  const people = new Set<string>();
  for (let page = 1; ; page++) {
    const data = await loadDashboard(services, user, tenant, config, { ...query, pageSize: ["100"], page: [String(page)] }, list);
    for (const row of data.rows) people.add(index.personOf.get(row.recordId)?.key ?? row.personId);
    if (page >= data.pageCount) break;
  }
  return people.size;
}
