// Sending reminders, the pure parts (issue 19; decision 0830): claim keys, quiet hours on the
// university's clock across both daylight-saving changes, the daily limit, the retry waits, the
// sweep's store filter, and the email made from a template.
import { describe, expect, it } from "vitest";
import { claimKey, inQuietHours, reminderFilter, retryDelayMinutes, withinDailyLimit } from "../../../rules/reminders/delivery";
import { renderReminderEmail } from "../../../rules/reminders/render-email";
import { compileReminder } from "../../../rules/reminders/compile-reminder";
import { defaultConfig } from "../../../server/cli/config-source";
import { minutesOfDayIn } from "../../../server/time";

const QUIET = { from: "21:00", to: "08:00" };
const quietAt = (iso: string) => inQuietHours(minutesOfDayIn(new Date(iso), "Europe/London"), QUIET);

describe("claim keys", () => {
  const parts = { tenant: "northbridge", key: "welcome", recordId: "r1", anchor: "2026-11-22", day: 7 };
  it("are the same for the same send and differ in each part", () => {
    expect(claimKey(parts)).toBe(claimKey({ ...parts }));
    const others = [{ tenant: "pennine" }, { key: "verify" }, { recordId: "r2" }, { anchor: "2026-11-23" }, { day: 14 }].map((change) => claimKey({ ...parts, ...change }));
    expect(new Set([claimKey(parts), ...others]).size).toBe(6);
  });
  it("cannot be confused by a separator inside a part", () => {
    expect(claimKey({ ...parts, recordId: "a:b", anchor: "c" })).not.toBe(claimKey({ ...parts, recordId: "a", anchor: "b:c" }));
  });
});

describe("quiet hours (21:00 to 08:00, Europe/London)", () => {
  it.each([
    ["2027-01-15T20:59:00Z", false],
    ["2027-01-15T21:00:00Z", true],
    ["2027-01-16T07:59:00Z", true],
    ["2027-01-16T08:00:00Z", false],
    // British Summer Time: the university's 08:00 is 07:00 UTC.
    ["2027-07-15T07:00:00Z", false],
    ["2027-07-15T06:59:00Z", true],
    ["2027-07-15T20:00:00Z", true],
    // The spring change (28 March 2027, 01:00 UTC): 07:30 UTC is 07:30 the day before, 08:30 that day.
    ["2027-03-27T07:30:00Z", true],
    ["2027-03-28T07:30:00Z", false],
    // The autumn change (31 October 2027, 01:00 UTC): 07:30 UTC is 08:30 the day before, 07:30 that day.
    ["2027-10-30T07:30:00Z", false],
    ["2027-10-31T07:30:00Z", true],
  ])("at %s quiet is %s", (at, quiet) => {
    expect(quietAt(at)).toBe(quiet);
  });

  it("can be within a day, and is absent or empty when not configured", () => {
    expect(inQuietHours(12 * 60, { from: "12:00", to: "14:00" })).toBe(true);
    expect(inQuietHours(14 * 60, { from: "12:00", to: "14:00" })).toBe(false);
    expect(inQuietHours(3 * 60, undefined)).toBe(false);
    expect(inQuietHours(3 * 60, { from: "09:00", to: "09:00" })).toBe(false);
  });
});

describe("the daily limit and retries", () => {
  it("lets a person have up to the limit a day, or any number without one", () => {
    expect(withinDailyLimit(2, 3)).toBe(true);
    expect(withinDailyLimit(3, 3)).toBe(false);
    expect(withinDailyLimit(50, undefined)).toBe(true);
  });
  it("waits longer after each failure, repeating the last wait, and stops after the last attempt", () => {
    const retry = { maxAttempts: 5, backoffMinutes: [1, 5, 30] as [number, ...number[]] };
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelayMinutes(retry, attempts))).toEqual([1, 5, 30, 30, null]);
  });
});

describe("the sweep's store filter", () => {
  const base = { collection: "students" as const, trigger: { "!!": [{ var: "invitedAt" }] }, countFrom: "invitedAt" };
  it("bounds a schedule that stops to the days a send can fall on (grace included)", () => {
    const verify = compileReminder({ ...base, key: "verify", offsets: [2, 4, 8, 13] });
    const filter = reminderFilter(verify, "2026-12-01", 7) as { $and: unknown[] };
    expect(filter.$and[1]).toEqual({ invitedAt: { $lt: "2026-11-30", $gte: "2026-11-11" } });
  });
  it("leaves a schedule that repeats for ever open to the past", () => {
    const welcome = compileReminder({ ...base, key: "welcome", offsets: [7], repeatEvery: 7 });
    const filter = reminderFilter(welcome, "2026-12-01", 7) as { $and: unknown[] };
    expect(filter.$and[1]).toEqual({ invitedAt: { $lt: "2026-11-25" } });
  });
  it("leaves to the evaluation the conditions on fields the store does not hold (a student's task statuses)", () => {
    const documents = compileReminder({ ...base, key: "documents", trigger: { and: [{ "!!": [{ var: "invitedAt" }] }, { "==": [{ var: "tasks.checklist" }, "Complete"] }] }, offsets: [4] });
    const filter = reminderFilter(documents, "2026-12-01", 0, ["tasks"]) as { $and: unknown[] };
    expect(JSON.stringify(filter)).not.toContain("tasks");
    expect(filter.$and).toHaveLength(2);
  });

  it("still finds candidates when a trigger cannot be a store query: by their dates alone", () => {
    const custom = compileReminder({ ...base, key: "custom", trigger: { some: [{ var: "offers" }, { "==": [{ var: "status" }, "Firm"] }] }, offsets: [1] });
    expect(reminderFilter(custom, "2026-12-01", 0)).toEqual({ invitedAt: { $lt: "2026-12-01", $gte: "2026-11-30" } });
  });
});

describe("the email", () => {
  it("fills the template from the university's messages, links from PUBLIC_URL and escapes the HTML part", async () => {
    const config = await defaultConfig();
    const template = config.areas.reminderDelivery.templates.welcome;
    const email = renderReminderEmail(config, template, {}, { givenName: "Ada <b>", familyName: "Lovelace" }, "https://cas.example.ac.uk");
    expect(email.subject).toContain("Invitation to start the CAS checklist");
    expect(email.text).toContain("Dear Ada <b>,");
    expect(email.text).toContain("https://cas.example.ac.uk/checklist");
    expect(email.html).toContain("Dear Ada &lt;b&gt;,");
    expect(email.html).toContain('<a href="https://cas.example.ac.uk/checklist">https://cas.example.ac.uk/checklist</a>');
    expect(email.html).not.toContain("<b>");
  });
});
