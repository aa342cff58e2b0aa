// date-before / date-after / date-on-or-before / date-on-or-after: [a, b].
// Dates compare by day; when either side is a year-month (`YYYY-MM`) both compare by month.
// A date-time counts as its date. Anything that is not a date gives false.
import { parsePeriod, type Period } from "./calendar";

/** Negative, zero or positive like a comparator; null when either side is not a date. */
export function comparePeriods(a: unknown, b: unknown): number | null {
  const x = parsePeriod(a);
  const y = parsePeriod(b);
  if (!x || !y) return null;
  const byMonth = x.day === undefined || y.day === undefined;
  return key(x, byMonth) - key(y, byMonth);
}

function key(p: Period, byMonth: boolean): number {
  return (p.year * 12 + p.month) * 32 + (byMonth ? 0 : (p.day ?? 0));
}

const compareWith =
  (accept: (c: number) => boolean) =>
  (a: unknown, b: unknown): boolean => {
    const c = comparePeriods(a, b);
    return c !== null && accept(c);
  };

export const dateCompareOperations = {
  "date-before": compareWith((c) => c < 0),
  "date-after": compareWith((c) => c > 0),
  "date-on-or-before": compareWith((c) => c <= 0),
  "date-on-or-after": compareWith((c) => c >= 0),
};
