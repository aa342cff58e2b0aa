// Insights arithmetic with worked cases (issue 22; decision 0832): percentages, conversions,
// the thresholds in force on a day, how a rate stands, and the assessment window.
import { describe, expect, it } from "vitest";
import { conversions, medianOfCounts, percentage, standing, thresholdsOn, windowStart } from "../../../rules/insights/rates";

describe("rates", () => {
  it("are percentages to one decimal place, and none of nothing", () => {
    expect(percentage(1, 3)).toBe(33.3);
    expect(percentage(2, 3)).toBe(66.7);
    expect(percentage(7, 70)).toBe(10);
    expect(percentage(0, 0)).toBeNull();
  });

  it("convert each funnel step from the one before", () => {
    expect(conversions([200, 150, 60, 0, 0])).toEqual([null, 75, 40, 0, null]);
  });
});

describe("the thresholds in force", () => {
  const entries = [
    { from: "2014-11-01", source: "old", limits: { refusal: 10 } },
    { from: "2027-01-01", source: "new", limits: { refusal: 5 } },
  ];
  it("are the latest entry applying from that day or before", () => {
    expect(thresholdsOn(entries, "2026-12-31")?.source).toBe("old");
    expect(thresholdsOn(entries, "2027-01-01")?.source).toBe("new");
    expect(thresholdsOn(entries, "2010-01-01")).toBeNull();
  });
});

describe("a rate against its threshold (margin 2 points)", () => {
  it.each([
    [9.9, 10, "atMost", "near"],
    [7.9, 10, "atMost", "meets"],
    [8, 10, "atMost", "near"],
    [10, 10, "atMost", "fails"],
    [12.5, 10, "atMost", "fails"],
    [90, 90, "atLeast", "near"],
    [92.1, 90, "atLeast", "meets"],
    [89.9, 90, "atLeast", "fails"],
    [null, 90, "atLeast", "noData"],
  ] as const)("%s%% against %s%% (%s) %s", (rate, limit, direction, expected) => {
    expect(standing(rate, limit, direction, 2)).toBe(expected);
  });
});

describe("the assessment window", () => {
  it("starts the same day the given months before, at a shorter month's end when needed", () => {
    expect(windowStart("2026-11-22", 12)).toBe("2025-11-22");
    expect(windowStart("2026-03-31", 1)).toBe("2026-02-28");
    expect(windowStart("2028-03-31", 1)).toBe("2028-02-29");
    expect(windowStart("2026-01-15", 3)).toBe("2025-10-15");
  });
});

describe("a median of day counts from their distribution", () => {
  it("is the middle value, or the mean of the two middle ones, and none of nothing", () => {
    expect(medianOfCounts([{ value: 10, count: 1 }, { value: 3, count: 1 }, { value: 7, count: 1 }])).toBe(7);
    expect(medianOfCounts([{ value: 3, count: 2 }, { value: 9, count: 2 }])).toBe(6);
    expect(medianOfCounts([{ value: 5, count: 3 }, { value: 40, count: 1 }, { value: null, count: 8 }])).toBe(5);
    expect(medianOfCounts([{ value: null, count: 4 }])).toBeNull();
  });
});
