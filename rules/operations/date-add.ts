// date-add: [date, n, "days" | "months" | "years"] -> date, or null for invalid input.
// Adding months or years keeps the day where it exists and otherwise uses the month's last day
// (2024-01-31 + 1 month = 2024-02-29). A year-month takes months and years only.
import {
  daysInMonth,
  formatDate,
  formatYearMonth,
  fromDayNumber,
  parseDay,
  parseYearMonth,
  toDayNumber,
} from "./calendar";

const UNITS = new Set<unknown>(["days", "months", "years"]);

function addMonths(year: number, month: number, months: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12 + 12) % 12 + 1 };
}

const inRange = (year: number): boolean => year >= 0 && year <= 9999;

export function dateAdd(value: unknown, amount: unknown, unit: unknown = "days"): string | null {
  if (typeof amount !== "number" || !Number.isInteger(amount) || !UNITS.has(unit)) return null;
  const months = unit === "years" ? amount * 12 : unit === "months" ? amount : null;
  const date = parseDay(value);
  if (date) {
    if (months === null) {
      const result = fromDayNumber(toDayNumber(date) + amount);
      return inRange(result.year) ? formatDate(result) : null;
    }
    const { year, month } = addMonths(date.year, date.month, months);
    if (!inRange(year)) return null;
    return formatDate({ year, month, day: Math.min(date.day, daysInMonth(year, month)) });
  }
  const yearMonth = parseYearMonth(value);
  if (yearMonth && months !== null) {
    const { year, month } = addMonths(yearMonth.year, yearMonth.month, months);
    return inRange(year) ? formatYearMonth(year, month) : null;
  }
  return null;
}

export const dateAddOperations = { "date-add": dateAdd };
