// The staff dashboard's data (001 §2 'Staff dashboard tabs', 'List screens'; §3 list parameters):
// the tabs the user's role sees with their counts, the active tab's page of rows, sorted, and the
// filter panel. Every query runs in the store over the list rows kept beside the records, always
// within the user's university and, for agents, agencies and partners, their own records.
import { ProblemsError, compile, toMongoQuery, type PreparedConfig } from "../../rules";
import type { ListKind } from "../../rules/config/areas/lists";
import { REACHED_PARAMS, filterPredicate, listFilters, pageRange, readListRequest, readReached, sortFor, visibleTabs, type ListRequest, type PageLink, type QueryValues, type ReachedRequest, type VisibleTab } from "../../rules/lists/list-query";
import type { ListFilter } from "../../rules";
import { IN_TABS } from "../../rules/lists/tab-membership";
import { assigneeIdsOf, scopeFor, type SignedInUser } from "../auth/permissions";
import type { ListRowRecord } from "../repositories";
import type { Services } from "../services";
import type { Filter, SortSpec } from "../store/port";
import { filterOptionsFor, type FilterOption } from "./filter-options";
import { rangeFilter, reachedStep, type ReachedRange, type RowScope } from "./funnel-reached";

const ENTITY_OF: Readonly<Record<ListKind, string>> = { applications: "application", offers: "offer", students: "student" };

/** The rows of a kind the user may see: all of their university's, or those assigned to them or their organisation. */
export function visibilityFilter(user: SignedInUser, kind: ListKind): Filter | null {
  const scope = scopeFor(user, "read", ENTITY_OF[kind]);
  if (scope === "tenant" || scope === "any") return {};
  if (scope === "assigned") return { assignedTo: { $in: assigneeIdsOf(user) } };
  return null;
}

/** Joins filters; a field named twice goes into $and so neither loses, the rest stays top level (indexes see it). */
export function joinFilters(...filters: Filter[]): Filter {
  const joined: Filter = {};
  const and: Filter[] = [];
  for (const filter of filters) {
    for (const [key, value] of Object.entries(filter)) {
      if (key === "$and" && Array.isArray(value)) and.push(...(value as Filter[]));
      else if (key in joined || key.startsWith("$")) and.push({ [key]: value });
      else joined[key] = value;
    }
  }
  return and.length ? { ...joined, $and: and } : joined;
}

export interface ListedRow {
  id: string;
  /** The record the row shows (a CAS student's, for a bulk move). */
  recordId: string;
  personId: string;
  cells: Record<string, unknown>;
}

export interface TabSummary {
  key: string;
  label: string;
  group: string | null;
  count: number;
  active: boolean;
  width: number | null;
  notInvited: boolean;
}

export interface FilterPanelEntry {
  filter: ListFilter;
  options: FilterOption[];
}

export interface DashboardData {
  tabs: TabSummary[];
  /** The funnel's "Reached" filter when the list shows a step's people (decision 0028): its words, and the list without it. */
  reached: { text: string; params: string[] } | null;
  active: VisibleTab | null;
  rows: ListedRow[];
  total: number;
  page: number;
  pageCount: number;
  range: PageLink[];
  sort: { column: string; direction: "asc" | "desc" };
  request: ListRequest;
  panel: FilterPanelEntry[];
}

function compare(a: unknown, b: unknown): number {
  const rank = (value: unknown) => (value === undefined || value === null ? 0 : typeof value === "number" ? 1 : typeof value === "string" ? 2 : 3);
  const difference = rank(a) - rank(b);
  if (difference !== 0) return difference;
  if (typeof a === "number" && typeof b === "number") return a - b;
  const x = String(a ?? "");
  const y = String(b ?? "");
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The store filter of one tab entry for this request; null when the user may not see the entry's rows or a filter does not apply to them. */
function entryFilter(user: SignedInUser, config: PreparedConfig, entry: VisibleTab["entries"][number], requestFilter: Filter, request: ListRequest): Filter | null {
  const kind = entry.definition.collection;
  const visible = visibilityFilter(user, kind);
  if (!visible) return null;
  const fields = config.areas.listRows[kind].fieldNames;
  // A filter on a field these rows do not have (an offer status on applications) leaves them out.
  if (!request.filters.every((active) => fields.has(active.filter.field))) return null;
  // The rows the tab's predicate selects, by the tab ids each row holds (decision 0054): counted from an index.
  return joinFilters({ [IN_TABS]: entry.id }, requestFilter, visible);
}

/** The request's filters as a store filter, compiled by the rule engine from JSON-Logic. */
function requestStoreFilter(request: Pick<ListRequest, "filters" | "search">): Filter {
  const predicate = filterPredicate(request);
  // Checked by the engine like any rule (it is built from the request, never typed as a query).
  compile(predicate);
  return toMongoQuery(predicate);
}

/**
 * The rows a list's filters let through, per kind, for the funnel's people (decision 0028): a
 * filter on a field a kind's rows lack leaves that kind out, as it does in the list; a date range
 * is on each kind's own date.
 */
export function requestScope(config: PreparedConfig, request: Pick<ListRequest, "filters" | "search">, range: ReachedRange): RowScope {
  const requestFilter = safeStoreFilter(request);
  return (kind) => {
    const fields = config.areas.listRows[kind].fieldNames;
    if (!request.filters.every((active) => fields.has(active.filter.field))) return null;
    return joinFilters(requestFilter, rangeFilter(config, kind, range));
  };
}

/**
 * The list of a funnel step's people (decision 0028): one row for each person the step counts
 * (the row of theirs that shows them at that step), under the request's other filters, in one
 * view with the columns of the list's tab the step names (or of the first tab with rows of its kind).
 */
async function reachedView(services: Services, user: SignedInUser, tenant: string, config: PreparedConfig, request: ListRequest, reached: ReachedRequest, tabs: readonly VisibleTab[]) {
  const step = config.areas.insights.funnel[reached.step];
  const { rowIds } = await reachedStep(services, user, tenant, config, requestScope(config, request, reached), reached.step);
  const shown = tabs.find((tab) => tab.key === step.list.tab) ?? tabs.find((tab) => tab.entries.some((entry) => entry.definition.collection === step.kind)) ?? tabs[0];
  const label = config.text(reached.labelKey);
  const tab: VisibleTab = { key: REACHED_TAB, label: config.text("list.reached.tab", { step: label }), group: null, entries: [], columns: shown ? [...shown.columns] : [] };
  return { tab, filter: { _id: { $in: rowIds } } as Filter };
}

/** The key of a funnel step's view of a list (no tab of the configuration's). */
const REACHED_TAB = "reached";

async function countTab(services: Services, tenant: string, filters: readonly Filter[]): Promise<number> {
  const counts = await Promise.all(filters.map((filter) => services.repositories.listRows.count(tenant, filter)));
  return counts.reduce((sum, count) => sum + count, 0);
}

async function pageOfRows(services: Services, tenant: string, filters: readonly Filter[], sort: SortSpec, column: string, direction: 1 | -1, skip: number, limit: number): Promise<ListRowRecord[]> {
  if (filters.length === 1) return services.repositories.listRows.find(tenant, filters[0], { sort, skip, limit });
  // Rows of several collections (the Closed tab): the first skip+limit of each, merged in order.
  const parts = await Promise.all(filters.map((filter) => services.repositories.listRows.find(tenant, filter, { sort, limit: skip + limit })));
  return parts
    .flat()
    .sort((a, b) => direction * compare(a[column], b[column]) || compare(a._id, b._id))
    .slice(skip, skip + limit);
}

/** Which tabs a list shows: the staff dashboard's (tabs.json) or the CAS pipeline's stage tabs (cas-stages.json). */
export type TabSet = "dashboard" | "pipeline";

/** The list at each path a figure may link to. */
export const TAB_SET_AT: Readonly<Record<"/students" | "/cas", TabSet>> = { "/students": "dashboard", "/cas": "pipeline" };

/** The filters (by key) a list honours for this user: those on fields its rows hold. */
export function filtersOfList(config: PreparedConfig, user: SignedInUser, tabSet: TabSet): Set<string> {
  return new Set(listFilters(config, visibleTabs(tabsOf(config, tabSet), user.role)).filters.map((filter) => filter.key));
}

const tabsOf = (config: PreparedConfig, tabSet: TabSet) => (tabSet === "pipeline" ? config.areas.casStages.tabs : config.areas.tabs);

/** The store filters and order of the list a request asks for (the page and the export read the same). */
export async function listQueries(services: Services, user: SignedInUser, tenant: string, config: PreparedConfig, query: QueryValues, tabSet: TabSet = "dashboard") {
  const dashboard = config.areas.dashboard;
  const options = await filterOptionsFor(services, user, tenant, config);
  const offered = new Map([...options].map(([key, list]) => [key, new Set(list.map((option) => option.value))]));
  const listTabs = visibleTabs(tabsOf(config, tabSet), user.role);
  const read = readListRequest(listFilters(config, listTabs), query, offered);
  // A funnel step's link (decision 0028): the list shows that step's people, in a view of its own.
  const { reached, problems } = readReached(config.areas.insights.funnel, query);
  const request: ListRequest = problems.length ? { ...read, problems: [...read.problems, ...problems] } : read;
  const view = reached ? await reachedView(services, user, tenant, config, request, reached, listTabs) : null;
  const tabs = view ? [view.tab] : listTabs;
  const tab = view ? view.tab : (tabs.find((candidate) => candidate.key === request.tabKey) ?? tabs[0] ?? null);
  const requestFilter = safeStoreFilter(request);
  const filtersOf = (candidate: VisibleTab) =>
    view && candidate === view.tab ? [view.filter] : candidate.entries.map((entry) => entryFilter(user, config, entry, requestFilter, request)).filter((filter): filter is Filter => filter !== null);
  const sort = tab ? sortFor(tab, dashboard, request) : { column: dashboard.defaultSort.column, direction: request.sortDirection };
  return { request, reached, options, tabs, listTabs, tab, filtersOf, filters: tab ? filtersOf(tab) : [], sort: { [sort.column]: sort.direction === "asc" ? 1 : -1, _id: 1 } as SortSpec, order: sort };
}

function safeStoreFilter(request: Pick<ListRequest, "filters" | "search">): Filter {
  try {
    return requestStoreFilter(request);
  } catch (error) {
    if (!(error instanceof ProblemsError)) throw error;
    return {};
  }
}

/** The "Reached" filter in words, as the list shows it among the selected filters. */
function reachedText(config: PreparedConfig, reached: ReachedRequest): string {
  const step = config.text(reached.labelKey);
  if (!reached.from && !reached.to) return config.text("list.filters.reached", { step });
  return config.text("list.filters.reachedBetween", { step, from: reached.from || "…", to: reached.to || "…" });
}

export async function loadDashboard(services: Services, user: SignedInUser, tenant: string, config: PreparedConfig, query: QueryValues, tabSet: TabSet = "dashboard"): Promise<DashboardData> {
  const plan = await listQueries(services, user, tenant, config, query, tabSet);
  const { request, tabs, tab: active, options } = plan;
  const reached = plan.reached ? { text: reachedText(config, plan.reached), params: Object.values(REACHED_PARAMS) } : null;
  const counts = await Promise.all(tabs.map((tab) => countTab(services, tenant, plan.filtersOf(tab))));
  // Only filters on fields the list's rows have (the pipeline's students have no offer status).
  // A filter whose choices this user is not given (the agents, for an agent) is not shown.
  const panel = listFilters(config, plan.listTabs)
    .filters.filter((filter) => !filter.options?.users || (options.get(filter.key) ?? []).length > 0)
    .map((filter) => ({ filter, options: options.get(filter.key) ?? [] }));
  // The configured width of a tab (001 §2: 175, 155 or 107 px), and whether it lists students not yet invited.
  const summaries = tabs.map((tab, i) => ({ key: tab.key, label: tab.label, group: tab.group, count: counts[i], active: tab === active, width: tab.entries[0]?.definition.width ?? null, notInvited: tab.entries.some((entry) => entry.definition.notInvited === true) }));
  if (!active) return { tabs: summaries, reached, active: null, rows: [], total: 0, page: 1, pageCount: 0, range: [], sort: plan.order, request, panel };
  const total = counts[tabs.indexOf(active)];
  const pageCount = Math.max(1, Math.ceil(total / request.pageSize));
  const page = Math.min(request.page, pageCount);
  const direction = plan.order.direction === "asc" ? 1 : -1;
  const rows = await pageOfRows(services, tenant, plan.filters, plan.sort, plan.order.column, direction, (page - 1) * request.pageSize, request.pageSize);
  return {
    tabs: summaries,
    reached,
    active,
    rows: rows.map((row) => ({ id: row._id, recordId: row.recordId, personId: row.userId, cells: Object.fromEntries(active.columns.map((name) => [name, row[name] ?? null])) })),
    total,
    page,
    pageCount,
    range: pageRange(page, pageCount, config.areas.dashboard.pageNeighbours),
    sort: plan.order,
    request,
    panel,
  };
}

/**
 * How many rows the list at this query shows, counted by the very queries the list runs (the
 * staff home's figures link to it, so the figure and the list never disagree); null when the list
 * would not honour every one of these filters (the role's list lacks it) or the tab.
 */
export async function countOfList(services: Services, user: SignedInUser, tenant: string, config: PreparedConfig, query: QueryValues, tabSet: TabSet, filterKeys: readonly string[]): Promise<number | null> {
  const plan = await listQueries(services, user, tenant, config, query, tabSet);
  const asked = plan.request.tabKey;
  if (!plan.tab || (asked !== null && plan.tab.key !== asked) || plan.request.problems.length) return null;
  const honoured = filtersOfList(config, user, tabSet);
  const active = new Set(plan.request.filters.map((entry) => entry.filter.key));
  if (!filterKeys.every((key) => active.has(key) && honoured.has(key))) return null;
  return countTab(services, tenant, plan.filters);
}
