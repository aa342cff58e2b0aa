// When an import meets a value someone changed (issue 18 item 5; decision 0825): a field is
// overwritten only while it still holds what the last import put there (or nothing); otherwise
// the imported value waits beside it as a conflict for staff to settle. Nothing a person typed is
// silently overwritten. Pure.
import type { PreparedConfig } from "../config/prepared-config";

export interface ImportConflict {
  imported: unknown;
  current: unknown;
}

export interface ImportMerge {
  /** Fields to write. */
  set: Record<string, unknown>;
  /** What the import has now put in each field (the baseline for the next import). */
  importedValues: Record<string, unknown>;
  /** Fields whose imported value waits for staff, with the value that stays meanwhile. */
  conflicts: Record<string, ImportConflict>;
}

/** Equal as stored values (a missing value is null). */
export const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const objectOf = (value: unknown): Record<string, unknown> => (value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

export function mergeImported(existing: Record<string, unknown> | null, incoming: Readonly<Record<string, unknown>>): ImportMerge {
  if (!existing) return { set: { ...incoming }, importedValues: { ...incoming }, conflicts: {} };
  const last = objectOf(existing.importedValues);
  const importedValues = { ...last };
  const conflicts: Record<string, ImportConflict> = {};
  const set: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(incoming)) {
    const current = existing[field];
    if (same(current, value)) {
      importedValues[field] = value;
    } else if (current === undefined || current === null || (Object.hasOwn(last, field) && same(current, last[field]))) {
      set[field] = value;
      importedValues[field] = value;
    } else {
      conflicts[field] = { imported: value, current };
    }
  }
  return { set, importedValues, conflicts };
}

export type ConflictChoice = "keep" | "take";

/** Settling one conflict: keep the value that stands (the import's value is noted as seen) or take the imported one. */
export function settleConflict(existing: Record<string, unknown>, field: string, choice: ConflictChoice): { set: Record<string, unknown>; unset: string[] } | null {
  const conflict = objectOf(existing.importConflicts)[field] as ImportConflict | undefined;
  if (!conflict) return null;
  const importedValue = { [`importedValues.${field}`]: conflict.imported };
  return choice === "take" ? { set: { [field]: conflict.imported, ...importedValue }, unset: [`importConflicts.${field}`] } : { set: importedValue, unset: [`importConflicts.${field}`] };
}

export interface ConflictView {
  field: string;
  /** The question's label in the import record form, else the university's column name. */
  label: string;
  current: string;
  imported: string;
}

const shown = (value: unknown) => (value === undefined || value === null ? "" : typeof value === "boolean" ? (value ? "Yes" : "No") : String(value));

/** A student's standing import conflicts, named as the university knows the fields. */
export function importConflictsOf(config: PreparedConfig, student: Record<string, unknown>): ConflictView[] {
  const area = config.document["import-field-mapping"];
  const fields = config.form(area.recordForm).definition.fields ?? {};
  return Object.entries(objectOf(student.importConflicts)).map(([field, value]) => {
    const conflict = objectOf(value);
    const label = fields[field]?.label;
    const column = Object.values(area.entries).find((entry) => entry.target === field)?.universityField;
    return { field, label: typeof label === "string" ? label : (column ?? field), current: shown(conflict.current), imported: shown(conflict.imported) };
  });
}
