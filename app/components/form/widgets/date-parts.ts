// The pure logic of the day / month / year boxes (000 §5, 002 §5.4): digits only, day and month
// up to 2 digits, year up to 4, day and month zero-padded on leaving a box. A short year is not
// expanded: the rules ask for 4 numbers (issue 13 item 7, decision 0410).

export type DatePart = "day" | "month" | "year";

export const MAX_DIGITS: Record<DatePart, number> = { day: 2, month: 2, year: 4 };

/** What a box keeps of what was typed: digits only, at most its length. */
export function keepDigits(input: string, part: DatePart): string {
  return input.replace(/\D/g, "").slice(0, MAX_DIGITS[part]);
}

/** Day and month become two digits when the box is left ("7" -> "07"); "0" and "" stay as they are. */
export function padOnLeave(value: string, part: DatePart): string {
  return part === "year" ? value : padDayOrMonth(value);
}

import { padDayOrMonth } from "../../../../rules/forms/answer-parts";

export { joinDate, splitDate, joinYearMonth, splitYearMonth, type DateParts } from "../../../../rules/forms/answer-parts";
