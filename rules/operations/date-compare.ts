// date-before / date-after / date-on-or-before / date-on-or-after: [a, b].
// Dates compare by day; when either side is a year-month (`YYYY-MM`) both compare by month.
// A date-time counts as its date. Anything that is not a date gives false.
import { dayKey, monthKey } from "./calendar";

/** Negative, zero or positive like a comparator; null when either side is not a date. */
export function comparePeriods(a: unknown, b: unknown): number | null {
  const x = dayKey(a);
  const y = dayKey(b);
  if (x >= 0 && y >= 0) return x - y;
  const mx = monthKey(a);
  const my = monthKey(b);
  return mx >= 0 && my >= 0 ? mx - my : null;
}

// Four plain functions rather than one higher-order one: each call site stays monomorphic.
export const dateCompareOperations = {
  "date-before": (a: unknown, b: unknown): boolean => {
    const c = comparePeriods(a, b);
    return c !== null && c < 0;
  },
  "date-after": (a: unknown, b: unknown): boolean => {
    const c = comparePeriods(a, b);
    return c !== null && c > 0;
  },
  "date-on-or-before": (a: unknown, b: unknown): boolean => {
    const c = comparePeriods(a, b);
    return c !== null && c <= 0;
  },
  "date-on-or-after": (a: unknown, b: unknown): boolean => {
    const c = comparePeriods(a, b);
    return c !== null && c >= 0;
  },
};
