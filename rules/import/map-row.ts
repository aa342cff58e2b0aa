// One row of a university's file made into a bulk import record (001 §3 'Bulk import record',
// 'Import field mapping'; 001 §5 'Import'): each mapped column read with its format, placed where
// the mapping's target says (the rest kept as the student's other imported fields), the
// defaults applied, then checked by the university's import record form, whose rules carry the
// specs' messages. Each problem names the column it came from, for the data officer. Pure.
import type { PreparedConfig } from "../config/prepared-config";
import { validateForm } from "../forms/evaluate-form";
import type { ImportFieldMappingArea, ImportMappingEntry } from "../types";
import { applyFormat, type CountryRow } from "./formats";

export interface RowProblem {
  /** The file's column the problem is about, or "" for the row as a whole. */
  column: string;
  message: string;
}

export interface MappedRow {
  record: Record<string, unknown>;
  /** Mapped fields the import record does not hold, by product field name. */
  extra: Record<string, unknown>;
  problems: RowProblem[];
}

export interface RowContext {
  tenant: string;
  source: string;
  countries: readonly CountryRow[];
  today: string;
}

const columnOf = (entry: ImportMappingEntry) => entry.universityField || entry.field;

/**
 * The entries as a source's files are read (decision 0829): a source with a preset (a SITS or
 * APPLY export) names its own columns and formats over the university's entries.
 */
export function entriesFor(area: ImportFieldMappingArea, source: string): ImportMappingEntry[] {
  const preset = source === "SITS" || source === "APPLY" ? area.presets?.[source] : undefined;
  return Object.values(area.entries).map((entry) => (preset?.entries[entry.field] ? { ...entry, ...preset.entries[entry.field] } : entry));
}

/** The entries the university uses (not Disabled), as the source reads them. */
export function activeEntries(config: PreparedConfig, source = "CSV"): ImportMappingEntry[] {
  return entriesFor(config.document["import-field-mapping"], source).filter((entry) => entry.setupLevel !== "Disabled");
}

/** Mandatory columns the file's header lacks: the file cannot be imported until it has them. */
export function missingColumns(config: PreparedConfig, header: readonly string[], source = "CSV"): string[] {
  const present = new Set(header);
  return activeEntries(config, source)
    .filter((entry) => entry.setupLevel === "Mandatory" && entry.format !== "concat" && entry.defaultValue === undefined && !present.has(columnOf(entry)))
    .map(columnOf);
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split(".");
  let node: Record<string, unknown> | unknown[] = target;
  parts.forEach((part, i) => {
    const last = i === parts.length - 1;
    const key: string | number = /^\d+$/.test(part) ? Number(part) : part;
    const container = node as Record<string | number, unknown>;
    if (last) {
      container[key] = value;
      return;
    }
    if (container[key] === undefined || container[key] === null || typeof container[key] !== "object") container[key] = /^\d+$/.test(parts[i + 1]) ? [] : {};
    node = container[key] as Record<string, unknown> | unknown[];
  });
}

export function mapRow(config: PreparedConfig, row: Readonly<Record<string, string>>, context: RowContext): MappedRow {
  const area = config.document["import-field-mapping"];
  const record: Record<string, unknown> = { uni: context.tenant, source: context.source };
  const extra: Record<string, unknown> = {};
  const columnByPath = new Map<string, string>();
  for (const entry of activeEntries(config, context.source)) {
    const column = columnOf(entry);
    if (entry.target) columnByPath.set(entry.target, column);
    const result = applyFormat(area, entry, row[column] ?? "", { row, countries: context.countries });
    const value = "value" in result ? result.value : entry.defaultValue;
    if (value === undefined) continue;
    if (entry.target) {
      setPath(record, entry.target, value);
    } else {
      extra[entry.field] = value;
    }
  }
  const formId = area.recordForm;
  const validation = validateForm(config.form(formId), record, { today: context.today, role: "UniAdmin", settings: config.settings as unknown as Record<string, unknown> });
  const problems = validation.errors.map((error) => ({ column: columnByPath.get(error.path) ?? closestColumn(columnByPath, error.path), message: error.message }));
  return { record, extra, problems };
}

/** The column of the nearest mapped field under or above a problem's path (a list, a whole offer). */
function closestColumn(columnByPath: ReadonlyMap<string, string>, path: string): string {
  for (const [target, column] of columnByPath) if (target.startsWith(`${path}.`)) return column;
  const parts = path.split(".");
  while (parts.length) {
    parts.pop();
    const column = columnByPath.get(parts.join("."));
    if (column) return column;
  }
  return "";
}
