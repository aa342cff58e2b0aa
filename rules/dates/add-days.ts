// "N days after" (decision 0025): the one helper the app uses, over date-fns. A day (YYYY-MM-DD)
// moves by calendar days; an instant (an expiry) by N periods of 24 hours, which is the same
// thing in UTC, where instants are kept. Pure: the caller gives the day or the instant.
import { addDays as addCalendarDays, addHours, format, isValid, parseISO } from "date-fns";

// The day of a YYYY-MM-DD value, or of an ISO date-time's date part (as its text reads).
const DAY = /^\d{4}-\d{2}-\d{2}(?=$|T)/;

/** The day `days` calendar days after `day` (before it when negative), as YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  const text = DAY.exec(day)?.[0];
  // Local midnight of that day: date-fns steps calendar days in local time, so daylight saving never moves the date.
  const date = text ? parseISO(text) : null;
  if (!date || !isValid(date)) throw new TypeError(`not a date: ${JSON.stringify(day)}`);
  return format(addCalendarDays(date, days), "yyyy-MM-dd");
}

/** The instant `days` whole 24-hour days after `at`: when something given for N days runs out. */
export function addDaysToInstant(at: Date, days: number): Date {
  return addHours(at, 24 * days);
}
