// What the condition builder offers in a Config editor (issue 20 item 1): the tabs', pipeline's
// and Insights' conditions read a list row, so their fields are the list rows' fields with the
// lists' own column names, choices where a dashboard filter offers them, numbers and dates where
// a filter ranges over them. Other editors' conditions read a record: their fields are the
// configuration's record fields (record-fields.json) for that area.
import { describeOptionsFrom, type DescribeOptions, type PreparedConfig } from "../../rules";
import { builderToLogic, operatorsFor, type BuilderField, type BuilderFieldKind } from "../../rules/conditions/condition-builder";
import { NotTranslatableError, toMongoQuery } from "../../rules/tabs/to-mongo-query";
import { formArea } from "../../rules/conditions/record-fields";
import { filterOptions } from "../lists/filter-options";
import { recordValueOptions, valueLabel, valueOptionsOf } from "../lists/value-labels";

const ON_LIST_ROWS = new Set(["tabs", "cas-stages", "insights"]);
const COLUMN_LABEL = (name: string) => `list.column.${name}`;

const withLabels = (fields: readonly BuilderField[]) => ({ fields: [...fields], labels: Object.fromEntries(fields.map((field) => [field.name, field.label])) });

const SAMPLE_VALUE: Readonly<Record<string, unknown>> = { one: "x", many: ["x"], days: 7, none: "" };
const storeOperatorsByKind = new Map<BuilderFieldKind, string[]>();

/**
 * The operators a list's condition can use on a field of this kind: those whose JSON-Logic the
 * store's query translation runs (a tab's rows are found by a query, decision 0103), found by
 * translating each one, so the builder never offers what publishing would refuse.
 */
function storeOperators(kind: BuilderFieldKind): string[] {
  const known = storeOperatorsByKind.get(kind);
  if (known) return known;
  const runnable = operatorsFor(kind)
    .filter((operator) => {
      const value = kind === "number" && operator.arity === "one" ? 1 : kind === "date" && operator.arity === "one" ? "2026-01-01" : SAMPLE_VALUE[operator.arity];
      try {
        toMongoQuery(builderToLogic({ combinator: "and", rules: [{ field: "sample", operator: operator.name, value }] }));
        return true;
      } catch (error) {
        if (error instanceof NotTranslatableError) return false;
        throw error;
      }
    })
    .map((operator) => operator.name);
  storeOperatorsByKind.set(kind, runnable);
  return runnable;
}

/** A record field's values in the words of the list its configuration names (`labels`), so the builder and summaries never offer a code. */
function inWords(config: PreparedConfig, field: BuilderField): BuilderField {
  const options = field.labelsFrom ? valueOptionsOf(config, field.labelsFrom) : null;
  if (!options) return field;
  const words = new Map(options.map((option) => [option.value, option.label]));
  const values = field.values ? field.values.map((option) => ({ value: option.value, label: words.get(option.value) ?? option.label })) : options;
  return { ...field, kind: field.kind === "text" ? "choice" : field.kind, values };
}

export function conditionChoicesFor(config: PreparedConfig, area: string): { fields: BuilderField[]; labels: Record<string, string> } {
  if (!ON_LIST_ROWS.has(area)) return withLabels((config.areas.recordFields.get(area) ?? []).map((field) => inWords(config, field)));
  const options = filterOptions(config);
  const filters = config.areas.dashboard.filters;
  const names = new Set(Object.values(config.areas.listRows).flatMap((rows) => [...rows.fieldNames]));
  const fields: BuilderField[] = [];
  for (const name of names) {
    // A row field the lists never name (an internal key) is not offered.
    if (!config.messages[COLUMN_LABEL(name)]) continue;
    const filter = filters.find((candidate) => candidate.field === name);
    const values = filter ? options.get(filter.key) : undefined;
    const kind: BuilderFieldKind = filter?.kind === "numberRange" ? "number" : filter?.kind === "dateRange" ? "date" : values?.length ? "choice" : "text";
    fields.push({ name, label: config.text(COLUMN_LABEL(name)), kind, operators: storeOperators(kind), ...(kind === "choice" && values ? { values: values.map((option) => ({ value: option.value, label: option.label })) } : {}) });
  }
  fields.sort((a, b) => a.label.localeCompare(b.label));
  return withLabels(fields);
}

/**
 * How a Config page words a condition: fields by the builder's labels (or the form's, `labels`),
 * values by their options' words, and a record's field the lists name (`application.feeStatus`)
 * by the one label lookup, so a summary never shows "OVERSEAS" or "InProgress".
 */
export function conditionWords(config: PreparedConfig, fields: readonly BuilderField[], texts: Record<string, string>, labels: Record<string, string> = {}): DescribeOptions {
  const fromFields = describeOptionsFrom(fields, texts);
  return {
    words: texts,
    labelOf: (path) => labels[path] ?? fromFields.labelOf?.(path),
    valueLabelOf: (path, value) => fromFields.valueLabelOf?.(path, value) ?? valueLabel(config, path, value) ?? undefined,
  };
}

/**
 * The fields a summary reads beyond the builder's: each record field whose values the lists
 * name (`application.feeStatus`), so a condition typed over it reads "Overseas", not "OVERSEAS".
 */
export function summaryFieldsFor(config: PreparedConfig, fields: readonly BuilderField[]): BuilderField[] {
  const named = new Set(fields.map((field) => field.name));
  const extra = [...recordValueOptions(config)].filter(([path]) => !named.has(path)).map(([path, values]): BuilderField => ({ name: path, label: path, kind: "choice", values }));
  return [...fields, ...extra];
}

/**
 * The record's fields a form's conditions can read beyond its own questions (issue 38 item 3): a
 * checklist page its CAS student's stage and the other checklist pages' answers (nationality,
 * country of residence, course start), an application page the fee status and intake, each as
 * `application.<field>`. The page's own questions are offered as `record.<question>` already.
 */
export function recordFieldsOfForm(config: PreparedConfig, form: { id: string; kind?: unknown }): BuilderField[] {
  const own = `application.sections.${form.id}.`;
  return conditionChoicesFor(config, formArea(String(form.kind ?? ""))).fields.filter((field) => !field.name.startsWith(own));
}
