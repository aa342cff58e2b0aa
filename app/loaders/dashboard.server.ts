// /students: the staff dashboard (001 §2, §3, §6). A thin adapter: access and the university
// (server/staff/access), the tabs, counts and rows from the store (server/lists/dashboard), and
// the list's URL remembered as the user's return URL for the Students link.
import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { platformCatalogue, textsWithPrefix } from "../../server/messages";
import { loadDashboard, type TabSet } from "../../server/lists/dashboard";
import { rememberReturnUrl, returnUrlOf } from "../../server/lists/return-url";
import { assignableTags } from "../../server/tags/tags";
import { staffAccess, universityChoices } from "../../server/staff/access";
import { requirePermission, requireUser } from "../../server/auth/guards";
import { actsAsAgent, can } from "../../server/auth/permissions";
import type { ListFilter } from "../../rules";
import { compactChoices } from "../lib/choices";
import { referenceModule } from "../../server/lists/reference-modules";
import { rowValueLabels } from "../../server/lists/value-labels";
import { drawnFromAddress } from "../components/staff/FilterPanel";
import type { ReferenceListSent } from "../lib/reference-lists";
import type { FilterOption } from "../../server/lists/filter-options";

const TEXT_PREFIXES = ["list.", "form.error", "form.errorSummary", "form.select.choose", "cas.bulk.", "tags.bulk."];
/** Every column's heading (68 of the list's 175 texts): a list sends those of its active tab's columns, and any a filter or the search borrows as its label (issue 41). */
const COLUMN_HEADINGS = "list.column.";

/** The keys of column headings the list's data names, its rows left out (they hold values, never keys). */
function headingsNamedBy(list: Record<string, unknown>, columns: readonly string[]): Set<string> {
  const named = new Set(columns.map((column) => `${COLUMN_HEADINGS}${column}`));
  const visit = (value: unknown): void => {
    if (typeof value === "string") {
      if (value.startsWith(COLUMN_HEADINGS)) named.add(value);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  for (const [key, value] of Object.entries(list)) if (key !== "rows") visit(value);
  return named;
}

/** The list's words: its own areas whole, of the column headings only those it shows. */
function listTexts(all: Record<string, string>, headings: ReadonlySet<string>): Record<string, string> {
  return Object.fromEntries(Object.entries(all).filter(([key]) => !key.startsWith(COLUMN_HEADINGS) || headings.has(key)));
}

/** Which list of options a filter offers: filters offering the same list share one. */
function optionsKeyOf(filter: ListFilter): string {
  const source = filter.options;
  return source?.reference ? `reference-${source.reference}` : source?.setting ? `setting-${source.setting}` : `filter-${filter.key}`;
}

/**
 * Each list of options the panel offers, once however many filters offer it (three offer the
 * countries). A long reference list every offering filter draws as a select or suggestions is
 * sent as its module's address, which the browser keeps (decision 0033).
 */
function optionListsOf(panel: ReadonlyArray<{ filter: ListFilter; options: FilterOption[] }>) {
  const lists: Record<string, ReturnType<typeof compactChoices> | ReferenceListSent> = {};
  for (const { filter, options } of panel) {
    const key = optionsKeyOf(filter);
    const reference = filter.options?.reference;
    const module = reference ? referenceModule(reference) : null;
    // Only a list offered whole: the module holds the whole reference list.
    const byAddress = module && module.names.length === options.length && panel.every((entry) => optionsKeyOf(entry.filter) !== key || drawnFromAddress(entry.filter.kind, options.length));
    lists[key] = byAddress && reference ? { reference, href: module.href, count: module.names.length } : compactChoices(options);
  }
  return lists;
}

/** URL parameters as lists of values (a name may repeat). */
export function queryValues(url: URL): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  for (const [name, value] of url.searchParams) (values[name] ??= []).push(value);
  return values;
}

/** Where each list lives: the staff dashboard, and the CAS pipeline (issue 17). */
const LIST_PATHS: Record<TabSet, string> = { dashboard: "/students", pipeline: "/cas" };

export async function loadStudentsList(request: Request, context: AppLoadContext, tabSet: TabSet = "dashboard") {
  // The dashboard and the CAS pipeline are separate rights: the CAS provider works the pipeline only.
  const access = await staffAccess(request, context, tabSet === "pipeline" ? "list:pipeline:assigned" : "list:dashboard:assigned");
  const url = new URL(request.url);
  if (!access.tenant || !access.config) {
    return { chooser: { universities: await universityChoices(context) }, list: null, addApplicant: null, texts: textsWithPrefix(platformCatalogue, ...TEXT_PREFIXES) };
  }
  const data = await loadDashboard(context.services, access.user, access.tenant, access.config, queryValues(url), tabSet);
  await rememberReturnUrl(context.services, access.user, `${url.pathname}${url.search}`);
  const list = {
    ...data,
    basePath: LIST_PATHS[tabSet],
    active: data.active ? { key: data.active.key, label: data.active.label, columns: data.active.columns } : null,
    panel: data.panel.map(({ filter }) => ({ key: filter.key, kind: filter.kind, labelKey: filter.labelKey, fromParam: filter.fromParam ?? `${filter.key}From`, toParam: filter.toParam ?? `${filter.key}To`, optionsKey: optionsKeyOf(filter) })),
    optionLists: optionListsOf(data.panel),
    // A group shows only the filters this list's rows can be filtered by, and not at all without any.
    groups: access.config.areas.dashboard.filterGroups
      .map((group) => ({ titleKey: group.titleKey, keys: group.filters.map((filter) => filter.key).filter((key) => data.panel.some((entry) => entry.filter.key === key)) }))
      .filter((group) => group.keys.length > 0),
    // Codes shown as their labels where a filter names them (fee status HOME -> "Home").
    // and where the configuration names the list of a field's values (application status InProgress -> "In progress").
    valueLabels: {
      ...rowValueLabels(access.config),
      ...Object.fromEntries(
        data.panel.filter(({ options }) => options.some((option) => option.value !== option.label)).map(({ filter, options }) => [filter.field, Object.fromEntries(options.map((option) => [option.value, option.label]))]),
      ),
    },
    pageSizes: access.config.areas.dashboard.pageSizes,
    searchParam: access.config.areas.dashboard.searchParam,
    searchLabelKey: access.config.areas.dashboard.searchLabelKey,
    searchHintKey: access.config.areas.dashboard.searchHintKey ?? null,
    university: access.namesTenant ? access.tenant : null,
    canExport: can(access.user, "export:dashboard:assigned"),
    // The pipeline moves ticked students between stages (issue 17 item 2); each student's own stages are checked on the move.
    bulkMove: tabSet === "pipeline" && can(access.user, "move:stage:assigned") && !access.namesTenant ? { action: "/cas/move", stages: access.config.areas.casStages.stages.map((stage) => ({ value: stage.value, label: stage.label })) } : null,
    bulkTag: tabSet === "pipeline" && can(access.user, "update:student:assigned") && !access.namesTenant ? { action: "/cas/tag", tags: assignableTags(access.config, access.user).map((tag) => ({ value: tag.value, label: tag.label })) } : null,
  };
  return {
    chooser: null,
    // Agents add their own applicants (issue 16 item 5).
    addApplicant: tabSet === "dashboard" && actsAsAgent(access.user) ? { href: "/students/new", label: access.config.text("staff.agentApplicants.add") } : null,
    list,
    texts: listTexts(access.config.texts(...TEXT_PREFIXES), headingsNamedBy(list, list.active?.columns ?? [])),
  };
}

/** /students/back: the Students link leads back to the last list looked at (001 §2). */
export async function backToList(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  requirePermission(user, "list:dashboard:assigned");
  throw redirect(await returnUrlOf(context.services, user));
}
