// is-date / is-year-month: the value is a real calendar date `YYYY-MM-DD` / a year-month `YYYY-MM`.
import { dayKey, parseYearMonth } from "./calendar";

export const isDateOperations = {
  "is-date": (value: unknown): boolean => typeof value === "string" && value.length === 10 && dayKey(value) >= 0,
  "is-year-month": (value: unknown): boolean => parseYearMonth(value) !== null,
};
