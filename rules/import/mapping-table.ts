// The import field mapping as the Config screen's table shows it (issue 39; decision 0061): one
// row per field, named by its label, grouped by section, its format chosen from the mapping's
// catalogue of formats that can read that kind of value. A row's edit is checked here and made
// into the entry the draft keeps. Pure.
import { FORMAT_NEEDS_PATTERN } from "../config/areas/staff-areas";
import type { ImportFieldMappingArea, ImportMappingEntry } from "../types";

export type SetupLevel = ImportMappingEntry["setupLevel"];
export const SETUP_LEVELS: readonly SetupLevel[] = ["Mandatory", "Secondary", "Disabled"];

/** The kinds of format that can read each kind of value (formats' `kind`). */
const KINDS_FOR: Readonly<Record<ImportMappingEntry["validationType"], readonly string[]>> = {
  STRING: ["text", "gender", "country", "nationality"],
  DATE: ["date"],
  BOOLEAN: ["boolean"],
  NUMBER: ["number"],
};

/** Formats that need settings of their own (a pattern, the columns joined): offered only to an entry that has them already. */
const needsSettings = (format: string) => FORMAT_NEEDS_PATTERN.has(format) || format === "concat";

export interface FormatChoice {
  value: string;
  label: string;
}

export interface MappingRow {
  field: string;
  label: string;
  /** The column the university's file names it by. */
  column: string;
  format: string;
  setupLevel: SetupLevel;
  formats: FormatChoice[];
}

export interface MappingGroup {
  group: string;
  rows: MappingRow[];
}

/** The formats an entry may be read with: those of its kind of value, and always the one it has. */
export function formatChoices(area: ImportFieldMappingArea, entry: ImportMappingEntry): FormatChoice[] {
  const kinds = KINDS_FOR[entry.validationType] ?? [];
  return Object.entries(area.formats)
    .filter(([key, format]) => key === entry.format || (kinds.includes(format.kind) && !needsSettings(key)))
    .map(([key, format]) => ({ value: key, label: format.label }));
}

/** The table: the entries by group, in the order the groups first come in the mapping. */
export function mappingTable(area: ImportFieldMappingArea): MappingGroup[] {
  const groups = new Map<string, MappingRow[]>();
  for (const entry of Object.values(area.entries)) {
    const group = entry.group ?? "";
    const rows = groups.get(group) ?? [];
    rows.push({ field: entry.field, label: entry.label ?? entry.field, column: entry.universityField || entry.field, format: entry.format, setupLevel: entry.setupLevel, formats: formatChoices(area, entry) });
    groups.set(group, rows);
  }
  return [...groups].map(([group, rows]) => ({ group, rows }));
}

/** A row as the form sends it. */
export interface RowInput {
  column: string;
  format: string;
  setupLevel: string;
}

/** What is wrong with a row's answer: which of its inputs, and the catalogue key of the words (with the field's label). */
export interface RowProblem {
  input: "column" | "format" | "setupLevel";
  messageKey: string;
}

/** The longest column name a file's header may use. */
const MAX_COLUMN = 200;
// eslint-disable-next-line no-control-regex -- a column name is one line of printable text
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The entry after a row's edit, or what to put right. */
export function editedEntry(area: ImportFieldMappingArea, field: string, input: RowInput): { entry: ImportMappingEntry } | { problems: RowProblem[] } {
  const entry = area.entries[field];
  const problems: RowProblem[] = [];
  const column = input.column.trim();
  if (!column) problems.push({ input: "column", messageKey: "config.importFields.columnRequired" });
  else if (column.length > MAX_COLUMN || CONTROL.test(column)) problems.push({ input: "column", messageKey: "config.importFields.columnInvalid" });
  if (!formatChoices(area, entry).some((choice) => choice.value === input.format)) problems.push({ input: "format", messageKey: "config.importFields.formatInvalid" });
  if (!(SETUP_LEVELS as readonly string[]).includes(input.setupLevel)) problems.push({ input: "setupLevel", messageKey: "config.importFields.setupLevelInvalid" });
  if (problems.length) return { problems };
  return { entry: { ...entry, universityField: column, format: input.format, setupLevel: input.setupLevel as SetupLevel } };
}
