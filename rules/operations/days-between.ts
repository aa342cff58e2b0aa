// days-between: [from, to] -> whole days from `from` to `to` (negative when `to` is earlier),
// or null for invalid input. Date-times count as their date.
import { daysBetween, parseDay } from "./calendar";

export function daysBetweenDates(from: unknown, to: unknown): number | null {
  const a = parseDay(from);
  const b = parseDay(to);
  return a && b ? daysBetween(a, b) : null;
}

export const daysBetweenOperations = { "days-between": daysBetweenDates };
