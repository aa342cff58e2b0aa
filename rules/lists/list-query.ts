// What a staff list shows for a request (001 §2 'List screens', §3 list parameters): the tabs a
// role sees (grouped, with their entries), the filters the URL asks for turned into one
// JSON-Logic predicate joined to the tab's, the sort and the page. Pure: the caller runs the
// predicate in the store (as a MongoDB filter) and reads the rows.
import type { CompiledDashboard } from "../config/areas/lists";
import type { PreparedConfig } from "../config/prepared-config";
import type { ListFilter } from "../types";
import type { CompiledTab } from "../tabs/compile-tab";
import { tabsForRole } from "../tabs/compile-tab";
import type { JsonLogic } from "../types";
import { isDateOperations } from "../operations/is-date";

const isDate = isDateOperations["is-date"];

/** URL parameters as a list of values per name (a name may repeat). */
export type QueryValues = Readonly<Record<string, readonly string[]>>;

export interface VisibleTab {
  key: string;
  label: string;
  group: string | null;
  /** The tab's definitions for this role: rows of one or more collections. */
  entries: readonly CompiledTab[];
  columns: readonly string[];
}

/** The tabs a role sees, one per `tab` key (entries sharing a key are one tab), in configuration order. */
export function visibleTabs(tabs: readonly CompiledTab[], role: string): VisibleTab[] {
  const byKey = new Map<string, VisibleTab>();
  for (const tab of tabsForRole(tabs, role)) {
    const key = tab.definition.tab ?? tab.id;
    const existing = byKey.get(key);
    if (existing) {
      byKey.set(key, { ...existing, entries: [...existing.entries, tab], columns: [...new Set([...existing.columns, ...tab.definition.columns])] });
    } else {
      byKey.set(key, { key, label: tab.definition.label, group: tab.definition.group ?? null, entries: [tab], columns: [...tab.definition.columns] });
    }
  }
  return [...byKey.values()];
}

/** The list's own filters: those on fields its rows hold (the pipeline's startDate is a stage date, the dashboard's an applied date). */
export function listFilters(config: PreparedConfig, tabs: readonly VisibleTab[]): CompiledDashboard {
  const kinds = new Set(tabs.flatMap((tab) => tab.entries.map((entry) => entry.definition.collection)));
  const dashboard = config.areas.dashboard;
  return { ...dashboard, filters: dashboard.filters.filter((filter) => [...kinds].some((kind) => config.areas.listRows[kind].fieldNames.has(filter.field))) };
}

export interface FilterProblem {
  key: string;
  messageKey: string;
  /** Message parameters that name the filter (its label key) and which bound. */
  labelKey: string;
  which?: "from" | "to";
}

export interface ActiveFilter {
  filter: ListFilter;
  /** The values chosen (selects, tags), or the bounds of a range. */
  values: string[];
  from?: string;
  to?: string;
  tagMatch?: "any" | "all";
}

export interface ListRequest {
  tabKey: string | null;
  page: number;
  pageSize: number;
  sortColumn: string | null;
  sortDirection: "asc" | "desc";
  /** Whether the URL names a direction. */
  sortAsked: boolean;
  search: string;
  filters: ActiveFilter[];
  problems: FilterProblem[];
}

const first = (values: QueryValues, name: string): string => (values[name]?.[0] ?? "").trim();
const positive = (text: string, fallback: number): number => (/^\d{1,6}$/.test(text) && Number(text) > 0 ? Number(text) : fallback);
const INTEGER = /^-?\d{1,9}$/;

/**
 * Reads the list parameters; values the filters do not offer (`offered`, by filter key; a filter
 * not in it takes any value) are dropped, malformed bounds reported.
 */
export function readListRequest(dashboard: CompiledDashboard, values: QueryValues, offered: ReadonlyMap<string, ReadonlySet<string>>): ListRequest {
  const problems: FilterProblem[] = [];
  const filters: ActiveFilter[] = [];
  for (const filter of dashboard.filters) {
    if (filter.kind === "numberRange" || filter.kind === "dateRange") {
      const fromName = filter.fromParam ?? `${filter.key}From`;
      const toName = filter.toParam ?? `${filter.key}To`;
      const valid = filter.kind === "dateRange" ? (text: string) => isDate(text) : (text: string) => INTEGER.test(text);
      const messageKey = filter.kind === "dateRange" ? "list.filters.invalidDate" : "list.filters.invalidNumber";
      const from = first(values, fromName);
      const to = first(values, toName);
      if (from && !valid(from)) problems.push({ key: fromName, messageKey, labelKey: filter.labelKey, which: "from" });
      if (to && !valid(to)) problems.push({ key: toName, messageKey, labelKey: filter.labelKey, which: "to" });
      const fromOk = from && valid(from) ? from : undefined;
      const toOk = to && valid(to) ? to : undefined;
      const ordered = fromOk === undefined || toOk === undefined || (filter.kind === "dateRange" ? fromOk <= toOk : Number(fromOk) <= Number(toOk));
      if (!ordered) problems.push({ key: fromName, messageKey: "list.filters.rangeOrder", labelKey: filter.labelKey });
      if ((fromOk !== undefined || toOk !== undefined) && ordered) filters.push({ filter, values: [], from: fromOk, to: toOk });
      continue;
    }
    const allowed = offered.get(filter.key);
    const chosen = [...new Set((values[filter.key] ?? []).map((value) => value.trim()).filter((value) => value !== "" && (!allowed || allowed.has(value))))];
    const kept = filter.kind === "selectOne" ? chosen.slice(0, 1) : chosen;
    if (kept.length === 0) continue;
    filters.push({ filter, values: kept, ...(filter.kind === "tags" ? { tagMatch: first(values, `${filter.key}Match`) === "all" ? "all" : "any" } : {}) });
  }
  const direction = first(values, "sortDir");
  return {
    tabKey: first(values, "tab") || null,
    page: positive(first(values, "page"), 1),
    pageSize: dashboard.pageSizes.includes(positive(first(values, "pageSize"), 0)) ? positive(first(values, "pageSize"), 0) : dashboard.defaultPageSize,
    sortColumn: first(values, "sortCol") || null,
    sortDirection: direction === "asc" || direction === "desc" ? direction : dashboard.defaultSort.direction,
    sortAsked: direction === "asc" || direction === "desc",
    search: first(values, dashboard.searchParam).slice(0, 100),
    filters,
    problems,
  };
}

/** The URL parameters of the funnel's "Reached" filter (a step's link from Insights; decision 0028). */
export const REACHED_PARAMS = { step: "reached", from: "reachedFrom", to: "reachedTo" } as const;

/** The "Reached" filter: the funnel step (by its index) and the date range Insights counted it over. */
export interface ReachedRequest {
  step: number;
  key: string;
  labelKey: string;
  from: string;
  to: string;
}

/**
 * Reads the "Reached" filter: a step the university's funnel has (another is dropped, as a filter
 * value not offered is), and its dates, a malformed or backward one reported.
 */
export function readReached(steps: ReadonlyArray<{ key: string; labelKey: string }>, values: QueryValues): { reached: ReachedRequest | null; problems: FilterProblem[] } {
  const key = first(values, REACHED_PARAMS.step);
  const step = steps.findIndex((candidate) => candidate.key === key);
  if (!key || step < 0) return { reached: null, problems: [] };
  const problems: FilterProblem[] = [];
  const labelKey = steps[step].labelKey;
  const bound = (name: string, which: "from" | "to") => {
    const text = first(values, name);
    if (text && !isDate(text)) problems.push({ key: name, messageKey: "list.filters.invalidDate", labelKey: "list.filters.reachedDates", which });
    return text && isDate(text) ? text : "";
  };
  let from = bound(REACHED_PARAMS.from, "from");
  let to = bound(REACHED_PARAMS.to, "to");
  if (from && to && from > to) {
    problems.push({ key: REACHED_PARAMS.from, messageKey: "list.filters.rangeOrder", labelKey: "list.filters.reachedDates" });
    from = "";
    to = "";
  }
  return { reached: { step, key, labelKey, from, to }, problems };
}

function conditionOf(active: ActiveFilter): JsonLogic | null {
  const field = { var: active.filter.field };
  switch (active.filter.kind) {
    case "selectOne":
      return { "==": [field, active.values[0]] };
    case "selectMany":
    case "multiSelect":
      return { in: [field, active.values] };
    case "tags":
      return { [active.tagMatch === "all" ? "has-all" : "has-any"]: [field, active.values] };
    case "numberRange":
    case "dateRange": {
      const bound = (value: string) => (active.filter.kind === "numberRange" ? Number(value) : value);
      const parts: JsonLogic[] = [];
      if (active.from !== undefined) parts.push({ ">=": [field, bound(active.from)] });
      if (active.to !== undefined) parts.push({ "<=": [field, bound(active.to)] });
      return parts.length === 0 ? null : parts.length === 1 ? parts[0] : { and: parts };
    }
    default:
      return null;
  }
}

/** The request's filters and search as one predicate over a list row (true when there are none). */
export function filterPredicate(request: Pick<ListRequest, "filters" | "search">): JsonLogic {
  const parts = request.filters.map(conditionOf).filter((part): part is JsonLogic => part !== null);
  if (request.search) parts.push({ "text-contains": [{ var: "search" }, request.search.toLowerCase()] });
  return parts.length === 0 ? true : parts.length === 1 ? parts[0] : { and: parts };
}

/** The order: the column asked for when the tab shows it, else the default, else the first column A to Z. */
export function sortFor(tab: VisibleTab, dashboard: CompiledDashboard, request: Pick<ListRequest, "sortColumn" | "sortDirection" | "sortAsked">): { column: string; direction: "asc" | "desc" } {
  if (request.sortColumn && tab.columns.includes(request.sortColumn)) return { column: request.sortColumn, direction: request.sortDirection };
  if (tab.columns.includes(dashboard.defaultSort.column)) return { column: dashboard.defaultSort.column, direction: request.sortAsked ? request.sortDirection : dashboard.defaultSort.direction };
  return { column: tab.columns[0], direction: request.sortAsked ? request.sortDirection : "asc" };
}

export type PageLink = { page: number } | { gap: true };

/** The paginator's page range: first, last, and `neighbours` pages either side of the current one, gaps between. */
export function pageRange(current: number, pageCount: number, neighbours: number): PageLink[] {
  if (pageCount <= 1) return pageCount === 1 ? [{ page: 1 }] : [];
  const pages = new Set<number>([1, pageCount]);
  for (let page = current - neighbours; page <= current + neighbours; page++) if (page >= 1 && page <= pageCount) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const links: PageLink[] = [];
  sorted.forEach((page, i) => {
    if (i > 0 && page - sorted[i - 1] > 1) links.push({ gap: true });
    links.push({ page });
  });
  return links;
}


/** The key of the pipeline tab that lists students at `stage` for a role, or null when none of its tabs does (decision 0058: where an import's new students are found). */
export function pipelineTabOfStage(config: PreparedConfig, role: string, stage: string): string | null {
  const tab = visibleTabs(config.areas.casStages.tabs, role).find((candidate) => candidate.entries.some((entry) => entry.matches({ stage })));
  return tab ? tab.key : null;
}
