// Insights arithmetic (issue 22; decision 0832): percentages, the funnel's conversion between
// steps, the thresholds in force on a day, and how a rate stands against its threshold.
import type { ComplianceThresholds } from "../types";

/** A percentage to one decimal place, or null when there is nothing to take it of. */
export function percentage(count: number, of: number): number | null {
  if (of <= 0) return null;
  return Math.round((count / of) * 1000) / 10;
}

/** Each step's share of the step before it (the first has none). */
export function conversions(counts: readonly number[]): Array<number | null> {
  return counts.map((count, i) => (i === 0 ? null : percentage(count, counts[i - 1])));
}

/** The thresholds in force on a day: the latest entry applying from that day or before, or null. */
export function thresholdsOn(entries: readonly ComplianceThresholds[], day: string): ComplianceThresholds | null {
  let found: ComplianceThresholds | null = null;
  for (const entry of entries) if (entry.from <= day && (!found || entry.from > found.from)) found = entry;
  return found;
}

export type Standing = "meets" | "near" | "fails" | "noData";

/**
 * How a rate stands: failing when on the wrong side of its limit (a maximum must be stayed
 * under, a minimum reached), near when within the margin of it, otherwise meeting it.
 */
export function standing(rate: number | null, limit: number, direction: "atMost" | "atLeast", marginPoints: number): Standing {
  if (rate === null) return "noData";
  const headroom = direction === "atMost" ? limit - rate : rate - limit;
  if (direction === "atMost" ? headroom <= 0 : headroom < 0) return "fails";
  return headroom <= marginPoints ? "near" : "meets";
}

/** The first day of the assessment window ending on `today` (the same day `months` earlier, clamped to the month's end). */
export function windowStart(today: string, months: number): string {
  const [year, month, day] = today.split("-").map(Number);
  const total = year * 12 + (month - 1) - months;
  const startYear = Math.floor(total / 12);
  const startMonth = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(startYear, startMonth, 0)).getUTCDate();
  return `${startYear}-${String(startMonth).padStart(2, "0")}-${String(Math.min(day, lastDay)).padStart(2, "0")}`;
}

/** The median of whole-day values given as counts of each value (a store's countBy), or null with none. */
export function medianOfCounts(groups: ReadonlyArray<{ value: unknown; count: number }>): number | null {
  const values = groups.filter((group) => typeof group.value === "number" && Number.isFinite(group.value)).sort((a, b) => (a.value as number) - (b.value as number));
  const total = values.reduce((sum, group) => sum + group.count, 0);
  if (total === 0) return null;
  const at = (position: number): number => {
    let seen = 0;
    for (const group of values) {
      seen += group.count;
      if (position < seen) return group.value as number;
    }
    return values[values.length - 1].value as number;
  };
  return total % 2 === 1 ? at((total - 1) / 2) : (at(total / 2 - 1) + at(total / 2)) / 2;
}
