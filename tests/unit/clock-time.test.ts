// Times as students read them (issue 40 item 13; decision 0068): the GOV.UK clock ("2:05pm"), on
// the university's clock with its time zone named, summer time included.
import { describe, expect, it } from "vitest";
import { clockTime, universityDateTimeWithZone } from "../../server/time";
import { preparedConfig } from "../../server/cli/config-source";

describe("a time shown to a student", () => {
  it("reads as the GOV.UK clock", () => {
    expect(["00:05", "09:30", "12:00", "14:05", "23:59"].map(clockTime)).toEqual(["12:05am", "9:30am", "12:00pm", "2:05pm", "11:59pm"]);
    // Not a time: left as it is, never a made-up one.
    expect(["25:00", "noon", ""].map(clockTime)).toEqual(["25:00", "noon", ""]);
  });

  it("names the university's time zone, on its clock in winter and in summer", async () => {
    const config = await preparedConfig("northbridge");
    expect(universityDateTimeWithZone("2026-11-22T10:30:00Z", config)).toBe("22 Nov 2026, 10:30am (UK time)");
    expect(universityDateTimeWithZone("2026-07-01T13:15:00Z", config)).toBe("1 Jul 2026, 2:15pm (UK time)");
  });
});
