// year-in-window: [dateOrYear, today] -> the year lies between year(today) - 130 and
// year(today) + 50 inclusive (000 §5 "Dates of year-month kind", 002 §5.4).
// dateOrYear may be a date, a year-month, a 4-digit year string or an integer year.
import { dayKey, monthKey } from "./calendar";

export const YEARS_BACK = 130;
export const YEARS_AHEAD = 50;

function yearOf(value: unknown): number | null {
  if (typeof value === "number") return Number.isInteger(value) ? value : null;
  if (typeof value === "string" && value.length === 4) return /^\d{4}$/.test(value) ? Number(value) : null;
  const month = monthKey(value);
  return month < 0 ? null : Math.floor(month / 12);
}

export function yearInWindow(value: unknown, today: unknown): boolean {
  const year = yearOf(value);
  const now = dayKey(today);
  if (year === null || now < 0) return false;
  const thisYear = Math.floor(now / 372);
  return year >= thisYear - YEARS_BACK && year <= thisYear + YEARS_AHEAD;
}

export const yearInWindowOperations = { "year-in-window": yearInWindow };
