// A subject-access request's dates (UK GDPR Art. 12(3); decision 0039): answered within one
// calendar month of receipt; overdue once that day has passed unreleased. Pure: "today" is given.
import { isValid, parseISO } from "date-fns";
import { addMonths } from "../dates/add-months";

/** The day the answer is due: one calendar month after the day the request was received. */
export function subjectAccessDue(receivedOn: string): string {
  return addMonths(receivedOn, 1);
}

export function isOverdue(request: { dueOn: string; releasedAt?: string }, today: string): boolean {
  return !request.releasedAt && request.dueOn < today;
}

export type ReceivedDateProblem = "missing" | "future";

/** The received day from a GOV.UK date input's three fields, or why it cannot be taken. */
export function receivedDay(parts: { day: string; month: string; year: string }, today: string): { day: string } | { problem: ReceivedDateProblem } {
  const [day, month, year] = [parts.day, parts.month, parts.year].map((part) => part.trim());
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return { problem: "missing" };
  const text = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  const date = parseISO(text);
  // parseISO rolls nothing over, but an impossible day (31 April) gives an invalid date or another day.
  if (!isValid(date) || date.getDate() !== Number(day)) return { problem: "missing" };
  if (text > today) return { problem: "future" };
  return { day: text };
}
