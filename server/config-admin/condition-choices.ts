// What the condition builder offers in a Config editor (issue 20 item 1): the tabs', pipeline's
// and Insights' conditions read a list row, so their fields are the list rows' fields with the
// lists' own column names, choices where a dashboard filter offers them, numbers and dates where
// a filter ranges over them. Other editors' conditions read a record: their fields are the
// configuration's record fields (record-fields.json) for that area.
import type { PreparedConfig } from "../../rules";
import type { BuilderField, BuilderFieldKind } from "../../rules/conditions/condition-builder";
import { filterOptions } from "../lists/filter-options";

const ON_LIST_ROWS = new Set(["tabs", "cas-stages", "insights"]);
const COLUMN_LABEL = (name: string) => `list.column.${name}`;

const withLabels = (fields: readonly BuilderField[]) => ({ fields: [...fields], labels: Object.fromEntries(fields.map((field) => [field.name, field.label])) });

export function conditionChoicesFor(config: PreparedConfig, area: string): { fields: BuilderField[]; labels: Record<string, string> } {
  if (!ON_LIST_ROWS.has(area)) return withLabels(config.areas.recordFields.get(area) ?? []);
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
    fields.push({ name, label: config.text(COLUMN_LABEL(name)), kind, ...(kind === "choice" && values ? { values: values.map((option) => ({ value: option.value, label: option.label })) } : {}) });
  }
  fields.sort((a, b) => a.label.localeCompare(b.label));
  return withLabels(fields);
}
