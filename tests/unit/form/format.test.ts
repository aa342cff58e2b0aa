import { expect, it } from "vitest";
import { format, isValid, parseISO } from "date-fns";
import { formatDate, formatNumber, formatPounds } from "../../../app/lib/format";

it("shows dates as D MMM YYYY and money in whole pounds", () => {
  expect(formatDate("2026-11-02")).toBe("2 Nov 2026");
  expect(formatDate("2026-11-22T10:00:00.000Z")).toBe("22 Nov 2026");
  expect(formatDate("not a date")).toBe("not a date");
  expect(formatPounds(16500)).toBe("£16,500");
  expect(formatPounds(null)).toBe("");
});

it("words every calendar date as date-fns does, and leaves dates that do not exist as they are", () => {
  const asDateFns = (value: string) => {
    const date = parseISO(value);
    return isValid(date) ? format(date, "d MMM yyyy") : value;
  };
  const day = 86_400_000;
  for (let at = Date.UTC(2023, 0, 1); at <= Date.UTC(2028, 11, 31); at += day) {
    const value = new Date(at).toISOString().slice(0, 10);
    expect(formatDate(value)).toBe(asDateFns(value));
  }
  for (const value of ["2026-02-29", "2028-02-29", "2026-02-30", "2026-13-01", "2026-00-10", "2026-04-31", "2026-01-00", "0999-01-01"]) {
    expect(formatDate(value)).toBe(asDateFns(value));
  }
  expect(formatDate("2026-02-30")).toBe("2026-02-30");
  expect(formatDate("2028-02-29")).toBe("29 Feb 2028");
  expect(formatDate("2026-09-05")).toBe("5 Sep 2026");
});

it("writes numbers as toLocaleString en-GB does", () => {
  for (const value of [0, 7, 1234, 100009, 1234567.891, -42]) expect(formatNumber(value)).toBe(value.toLocaleString("en-GB"));
  expect(formatNumber(100009)).toBe("100,009");
});
