// "N days after" (decision 0025): calendar days on a day, 24-hour days on an instant, whatever the
// machine's time zone and its daylight saving.
import { afterEach, describe, expect, it } from "vitest";
import { addDays, addDaysToInstant } from "../../../rules/dates/add-days";

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe("addDays", () => {
  it.each([
    ["2026-11-22", 7, "2026-11-29"],
    ["2026-11-22", -22, "2026-10-31"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2027-02-28", 1, "2027-03-01"],
    ["2026-11-22", 0, "2026-11-22"],
    ["2026-11-22T23:30:00.000Z", 1, "2026-11-23"],
    ["0099-12-31", 1, "0100-01-01"],
  ])("%s + %i days is %s", (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });

  it.each(["Europe/London", "America/Santiago", "America/New_York", "Pacific/Auckland"])("counts calendar days across daylight saving in %s", (timeZone) => {
    process.env.TZ = timeZone;
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(addDays("2026-09-05", 1)).toBe("2026-09-06");
    expect(addDays("2026-10-24", 2)).toBe("2026-10-26");
    expect(addDays("2026-04-06", -3)).toBe("2026-04-03");
  });

  it.each(["", "22/11/2026", "2026-02-30", "2026-11-22x"])("refuses %j, which is not a day", (day) => {
    expect(() => addDays(day, 1)).toThrow(TypeError);
  });
});

describe("addDaysToInstant", () => {
  it("is whole 24-hour days, across daylight saving too", () => {
    process.env.TZ = "Europe/London";
    expect(addDaysToInstant(new Date("2026-03-25T09:15:00.000Z"), 7).toISOString()).toBe("2026-04-01T09:15:00.000Z");
    expect(addDaysToInstant(new Date("2026-11-22T09:00:00.000Z"), -1).toISOString()).toBe("2026-11-21T09:00:00.000Z");
  });
});
