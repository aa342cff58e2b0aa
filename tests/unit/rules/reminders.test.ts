// Reminder schedules: timelines of the 001 §9 table, and which sends are due for a record.
import { describe, expect, it } from "vitest";
import { ProblemsError, compileReminder, dueReminders, timeline, type ReminderSchedule, type SentReminder } from "../../../rules";
import { DEFAULT_SCHEDULES, byKey } from "./fixtures/default-reminder-schedules";

describe("timeline (001 §9 table)", () => {
  it("welcome: first 7, repeat 7", () => {
    expect(timeline(byKey("welcome"))).toEqual([7, 14, 21, 28, 35, 42, 49, 56]);
  });

  it("student details and the like: first 4, repeat 7 (day 60 included)", () => {
    expect(timeline(byKey("studentDetails"))).toEqual([4, 11, 18, 25, 32, 39, 46, 53, 60]);
  });

  it("passport and deposit: no timing, none: once, on the day of the request", () => {
    expect(timeline(compileReminder(byKey("passport")))).toEqual([0]);
    expect(timeline(compileReminder(byKey("deposit")))).toEqual([0]);
  });

  it("arrival 3: 7, none; arrival 4: 1, none", () => {
    expect(timeline(byKey("arrival3"))).toEqual([7]);
    expect(timeline(byKey("arrival4"))).toEqual([1]);
  });

  it("verify: 2, 4, 8, 13, none", () => {
    expect(timeline(byKey("verify"))).toEqual([2, 4, 8, 13]);
  });

  it("start/continue/submit application: 2, 7, 14, 30, then the fourth repeats every 30 days", () => {
    expect(timeline(byKey("startApplication"))).toEqual([2, 7, 14, 30, 60]);
    expect(timeline(byKey("submitApplication"), 120)).toEqual([2, 7, 14, 30, 60, 90, 120]);
    expect(timeline(byKey("registerInterest"), 120)).toEqual([2, 7, 14, 30]);
    expect(timeline(byKey("updateProgrammeChoices"), 120)).toEqual([2, 7, 14, 30]);
  });

  it("accept your offer: first 2, second 7, repeat every 7 after the second", () => {
    expect(timeline(byKey("acceptOffer"))).toEqual([2, 7, 14, 21, 28, 35, 42, 49, 56]);
  });

  it("respects maxSends and a shorter window", () => {
    expect(timeline({ ...byKey("welcome"), maxSends: 3 })).toEqual([7, 14, 21]);
    expect(timeline(byKey("verify"), 5)).toEqual([2, 4]);
  });

  it("every schedule of the table compiles", () => {
    for (const schedule of DEFAULT_SCHEDULES) expect(compileReminder(schedule).key).toBe(schedule.key);
  });
});

describe("dueReminders", () => {
  const accept = compileReminder({ ...byKey("acceptOffer"), trigger: { "==": [{ var: "offer.applicantStatus" }, null] }, countFrom: "offer.issuedAt", stop: { "==": [{ var: "offer.status" }, "Withdrawn"] } });
  const record = { offer: { issuedAt: "2025-03-01T10:15:00Z", status: "Conditional", applicantStatus: null } };

  it("sends on each scheduled day, once", () => {
    expect(dueReminders([accept], record, [], "2025-03-02")).toEqual([]);
    expect(dueReminders([accept], record, [], "2025-03-03")).toEqual([{ key: "acceptOffer", anchor: "2025-03-01", day: 2, sequence: 1 }]);
    const log: SentReminder[] = [{ key: "acceptOffer", anchor: "2025-03-01", day: 2 }];
    expect(dueReminders([accept], record, log, "2025-03-03")).toEqual([]);
    expect(dueReminders([accept], record, log, "2025-03-05")).toEqual([]);
    expect(dueReminders([accept], record, log, "2025-03-08")).toEqual([{ key: "acceptOffer", anchor: "2025-03-01", day: 7, sequence: 2 }]);
    log.push({ key: "acceptOffer", anchor: "2025-03-01", day: 7 });
    expect(dueReminders([accept], record, log, "2025-03-15")).toEqual([{ key: "acceptOffer", anchor: "2025-03-01", day: 14, sequence: 3 }]);
  });

  it("sends only the latest missed day, and nothing long past", () => {
    expect(dueReminders([accept], record, [], "2025-03-10")).toEqual([{ key: "acceptOffer", anchor: "2025-03-01", day: 7, sequence: 2 }]);
    const arrival3 = compileReminder({ ...byKey("arrival3"), trigger: true, countFrom: "arrivedOn" });
    expect(dueReminders([arrival3], { arrivedOn: "2025-01-01" }, [], "2025-01-15")).toEqual([{ key: "arrival3", anchor: "2025-01-01", day: 7, sequence: 1 }]);
    expect(dueReminders([arrival3], { arrivedOn: "2025-01-01" }, [], "2025-01-16")).toEqual([]);
    expect(dueReminders([arrival3], { arrivedOn: "2025-01-01" }, [], "2025-01-16", { graceDays: 30 })).toHaveLength(1);
  });

  it("sends nothing when the trigger is false or the stop condition holds", () => {
    expect(dueReminders([accept], { offer: { ...record.offer, applicantStatus: "Accepted" } }, [], "2025-03-03")).toEqual([]);
    expect(dueReminders([accept], { offer: { ...record.offer, status: "Withdrawn" } }, [], "2025-03-03")).toEqual([]);
  });

  it("starts afresh when the countFrom date changes", () => {
    const log: SentReminder[] = [{ key: "acceptOffer", anchor: "2025-03-01", day: 2 }];
    const reissued = { offer: { ...record.offer, issuedAt: "2025-04-01" } };
    expect(dueReminders([accept], reissued, log, "2025-04-03")).toEqual([{ key: "acceptOffer", anchor: "2025-04-01", day: 2, sequence: 1 }]);
  });

  it("stops at maxSends", () => {
    const capped = compileReminder({ ...byKey("welcome"), trigger: true, countFrom: "createdAt", maxSends: 2 });
    const log: SentReminder[] = [
      { key: "welcome", anchor: "2025-01-01", day: 7 },
      { key: "welcome", anchor: "2025-01-01", day: 14 },
    ];
    expect(dueReminders([capped], { createdAt: "2025-01-01" }, log, "2025-01-22")).toEqual([]);
    expect(dueReminders([capped], { createdAt: "2025-01-01" }, log.slice(0, 1), "2025-01-15")).toEqual([{ key: "welcome", anchor: "2025-01-01", day: 14, sequence: 2 }]);
  });

  it("sends a 'no timing' schedule once on the first sweep after its moment, and skips records without a valid date", () => {
    const passport = compileReminder({ ...byKey("passport"), trigger: true, countFrom: "triggeredAt" });
    expect(dueReminders([passport], { triggeredAt: "2025-01-01T15:00:00Z" }, [], "2025-01-01")).toEqual([{ key: "passport", anchor: "2025-01-01", day: 0, sequence: 1 }]);
    expect(dueReminders([passport], { triggeredAt: "2025-01-01" }, [{ key: "passport", anchor: "2025-01-01", day: 0 }], "2025-01-02")).toEqual([]);
    expect(dueReminders([passport], { triggeredAt: "2024-12-01" }, [], "2025-01-09")).toEqual([]);
    const welcome = compileReminder({ ...byKey("welcome"), trigger: true });
    expect(dueReminders([welcome], { triggeredAt: "not a date" }, [], "2025-01-09")).toEqual([]);
    expect(dueReminders([welcome], {}, [], "2025-01-09")).toEqual([]);
    expect(() => dueReminders([welcome], {}, [], "tomorrow")).toThrow(TypeError);
  });
});

describe("compileReminder", () => {
  it("reports every problem of a schedule", () => {
    const bad = { key: "x", trigger: { nope: [] }, countFrom: "a..b", offsets: [7, 2, -1], repeatEvery: 0, maxSends: 1.5 } as ReminderSchedule;
    try {
      compileReminder(bad);
      expect.unreachable();
    } catch (error) {
      expect((error as ProblemsError).problems).toEqual([
        { location: "reminders.x.offsets", problem: "offsets must be a list of whole days (0 or more)" },
        { location: "reminders.x.repeatEvery", problem: "repeatEvery must be a whole number of days above 0" },
        { location: "reminders.x.maxSends", problem: "maxSends must be a whole number above 0" },
        { location: "reminders.x.countFrom", problem: 'path "a..b" has an empty segment' },
        { location: "reminders.x.trigger", problem: 'unknown operation "nope"' },
      ]);
    }
    expect(() => compileReminder({ key: "y", trigger: true, countFrom: "d", offsets: [] , repeatEvery: 7 })).toThrow(/cannot repeat/);
    expect(() => compileReminder({ key: "z", trigger: true, countFrom: "d", offsets: [7, 7] })).toThrow(/must increase/);
  });
});
