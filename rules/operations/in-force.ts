// in-force: [rows, date, path?] -> of dated rows (objects with `effectiveFrom`, `YYYY-MM-DD`), the
// one in force on `date`: the latest whose effectiveFrom is on or before it. With `path` (dot
// separated), that row's value there. A year-month date compares by month. Null when no row is
// in force, the date is not a date, or the path leads nowhere. For dated rules in settings (the
// Student route's conditions, decision 0810) read by form conditions.
import { comparePeriods } from "./date-compare";
import { isForbiddenPath, readPath, splitPath } from "../jsonlogic/var-path";

export function inForce(rows: unknown, date: unknown, path?: unknown): unknown {
  if (!Array.isArray(rows)) return null;
  let best: Record<string, unknown> | null = null;
  for (const row of rows) {
    if (!row || typeof row !== "object" || Array.isArray(row)) continue;
    const from = (row as Record<string, unknown>).effectiveFrom;
    const order = comparePeriods(from, date);
    if (order === null || order > 0) continue;
    if (!best || (comparePeriods(from, best.effectiveFrom) ?? 0) > 0) best = row as Record<string, unknown>;
  }
  if (!best || path === undefined || path === null || path === "") return best;
  const segments = splitPath(path);
  if (segments === null || isForbiddenPath(segments)) return null;
  return readPath(best, segments, null);
}

export const inForceOperations = { "in-force": inForce };
