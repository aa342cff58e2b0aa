// Calendar arithmetic on YYYY-MM-DD strings for the reminders.
import { formatDate, fromDayNumber, parseDay, toDayNumber } from "../operations/calendar";

export function addDaysToDate(date: string, days: number): string {
  const day = parseDay(date);
  if (!day) throw new TypeError(`not a date: ${JSON.stringify(date)}`);
  return formatDate(fromDayNumber(toDayNumber(day) + days));
}
