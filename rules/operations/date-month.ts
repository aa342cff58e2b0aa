// date-month: [date] -> the month (1-12) of an ISO date, date-time or year-month, null otherwise.
// "The course starts in September" of any year (issue 38 item 3) is `{"in": [{"date-month":
// [start]}, [9]]}`, where one year's dates would need changing every year.
import { parseDay, parseYearMonth } from "./calendar";

export function monthOf(value: unknown): number | null {
  return parseDay(value)?.month ?? parseYearMonth(value)?.month ?? null;
}

export const dateMonthOperations = { "date-month": monthOf };
