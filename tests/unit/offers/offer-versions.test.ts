// Which changes to an issued offer are a new version the applicant must accept again (issue 39;
// decision 0045), and what the applicant is shown meanwhile: pure, on the default configuration.
import { beforeAll, describe, expect, it } from "vitest";
import type { PreparedConfig } from "../../../rules";
import { applicantVersionView, awaitingReacceptance, offerAtVersion, termChanges, versionOutcome } from "../../../rules/offers/offer-versions";
import { defaultConfig } from "../../../server/cli/config-source";

let config: PreparedConfig;
beforeAll(async () => {
  config = await defaultConfig();
});

const who = { actor: "officer-1", at: "2026-11-22T10:00:00.000Z" };
const issued = {
  status: "Conditional",
  applicantStatus: "Accepted",
  courseId: "NBU-101",
  courseName: "BSc Computer Science",
  intakeId: "2027-09",
  courses: [{ fee: 1650000, feeTotal: 1650000 }],
  conditions: [{ requirementId: "CV", requirementText: "CV", status: "Condition", conditionText: "An up-to-date CV" }],
};

describe("an issued offer's versions", () => {
  it("names what changed in the configuration's words, old and new", () => {
    const changed = { ...issued, intakeId: "2028-01", courses: [{ fee: 1725000, feeTotal: 1725000 }], conditions: [{ ...issued.conditions[0], conditionText: "A CV and a reference" }] };
    expect(termChanges(config, issued, changed)).toEqual([
      { label: "Intake", from: "September 2027", to: expect.stringMatching(/2028/) },
      { label: "Tuition fee", from: "£16,500.00", to: "£17,250.00" },
      { label: "Fee after scholarships", from: "£16,500.00", to: "£17,250.00" },
      { label: "Conditions", from: "CV: An up-to-date CV", to: "CV: A CV and a reference" },
    ]);
  });

  it("makes a new version of an accepted offer whose fee changes, the accepted one kept", () => {
    const after = { ...issued, courses: [{ fee: 1725000, feeTotal: 1725000 }] };
    const outcome = versionOutcome(config, issued, after, who)!;
    expect(outcome.version).toEqual({ number: 2, changes: expect.arrayContaining([{ label: "Tuition fee", from: "£16,500.00", to: "£17,250.00" }]) });
    expect(outcome.fields).toMatchObject({ offerVersion: 2, acceptedVersion: 1 });
    const stored = { ...after, ...outcome.fields };
    expect(awaitingReacceptance(stored)).toBe(true);
    // The applicant is shown the version they accepted, with what changed since.
    const { shown, notice } = applicantVersionView(config, stored);
    expect((shown.courses as Array<{ fee: number }>)[0]?.fee).toBe(1650000);
    expect(notice).toMatchObject({ version: 2, accepted: 1 });
    expect((offerAtVersion(stored, 2)?.courses as Array<{ fee: number }>)[0]?.fee).toBe(1725000);
    expect(offerAtVersion(stored, 3)).toBeNull();
  });

  it("is no new version when the offer is withdrawn, or a condition is assessed", () => {
    expect(versionOutcome(config, issued, { ...issued, status: "Withdrawn", statusReason: "EntryCriteriaNotMet" }, who)).toBeNull();
    expect(versionOutcome(config, issued, { ...issued, conditions: [{ ...issued.conditions[0], status: "Satisfied" }] }, who)).toBeNull();
    expect(versionOutcome(config, issued, { ...issued, status: "Unconditional" }, who)).toBeNull();
    // Met: the assessment drops the condition's text (its field shows only for a Condition).
    expect(versionOutcome(config, issued, { ...issued, conditions: [{ requirementId: "CV", requirementText: "CV", status: "Satisfied", noteText: "Current CV received" }] }, who)).toBeNull();
  });

  it("is a new version when a condition is added or its words change", () => {
    const added = [...issued.conditions, { requirementId: "Passport", requirementText: "Passport", status: "Condition", conditionText: "Upload your passport" }];
    expect(versionOutcome(config, issued, { ...issued, conditions: added }, who)?.version?.changes).toEqual([{ label: "Conditions", from: "CV: An up-to-date CV", to: "CV: An up-to-date CV; Passport: Upload your passport" }]);
    const reworded = [{ ...issued.conditions[0], conditionText: "A CV signed by a referee" }];
    expect(versionOutcome(config, issued, { ...issued, conditions: reworded }, who)?.version?.number).toBe(2);
  });

  it("keeps version 1 when the offer is issued, and records which version the applicant accepts", () => {
    const draft = { ...issued, status: "Draft", applicantStatus: undefined };
    const first = versionOutcome(config, draft, { ...draft, status: "Conditional" }, who)!;
    expect(first.fields).toMatchObject({ offerVersion: 1, versions: [{ number: 1, by: "officer-1", at: who.at, changes: [] }] });
    const open = { ...draft, status: "Conditional", ...first.fields };
    expect(versionOutcome(config, open, { ...open, applicantStatus: "Accepted" }, who)).toEqual({ fields: { acceptedVersion: 1 } });
  });
});
