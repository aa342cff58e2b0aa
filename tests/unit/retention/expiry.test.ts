// The retention periods (issue 42 items 1 and 2; decision 0050): what expires on a pinned day,
// what a hold keeps, and a sponsored-student period below the legal floor refused at validate.
import { describe, expect, it } from "vitest";
import { checkConfiguration } from "../../../rules";
import { expiredRecords, expiresOn, heldPeopleOn } from "../../../rules/retention/expiry";
import { eventBeforeFilter, eventDayOf } from "../../../rules/retention/record-events";
import type { RetentionRule } from "../../../schemas/generated/tenant-config";
import { composedConfigs } from "../../../server/cli/config-source";

const yearAfterSponsorship: RetentionRule = { keepDays: 365, from: "sponsorshipEnd", then: "anonymise", source: "Home Office" };
const thirtyDays: RetentionRule = { keepDays: 30, from: "created", then: "delete", source: "UK GDPR" };

describe("which records have expired", () => {
  it("keeps a record through its last day and expires it the day after", () => {
    expect(expiresOn(thirtyDays, "2026-01-01")).toBe("2026-02-01");
    const candidates = [{ id: "a", eventDay: "2026-01-01T10:00:00.000Z", personId: "p1" }];
    expect(expiredRecords(thirtyDays, candidates, "2026-01-31", new Set())).toEqual([]);
    expect(expiredRecords(thirtyDays, candidates, "2026-02-01", new Set())).toEqual([
      { id: "a", action: "delete", expiredOn: "2026-02-01", reason: { keepDays: 30, from: "created", eventDay: "2026-01-01" } },
    ]);
  });

  it("keeps a sponsored student's record for the sponsorship and a year after, and while the sponsorship runs", () => {
    const candidates = [
      { id: "ended", eventDay: "2025-06-30", personId: "p1" },
      { id: "running", eventDay: null, personId: "p2" },
      { id: "recent", eventDay: "2026-01-31", personId: "p3" },
    ];
    expect(expiredRecords(yearAfterSponsorship, candidates, "2026-07-01", new Set()).map((expiry) => [expiry.id, expiry.action, expiry.expiredOn])).toEqual([["ended", "anonymise", "2026-07-01"]]);
    expect(expiredRecords(yearAfterSponsorship, candidates, "2026-06-30", new Set())).toEqual([]);
  });

  it("never expires a held person's record until the hold is released", () => {
    const candidates = [{ id: "a", eventDay: "2020-01-01", personId: "held" }, { id: "b", eventDay: "2020-01-01", personId: "free" }];
    const held = heldPeopleOn([{ personId: "held" }, { personId: "free", releasedAt: "2025-01-01T00:00:00.000Z" }]);
    expect(expiredRecords(thirtyDays, candidates, "2026-01-01", held).map((expiry) => expiry.id)).toEqual(["b"]);
    expect(expiredRecords(thirtyDays, candidates, "2026-01-01", heldPeopleOn([])).map((expiry) => expiry.id)).toEqual(["a", "b"]);
  });
});

describe("the retention configuration", () => {
  it("publishes the platform's defaults", async () => {
    const [{ config }] = await composedConfigs("northbridge");
    expect(checkConfiguration(config)).toEqual([]);
  });

  it("refuses sponsored students' records kept less than a year after the sponsorship, naming the field and why", async () => {
    const [{ config }] = await composedConfigs("northbridge");
    const draft = structuredClone(config) as { retention: { kinds: Record<string, RetentionRule> } };
    draft.retention.kinds.casStudents = { ...draft.retention.kinds.casStudents, keepDays: 200 };
    expect(checkConfiguration(draft)).toEqual([
      {
        location: "retention.kinds.casStudents.keepDays",
        problem: "Keep sponsored students' records and documents for at least 365 days after the sponsorship ends (200 is too short): the Home Office sponsor guidance requires them for the sponsorship and one year after",
      },
    ]);
    draft.retention.kinds.casStudents = { ...draft.retention.kinds.casStudents, keepDays: 400, from: "created" };
    expect(checkConfiguration(draft).map((problem) => problem.location)).toEqual(["retention.kinds.casStudents.endedByStages", "retention.kinds.casStudents.from"]);
  });

  it("takes the stages that end a sponsorship from the university's own CAS stages, and refuses one it does not have", async () => {
    const [{ config }] = await composedConfigs("northbridge");
    const draft = structuredClone(config) as { retention: { kinds: Record<string, RetentionRule> }; "cas-stages": { stages: Record<string, unknown> } };
    draft["cas-stages"].stages["Closed Duplicate"] = { value: "Closed Duplicate", label: "Closed (duplicate)", order: 999 };
    draft.retention.kinds.casStudents = { ...draft.retention.kinds.casStudents, endedByStages: ["Visa Refused", "Closed Duplicate", "Closed Lsot"] };
    expect(checkConfiguration(draft)).toEqual([{ location: "retention.kinds.casStudents.endedByStages[2]", problem: '"Closed Lsot" is not one of the university\'s CAS stages' }]);
    draft.retention.kinds.messages = { ...draft.retention.kinds.messages, endedByStages: ["Visa Refused"] };
    expect(checkConfiguration(draft).map((problem) => problem.location)).toContain("retention.kinds.messages.endedByStages");
  });
});

describe("when a sponsorship ended", () => {
  const rule = { endedByStages: ["Visa Refused", "Closed Duplicate"] };
  it("is the recorded end date, else the day the student left, else the day a stage the university names as ending it was set", () => {
    expect(eventDayOf("casStudents", { sponsorshipEndDate: "2027-06-30", stage: "Visa Refused", stageUpdatedAt: "2027-01-02T10:00:00Z" }, rule)).toBe("2027-06-30");
    expect(eventDayOf("casStudents", { stage: "Closed Duplicate", stageUpdatedAt: "2027-01-02T10:00:00Z" }, rule)).toBe("2027-01-02T10:00:00Z");
    expect(eventDayOf("casStudents", { stage: "Closed Lost", stageUpdatedAt: "2027-01-02T10:00:00Z" }, rule)).toBeNull();
    // A student who completed the course or withdrew: the day they left (the enrolment form's date).
    expect(eventDayOf("casStudents", { stage: "Visa Issued", arrivalStatus: "Completed", leftDate: "2028-07-15" }, rule)).toBe("2028-07-15");
    expect(eventDayOf("casStudents", { stage: "Visa Issued", arrivalStatus: "Enrolled" }, rule)).toBeNull();
    expect(eventBeforeFilter("casStudents", "2029-08-01", rule)).toMatchObject({ $or: expect.arrayContaining([{ sponsorshipEndDate: { $exists: false }, leftDate: { $lt: "2029-08-01" } }]) });
    expect(eventBeforeFilter("casStudents", "2027-02-01", rule)).toMatchObject({ $or: expect.arrayContaining([expect.objectContaining({ stage: { $in: ["Visa Refused", "Closed Duplicate"] } })]) });
  });
});
