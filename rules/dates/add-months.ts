// "One calendar month after" (a subject-access request's due date, decision 0039): the same day
// of the month after, or that month's last day when it has no such day (31 January -> 28 or 29
// February), as the ICO counts a month. Pure: the caller gives the day.
import { addMonths as addCalendarMonths, format, isValid, parseISO } from "date-fns";

const DAY = /^\d{4}-\d{2}-\d{2}(?=$|T)/;

/** The day `months` calendar months after `day`, as YYYY-MM-DD. */
export function addMonths(day: string, months: number): string {
  const text = DAY.exec(day)?.[0];
  const date = text ? parseISO(text) : null;
  if (!date || !isValid(date)) throw new TypeError(`not a date: ${JSON.stringify(day)}`);
  return format(addCalendarMonths(date, months), "yyyy-MM-dd");
}
