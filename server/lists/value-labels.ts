// One label lookup for stored codes (issue 39: no code value reaches a page or an export): the
// list-rows area's `valueLabels` names, for a record's field (application.feeStatus,
// student.stage), the list whose labels name its values; a list row's field that shows such a
// field as it is (`{ var }`) shows its labels too. Pages and CSV exports read labels here.
import type { PreparedConfig } from "../../rules";
import { LIST_KINDS, type ListKind } from "../../rules/config/areas/lists";
import { optionsFromSource } from "./filter-options";

type Labels = Readonly<Record<string, string>>;

interface ValueLabels {
  /** By record field, e.g. `application.applicationStatus`. */
  byPath: ReadonlyMap<string, Labels>;
  /** By list-row field, e.g. `application_status`, over every kind of row. */
  byRowField: Readonly<Record<string, Labels>>;
}

const compiled = new WeakMap<PreparedConfig, ValueLabels>();

function valueLabelsOf(config: PreparedConfig): ValueLabels {
  let labels = compiled.get(config);
  if (labels) return labels;
  const byPath = new Map<string, Labels>();
  for (const [path, source] of Object.entries(config.document["list-rows"].valueLabels ?? {})) {
    const options = optionsFromSource(config, source) ?? [];
    // A list whose every label is its value adds nothing.
    if (options.some((option) => option.value !== option.label)) byPath.set(path, Object.fromEntries(options.map((option) => [option.value, option.label])));
  }
  const byRowField: Record<string, Record<string, string>> = {};
  for (const kind of LIST_KINDS) {
    for (const [field, paths] of config.areas.listRows[kind].fieldPaths) {
      for (const path of paths) {
        const found = byPath.get(path);
        if (found) byRowField[field] = { ...byRowField[field], ...found };
      }
    }
  }
  labels = { byPath, byRowField };
  compiled.set(config, labels);
  return labels;
}

/** Every record field whose values a list names, with those values' words. */
export function recordValueOptions(config: PreparedConfig): Map<string, Array<{ value: string; label: string }>> {
  return new Map([...valueLabelsOf(config).byPath].map(([path, labels]) => [path, Object.entries(labels).map(([value, label]) => ({ value, label }))]));
}

/** Every value a record field's list names, with its words (`student.stage` -> the CAS stages); null where no list names them. */
export function valueOptionsOf(config: PreparedConfig, path: string): Array<{ value: string; label: string }> | null {
  const labels = valueLabelsOf(config).byPath.get(path);
  return labels ? Object.entries(labels).map(([value, label]) => ({ value, label })) : null;
}

/** A record field's stored value in the configuration's words ("InProgress" -> "In progress"); the value itself where no list names it. */
export function valueLabel(config: PreparedConfig, path: string, value: unknown): string | null {
  if (value === undefined || value === null || value === "") return null;
  const text = String(value);
  return valueLabelsOf(config).byPath.get(path)?.[text] ?? text;
}

/** The labels of list-row fields' values, by row field, for a list page or export. */
export function rowValueLabels(config: PreparedConfig): Readonly<Record<string, Labels>> {
  return valueLabelsOf(config).byRowField;
}

/** The record a list row is made from, as the value labels' paths name it (`offer.intakeId`). */
const RECORD_OF_KIND: Readonly<Record<ListKind, string>> = { applications: "application", offers: "offer", students: "student" };

/** The labels of the first field a column shows (`row.fee_status`, `record.intakeId`) that has any. */
function labelsShown(config: PreparedConfig, shows: readonly string[], kind: ListKind): Labels | null {
  const { byPath, byRowField } = valueLabelsOf(config);
  for (const shown of shows) {
    const dot = shown.indexOf(".");
    const scope = shown.slice(0, dot);
    const field = shown.slice(dot + 1);
    const found = scope === "row" ? byRowField[field] : scope === "record" ? byPath.get(`${RECORD_OF_KIND[kind]}.${field}`) : undefined;
    if (found) return found;
  }
  return null;
}

/**
 * An export column's cell in words (decision 0063): the value of a field the column shows as it
 * is ("OVERSEAS" -> "Overseas", each item of a list), for the kind of row it is; any other value
 * as it is.
 */
export function exportValueLabel(config: PreparedConfig, shows: readonly string[], kind: ListKind, value: unknown): unknown {
  if (typeof value !== "string" && !Array.isArray(value)) return value;
  const labels = labelsShown(config, shows, kind);
  if (!labels) return value;
  return Array.isArray(value) ? value.map((item) => labels[String(item)] ?? item) : (labels[value] ?? value);
}
