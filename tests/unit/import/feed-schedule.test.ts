// A feed's schedule and file names in words (issue 39; decision 0061): every choice the form
// offers makes a cron expression node-cron accepts and reads back as the same words; one the
// words cannot say stays as typed; an example file name makes a pattern matching names like it.
import cron from "node-cron";
import { describe, expect, it } from "vitest";
import { cronOf, exampleProblem, patternFromExample, wordsOfCron, type ScheduleWords } from "../../../rules/import/feed-schedule";
import { configuredPattern } from "../../../rules/patterns/configured-pattern";

describe("a feed's schedule in words", () => {
  const cases: Array<[ScheduleWords, string]> = [
    [{ every: "minutes", minutes: 15 }, "*/15 * * * *"],
    [{ every: "minutes", minutes: 5 }, "*/5 * * * *"],
    [{ every: "hour" }, "0 * * * *"],
    [{ every: "day", time: "07:05" }, "5 7 * * *"],
    [{ every: "weekday", time: "06:30" }, "30 6 * * 1-5"],
    [{ every: "week", day: "0", time: "23:59" }, "59 23 * * 0"],
  ];
  it.each(cases)("writes %j as %s, which node-cron accepts and reads back as the same words", (words, expression) => {
    expect(cronOf(words)).toBe(expression);
    expect(cron.validate(expression)).toBe(true);
    expect(wordsOfCron(expression)).toEqual(words);
  });

  it("reads a time typed without a leading zero or with a dot", () => {
    expect(cronOf({ every: "weekday", time: "6:30" })).toBe("30 6 * * 1-5");
    expect(cronOf({ every: "day", time: "18.45" })).toBe("45 18 * * *");
  });

  it("says nothing for words that say too little", () => {
    expect(cronOf({ every: "day" })).toBeNull();
    expect(cronOf({ every: "day", time: "25:00" })).toBeNull();
    expect(cronOf({ every: "minutes", minutes: 7 })).toBeNull();
    expect(cronOf({ every: "week", time: "06:00" })).toBeNull();
  });

  it("keeps a schedule the words cannot say as the cron expression (advanced)", () => {
    for (const expression of ["0 6,18 * * 1-5", "*/7 * * * *", "0 0 1 * *", "30 6 * * 1-6"]) expect(wordsOfCron(expression)).toEqual({ every: "advanced", cron: expression });
    expect(cronOf({ every: "advanced", cron: " 0 6,18 * * 1-5 " })).toBe("0 6,18 * * 1-5");
  });
});

describe("file names by example", () => {
  it("matches names like the example, any digits where it has digits, and nothing else", () => {
    const pattern = patternFromExample("offer-holders-2026-11-22.csv");
    expect(pattern).toBe(String.raw`^offer-holders-\d+-\d+-\d+\.csv$`);
    const regex = configuredPattern(pattern)!;
    expect(regex.test("offer-holders-2026-11-22.csv")).toBe(true);
    expect(regex.test("offer-holders-1-2-3.csv")).toBe(true);
    expect(regex.test("offer-holders-2026-11-22.xlsx")).toBe(false);
    expect(regex.test("offer-holders-2026-11-22Xcsv")).toBe(false);
    expect(regex.test("old/offer-holders-2026-11-22.csv")).toBe(false);
  });

  it("takes the example's other characters literally", () => {
    const regex = configuredPattern(patternFromExample("SITS (export) [v2] 001+a.csv"))!;
    expect(regex.test("SITS (export) [v2] 017+a.csv")).toBe(true);
    expect(regex.test("SITS export v2 017a.csv")).toBe(false);
  });

  it("refuses a folder or a blank name", () => {
    expect(exampleProblem("exports/offer-holders.csv")).toBe("folder");
    expect(exampleProblem("  ")).toBe("blank");
    expect(exampleProblem("offer-holders.csv")).toBeNull();
  });
});
