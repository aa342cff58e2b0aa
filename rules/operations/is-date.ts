// is-date / is-year-month: the value is a real calendar date `YYYY-MM-DD` / a year-month `YYYY-MM`.
import { parseDate, parseYearMonth } from "./calendar";

export const isDateOperations = {
  "is-date": (value: unknown): boolean => parseDate(value) !== null,
  "is-year-month": (value: unknown): boolean => parseYearMonth(value) !== null,
};
