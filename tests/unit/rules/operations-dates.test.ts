// Date operations on ISO dates (YYYY-MM-DD) and year-months (YYYY-MM). "Today" is pinned.
import { describe, expect, it } from "vitest";
import { evaluate } from "../../../rules";
import { fromDayNumber, toDayNumber } from "../../../rules/operations/calendar";

const TODAY = "2025-03-15";

describe("is-date / is-year-month", () => {
  it("accepts only real calendar dates", () => {
    for (const ok of ["2024-02-29", "2023-12-31", "1900-01-01", "2000-02-29"]) expect(evaluate({ "is-date": [ok] }), ok).toBe(true);
    for (const bad of ["2023-02-29", "2023-02-30", "1900-02-29", "2023-13-01", "2023-00-10", "2023-1-5", "2023-01-01T00:00:00Z", "", null, 20230101, "2023-04-31"]) {
      expect(evaluate({ "is-date": [bad] }), String(bad)).toBe(false);
    }
  });

  it("accepts year-months with is-year-month", () => {
    expect(evaluate({ "is-year-month": ["2024-09"] })).toBe(true);
    expect(evaluate({ "is-year-month": ["2024-13"] })).toBe(false);
    expect(evaluate({ "is-year-month": ["2024-09-01"] })).toBe(false);
    expect(evaluate({ "is-date": ["2024-09"] })).toBe(false);
  });
});

describe("date comparisons", () => {
  it("compare dates by day", () => {
    const data = { issue: "2025-03-16", today: TODAY };
    expect(evaluate({ "date-after": [{ var: "issue" }, { var: "today" }] }, data)).toBe(true);
    expect(evaluate({ "date-before": [{ var: "issue" }, { var: "today" }] }, data)).toBe(false);
    expect(evaluate({ "date-on-or-before": [TODAY, TODAY] })).toBe(true);
    expect(evaluate({ "date-on-or-after": [TODAY, TODAY] })).toBe(true);
    expect(evaluate({ "date-before": [TODAY, TODAY] })).toBe(false);
    expect(evaluate({ "date-before": ["2024-12-31", "2025-01-01"] })).toBe(true);
  });

  it("compare by month when either side is a year-month", () => {
    expect(evaluate({ "date-after": ["2025-03", TODAY] })).toBe(false); // same month
    expect(evaluate({ "date-on-or-before": ["2025-03", TODAY] })).toBe(true);
    expect(evaluate({ "date-after": ["2025-04", TODAY] })).toBe(true);
    expect(evaluate({ "date-before": ["2024-12", "2025-01"] })).toBe(true);
  });

  it("count a date-time as its date", () => {
    expect(evaluate({ "date-before": ["2025-03-14T23:59:59Z", TODAY] })).toBe(true);
    expect(evaluate({ "date-before": ["2025-03-15T00:00:01Z", TODAY] })).toBe(false);
  });

  it("give false for anything that is not a date", () => {
    for (const bad of [null, "", "2023-02-30", "soon", 5]) {
      expect(evaluate({ "date-before": [bad, TODAY] })).toBe(false);
      expect(evaluate({ "date-after": [bad, TODAY] })).toBe(false);
      expect(evaluate({ "date-on-or-after": [TODAY, bad] })).toBe(false);
    }
  });
});

describe("date-add", () => {
  it("adds days, months and years", () => {
    expect(evaluate({ "date-add": ["2025-03-15", 20, "days"] })).toBe("2025-04-04");
    expect(evaluate({ "date-add": ["2025-03-15", -15, "days"] })).toBe("2025-02-28");
    expect(evaluate({ "date-add": ["2024-12-31", 1, "days"] })).toBe("2025-01-01");
    expect(evaluate({ "date-add": ["2025-03-15", 6, "months"] })).toBe("2025-09-15");
    expect(evaluate({ "date-add": ["2025-03-15", -13, "years"] })).toBe("2012-03-15");
    expect(evaluate({ "date-add": ["2025-03-15", 10] })).toBe("2025-03-25");
  });

  it("clamps to the month's last day", () => {
    expect(evaluate({ "date-add": ["2024-01-31", 1, "months"] })).toBe("2024-02-29");
    expect(evaluate({ "date-add": ["2025-01-31", 1, "months"] })).toBe("2025-02-28");
    expect(evaluate({ "date-add": ["2024-02-29", 1, "years"] })).toBe("2025-02-28");
    expect(evaluate({ "date-add": ["2025-03-31", -1, "months"] })).toBe("2025-02-28");
  });

  it("adds months and years to a year-month", () => {
    expect(evaluate({ "date-add": ["2025-11", 3, "months"] })).toBe("2026-02");
    expect(evaluate({ "date-add": ["2025-01", -1, "months"] })).toBe("2024-12");
    expect(evaluate({ "date-add": ["2025-01", 5, "days"] })).toBeNull();
  });

  it("gives null for invalid input", () => {
    expect(evaluate({ "date-add": ["2025-02-30", 1, "days"] })).toBeNull();
    expect(evaluate({ "date-add": [TODAY, 1.5, "days"] })).toBeNull();
    expect(evaluate({ "date-add": [TODAY, "1", "days"] })).toBeNull();
    expect(evaluate({ "date-add": [TODAY, 1, "weeks"] })).toBeNull();
    expect(evaluate({ "date-add": ["9999-12-31", 1, "days"] })).toBeNull();
  });
});

describe("age-on", () => {
  it("counts whole years", () => {
    expect(evaluate({ "age-on": ["2000-03-15", TODAY] })).toBe(25);
    expect(evaluate({ "age-on": ["2000-03-16", TODAY] })).toBe(24);
    expect(evaluate({ "age-on": ["2012-03-15", TODAY] })).toBe(13);
    expect(evaluate({ "age-on": [TODAY, TODAY] })).toBe(0);
  });

  it("makes someone born on 29 February a year older on 1 March in other years", () => {
    expect(evaluate({ "age-on": ["2004-02-29", "2025-02-28"] })).toBe(20);
    expect(evaluate({ "age-on": ["2004-02-29", "2025-03-01"] })).toBe(21);
    expect(evaluate({ "age-on": ["2004-02-29", "2024-02-29"] })).toBe(20);
  });

  it("supports the 'older than 13' rule of 000 §5", () => {
    const olderThan13 = { ">": [{ "age-on": [{ var: "dob" }, { var: "today" }] }, 13] };
    expect(evaluate(olderThan13, { dob: "2011-03-14", today: TODAY })).toBe(true);
    expect(evaluate(olderThan13, { dob: "2012-03-14", today: TODAY })).toBe(false);
  });

  it("gives null for invalid input", () => {
    expect(evaluate({ "age-on": ["2000-02-30", TODAY] })).toBeNull();
    expect(evaluate({ "age-on": [null, TODAY] })).toBeNull();
  });
});

describe("year-in-window", () => {
  it("accepts years from 130 back to 50 ahead of today's year, inclusive", () => {
    expect(evaluate({ "year-in-window": ["1895-01", TODAY] })).toBe(true);
    expect(evaluate({ "year-in-window": ["1894-12", TODAY] })).toBe(false);
    expect(evaluate({ "year-in-window": ["2075-12-31", TODAY] })).toBe(true);
    expect(evaluate({ "year-in-window": ["2076-01-01", TODAY] })).toBe(false);
    expect(evaluate({ "year-in-window": [2000, TODAY] })).toBe(true);
    expect(evaluate({ "year-in-window": ["2000", TODAY] })).toBe(true);
  });

  it("gives false for invalid input", () => {
    for (const bad of [null, "20", "2000-13", 2000.5, "abcd"]) expect(evaluate({ "year-in-window": [bad, TODAY] })).toBe(false);
    expect(evaluate({ "year-in-window": [2000, null] })).toBe(false);
  });
});

describe("days-between", () => {
  it("counts whole days, signed", () => {
    expect(evaluate({ "days-between": ["2025-03-01", TODAY] })).toBe(14);
    expect(evaluate({ "days-between": [TODAY, "2025-03-01"] })).toBe(-14);
    expect(evaluate({ "days-between": ["2024-02-28", "2024-03-01"] })).toBe(2);
    expect(evaluate({ "days-between": ["2024-05-01T23:00:00Z", "2024-05-02"] })).toBe(1);
    expect(evaluate({ "days-between": ["x", TODAY] })).toBeNull();
  });

  it("rests on day numbers that agree with the calendar everywhere", () => {
    expect(toDayNumber({ year: 1970, month: 1, day: 1 })).toBe(0);
    for (let n = -800_000; n < 800_000; n += 997) {
      const date = fromDayNumber(n);
      expect(toDayNumber(date)).toBe(n);
      // Date's UTC calendar is a fine oracle in a test (setUTCFullYear takes years below 100 as given).
      expect(new Date(0).setUTCFullYear(date.year, date.month - 1, date.day) / 86_400_000).toBe(n);
    }
  });
});

describe("in-force", () => {
  const rows = [
    { effectiveFrom: "2020-10-05", levels: ["PG", "Research"] },
    { effectiveFrom: "2024-01-01", levels: ["Research"] },
  ];
  it("picks the latest row whose effectiveFrom is on or before the date, in any order", () => {
    expect(evaluate({ "in-force": [{ var: "rows" }, "2024-01-01", "levels"] }, { rows })).toEqual(["Research"]);
    expect(evaluate({ "in-force": [{ var: "rows" }, "2023-12-31", "levels"] }, { rows })).toEqual(["PG", "Research"]);
    expect(evaluate({ "in-force": [{ var: "rows" }, "2027-09"] }, { rows: [...rows].reverse() })).toEqual(rows[1]);
    expect(evaluate({ "in-force": [{ var: "rows" }, "2023-12", "levels"] }, { rows })).toEqual(["PG", "Research"]);
  });

  it("gives null before the first row, for a date that is not one, or a path that leads nowhere", () => {
    expect(evaluate({ "in-force": [{ var: "rows" }, "2019-01-01", "levels"] }, { rows })).toBeNull();
    expect(evaluate({ "in-force": [{ var: "rows" }, "soon", "levels"] }, { rows })).toBeNull();
    expect(evaluate({ "in-force": [{ var: "rows" }, "2025-01-01", "nothing.here"] }, { rows })).toBeNull();
    expect(evaluate({ "in-force": [null, "2025-01-01"] })).toBeNull();
    expect(evaluate({ "in-force": [{ var: "rows" }, "2025-01-01", "__proto__"] }, { rows })).toBeNull();
  });
});
