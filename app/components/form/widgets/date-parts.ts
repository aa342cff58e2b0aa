// The pure logic of the day / month / year boxes (000 §5, 002 §5.4): digits only, day and month
// up to 2 digits, year up to 4, day and month zero-padded on leaving a box, a short year expanded.

export type DatePart = "day" | "month" | "year";

export const MAX_DIGITS: Record<DatePart, number> = { day: 2, month: 2, year: 4 };

/** What a box keeps of what was typed: digits only, at most its length. */
export function keepDigits(input: string, part: DatePart): string {
  return input.replace(/\D/g, "").slice(0, MAX_DIGITS[part]);
}

/** Day and month become two digits when the box is left ("7" -> "07"); "0" and "" stay as they are. */
export function padOnLeave(value: string, part: DatePart): string {
  if (part === "year" || value.length !== 1 || value === "0") return value;
  return `0${value}`;
}

/**
 * A one- or two-digit year becomes a full year when the box is left: 20yy when that is at most
 * 20 years ahead of the current year, else 19yy ("98" -> 1998, "05" -> 2005 in 2026).
 */
export function expandYear(value: string, currentYear: number): string {
  if (value.length === 0 || value.length > 2) return value;
  const twoDigits = Number(value);
  const in2000s = 2000 + twoDigits;
  return String(in2000s <= currentYear + 20 ? in2000s : 1900 + twoDigits);
}

export { joinDate, splitDate, joinYearMonth, splitYearMonth, type DateParts } from "../../../../rules/forms/answer-parts";
