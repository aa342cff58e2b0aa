// The staff lists (001 §2, §3; decision 0710): how each kind of record becomes its list row, the
// dashboard's filters and page sizes, and the export columns. A filter, a sort column or a tab
// column must name a row field the rows of its collection have.
import { childLocation } from "../../problems";
import type { DashboardArea, ExportColumn, ListFilter, ListFilterGroup, ListRowKind, ListRowsArea, TabDefinition } from "../../types";
import type { AreaCompiler, Condition } from "../conditions";
import { keyMismatch, orderedEntries } from "../keyed-items";

export const LIST_KINDS = ["applications", "offers", "students"] as const;
export type ListKind = (typeof LIST_KINDS)[number];

export interface CompiledListRowKind {
  fields: ReadonlyArray<readonly [string, Condition]>;
  fieldNames: ReadonlySet<string>;
  /** The record fields a row field shows as they are (`{ var }`, or the first of several), so it shows their labels too. */
  fieldPaths: ReadonlyMap<string, readonly string[]>;
  assignedTo: readonly Condition[];
  search: readonly Condition[];
}

export type CompiledListRows = Readonly<Record<ListKind, CompiledListRowKind>>;

/** Fields the list rows projector writes on every row itself (server/lists/list-rows.ts): a configured field of one of these names would be overwritten. */
export const PROJECTOR_ROW_FIELDS: ReadonlySet<string> = new Set(["_id", "tenant", "_version", "kind", "recordId", "userId", "assignedTo", "search", "inTabs", "reachedSteps", "rowRules"]);

export interface CompiledExportColumn extends Omit<ExportColumn, "value"> {
  value: Condition;
  /** The fields (`row.<field>`, `record.<path>`) the column shows as they are, so it writes their labels (issue 39, decision 0063). */
  shows: readonly string[];
}

/** A filter group as the panel shows it: its filters in their order. */
export interface CompiledFilterGroup extends Omit<ListFilterGroup, "filters"> {
  filters: readonly ListFilter[];
}

/** The dashboard's keyed groups, filters and columns (decision 0035) as lists in their order. */
export interface CompiledDashboard extends Omit<DashboardArea, "exportColumns" | "filterGroups"> {
  filterGroups: readonly CompiledFilterGroup[];
  filters: readonly ListFilter[];
  exportColumns: readonly CompiledExportColumn[];
}

function compileKind(kind: ListKind, definition: ListRowKind, compiler: AreaCompiler, schemaFields: ReadonlySet<string> | null): CompiledListRowKind {
  const at = childLocation("list-rows", kind);
  const fields = Object.entries(definition.fields).map(([name, rule]) => {
    const fieldAt = childLocation(childLocation(at, "fields"), name);
    if (PROJECTOR_ROW_FIELDS.has(name)) compiler.problem(fieldAt, `"${name}" is written on every row by the list itself: choose another name`);
    else if (schemaFields && !schemaFields.has(name)) compiler.problem(fieldAt, `"${name}" is not a field of the ${kind} list row`);
    return [name, compiler.condition(rule, fieldAt, null)] as const;
  });
  return {
    fields,
    fieldNames: new Set(fields.map(([name]) => name)),
    fieldPaths: new Map(Object.entries(definition.fields).flatMap(([name, rule]) => { const paths = pathsShown(rule); return paths.length ? [[name, paths] as const] : []; })),
    assignedTo: definition.assignedTo.map((rule, i) => compiler.condition(rule, childLocation(childLocation(at, "assignedTo"), i), null)),
    search: definition.search.map((rule, i) => compiler.condition(rule, childLocation(childLocation(at, "search"), i), null)),
  };
}

/** The record fields a rule shows unchanged: `{ var: p }`, or `{ or: [{ var: p }, { var: q }] }` (the first given). */
function pathsShown(rule: unknown): string[] {
  if (!rule || typeof rule !== "object" || Array.isArray(rule)) return [];
  const { var: path, or } = rule as { var?: unknown; or?: unknown };
  if (typeof path === "string") return [path];
  if (Array.isArray(or)) {
    const paths = or.map(pathsShown);
    return paths.every((found) => found.length === 1) ? paths.flat() : [];
  }
  return [];
}

/** Each value-labels entry names one source of labels, as a filter's options do. */
function checkValueLabels(area: ListRowsArea, compiler: AreaCompiler): void {
  for (const [path, source] of Object.entries(area.valueLabels ?? {})) {
    const sources = [source.reference, source.setting, source.values, source.casStages].filter((given) => given !== undefined).length;
    if (sources !== 1 || source.users !== undefined) compiler.problem(childLocation("list-rows.valueLabels", path), "name one list the labels come from: a reference list, a setting, values or the CAS stages");
  }
}

/** The properties a row schema (schemas/staff/*-list-row) declares, when the configuration carries it. */
function rowSchemaFields(schemas: Readonly<Record<string, unknown>>, key: string): ReadonlySet<string> | null {
  const schema = schemas[key] as { properties?: Record<string, unknown> } | undefined;
  return schema?.properties ? new Set(Object.keys(schema.properties)) : null;
}

export function compileListRows(area: ListRowsArea, compiler: AreaCompiler, schemas: Readonly<Record<string, unknown>>): CompiledListRows {
  checkValueLabels(area, compiler);
  return {
    applications: compileKind("applications", area.applications, compiler, rowSchemaFields(schemas, "staff/application-list-row")),
    offers: compileKind("offers", area.offers, compiler, rowSchemaFields(schemas, "staff/offer-list-row")),
    students: compileKind("students", area.students, compiler, null),
  };
}

/** Every tab column and predicate field must be a field of its collection's rows. */
export function checkTabColumns(tabs: ReadonlyArray<{ definition: TabDefinition; location: string }>, rows: CompiledListRows, compiler: AreaCompiler): void {
  for (const { definition, location } of tabs) {
    const fields = rows[definition.collection].fieldNames;
    definition.columns.forEach((column, i) => {
      if (!fields.has(column)) compiler.problem(childLocation(childLocation(location, "columns"), i), `"${column}" is not a field of the ${definition.collection} list row`);
    });
  }
}

export function compileDashboard(area: DashboardArea, compiler: AreaCompiler, rows: CompiledListRows): CompiledDashboard {
  const listFields = new Set([...rows.applications.fieldNames, ...rows.offers.fieldNames]);
  if (!area.pageSizes.includes(area.defaultPageSize)) compiler.problem("dashboard.defaultPageSize", `${area.defaultPageSize} is not one of the page sizes`);
  if (!listFields.has(area.defaultSort.column)) compiler.problem("dashboard.defaultSort.column", `"${area.defaultSort.column}" is not a list-row field`);
  compiler.requireMessage(area.searchLabelKey, "dashboard.searchLabelKey");
  compiler.requireMessage(area.searchHintKey, "dashboard.searchHintKey");
  // A parameter names one filter per list: two filters may share one only when no kind of row holds both fields.
  const kindsOf = (field: string) => (["applications", "offers", "students"] as const).filter((kind) => rows[kind].fieldNames.has(field));
  const keys = new Map<string, Set<string>>([[area.searchParam, new Set(["applications", "offers", "students"])]]);
  const filters: ListFilter[] = [];
  // The groups and each group's filters are keyed (decision 0091), read in their order.
  const filterGroups = orderedEntries(area.filterGroups).map(([id, group]): CompiledFilterGroup => {
    const groupAt = childLocation("dashboard.filterGroups", id);
    const misnamed = keyMismatch("filter group id", group.id, id);
    if (misnamed) compiler.problem(groupAt, misnamed);
    compiler.requireMessage(group.titleKey, childLocation(groupAt, "titleKey"));
    const inGroup = orderedEntries(group.filters).map(([key, filter]) => {
      const at = childLocation(childLocation(groupAt, "filters"), key);
      const misnamedFilter = keyMismatch("filter key", filter.key, key);
      if (misnamedFilter) compiler.problem(at, misnamedFilter);
      const kinds = kindsOf(filter.field);
      for (const param of [filter.key, filter.fromParam, filter.toParam]) {
        if (param === undefined) continue;
        const used = keys.get(param) ?? new Set<string>();
        if (kinds.some((kind) => used.has(kind))) compiler.problem(at, `the parameter "${param}" is used twice`);
        keys.set(param, new Set([...used, ...kinds]));
      }
      // The panel serves the dashboard and the CAS pipeline: a filter may be on a student row's field.
      if (!listFields.has(filter.field) && !rows.students.fieldNames.has(filter.field)) compiler.problem(childLocation(at, "field"), `"${filter.field}" is not a list-row field`);
      compiler.requireMessage(filter.labelKey, childLocation(at, "labelKey"));
      const choosing = ["selectOne", "selectMany", "multiSelect", "tags"].includes(filter.kind);
      const sources = filter.options ? [filter.options.reference, filter.options.setting, filter.options.values, filter.options.users, filter.options.casStages].filter((source) => source !== undefined).length : 0;
      if (choosing && sources !== 1) compiler.problem(childLocation(at, "options"), "a filter that offers choices needs one source of options: a reference list, a setting, values or users");
      filters.push(filter);
      return filter;
    });
    return { ...group, filters: inGroup };
  });
  const exportColumns = compileExportColumns(area.exportColumns, "dashboard.exportColumns", compiler);
  const { exportColumns: _columns, filterGroups: _groups, ...rest } = area;
  return { ...rest, filterGroups, filters, exportColumns };
}

/** A list's CSV columns (the dashboard's, the CAS pipeline's), keyed by column key and written in their order: each value JSON-Logic over { row, record }. */
export function compileExportColumns(columns: DashboardArea["exportColumns"], location: string, compiler: AreaCompiler): CompiledExportColumn[] {
  return orderedEntries(columns).map(([key, column]) => {
    const at = childLocation(location, key);
    const misnamed = keyMismatch("column key", column.key, key);
    if (misnamed) compiler.problem(at, misnamed);
    compiler.requireMessage(column.labelKey, childLocation(at, "labelKey"));
    return { ...column, value: compiler.condition(column.value, childLocation(at, "value"), null), shows: pathsShown(column.value) };
  });
}
