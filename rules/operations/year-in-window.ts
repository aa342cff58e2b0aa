// year-in-window: [dateOrYear, today] -> the year lies between year(today) - 130 and
// year(today) + 50 inclusive (000 §5 "Dates of year-month kind", 002 §5.4).
// dateOrYear may be a date, a year-month, a 4-digit year string or an integer year.
import { parseDay, parsePeriod } from "./calendar";

export const YEARS_BACK = 130;
export const YEARS_AHEAD = 50;

function yearOf(value: unknown): number | null {
  if (typeof value === "number") return Number.isInteger(value) ? value : null;
  if (typeof value === "string" && /^\d{4}$/.test(value)) return Number(value);
  return parsePeriod(value)?.year ?? null;
}

export function yearInWindow(value: unknown, today: unknown): boolean {
  const year = yearOf(value);
  const now = parseDay(today);
  if (year === null || !now) return false;
  return year >= now.year - YEARS_BACK && year <= now.year + YEARS_AHEAD;
}

export const yearInWindowOperations = { "year-in-window": yearInWindow };
