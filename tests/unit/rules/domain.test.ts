// Domain rules: offer status changes, requirement updates, sponsorship arithmetic, CAS tracker
// and TB test exemption. "Today" is pinned.
import { describe, expect, it } from "vitest";
import {
  DOMAIN_MESSAGE_KEYS,
  casTracker,
  percentOf,
  reviewingProgress,
  sponsorshipTotals,
  tbTestOutcome,
  validateOfferStatusChange,
  validateRequirementUpdate,
} from "../../../rules";

const TODAY = "2025-03-16";

describe("offer status change (000 §4, 001 §4-§5)", () => {
  it("requires a status", () => {
    expect(validateOfferStatusChange({})).toEqual([{ path: "status", key: "offerStatus.status.required", params: {} }]);
    expect(validateOfferStatusChange({ status: " " })).toEqual([{ path: "status", key: "offerStatus.status.required", params: {} }]);
    expect(validateOfferStatusChange({ status: "Pending" })).toEqual([{ path: "status", key: "offerStatus.status.invalid", params: { status: "Pending" } }]);
  });

  it("requires conditions for Conditional and Unconditional", () => {
    for (const status of ["Conditional", "Unconditional"]) {
      expect(validateOfferStatusChange({ status })).toEqual([{ path: "conditions", key: "offerStatus.conditions.required", params: { status } }]);
      expect(validateOfferStatusChange({ status, conditions: ["", "  "] })).toHaveLength(1);
      expect(validateOfferStatusChange({ status, conditions: ["IELTS 6.5 overall"] })).toEqual([]);
    }
  });

  it("requires a status reason for Withdrawn and Rejected", () => {
    for (const status of ["Withdrawn", "Rejected"]) {
      expect(validateOfferStatusChange({ status })).toEqual([{ path: "statusReason", key: "offerStatus.statusReason.required", params: { status } }]);
      expect(validateOfferStatusChange({ status, statusReason: "CourseFull" })).toEqual([]);
    }
    expect(validateOfferStatusChange({ status: "Rejected", statusReason: "Because" })).toEqual([
      { path: "statusReason", key: "offerStatus.statusReason.invalid", params: { statusReason: "Because" } },
    ]);
  });

  it("needs nothing else for the other statuses", () => {
    for (const status of ["Applied", "Draft", "Completed"]) expect(validateOfferStatusChange({ status })).toEqual([]);
  });

  it("has the spec's wording for the catalogue", () => {
    const text = (key: string) => DOMAIN_MESSAGE_KEYS.find((m) => m.key === key)?.text;
    expect(text("offerStatus.conditions.required")).toBe("Status {status} requires conditions");
    expect(text("offerStatus.statusReason.required")).toBe("Status {status} requires status reason");
    expect(new Set(DOMAIN_MESSAGE_KEYS.map((m) => m.key)).size).toBe(DOMAIN_MESSAGE_KEYS.length);
  });
});

describe("requirement update (000 §4)", () => {
  it("requires conditionText for Condition", () => {
    expect(validateRequirementUpdate({ status: "Condition" })).toEqual([{ path: "conditionText", key: "requirement.conditionText.required", params: {} }]);
    expect(validateRequirementUpdate({ status: "Condition", conditionText: "Provide final transcript" })).toEqual([]);
  });

  it("requires a note for Exempt", () => {
    expect(validateRequirementUpdate({ status: "Exempt", noteText: "" })).toEqual([{ path: "noteText", key: "requirement.note.exemptReason", params: {} }]);
    expect(validateRequirementUpdate({ status: "Exempt", noteText: "Previous UK degree" })).toEqual([]);
  });

  it("requires a note to move a requirement off Condition", () => {
    expect(validateRequirementUpdate({ status: "Satisfied" }, "Condition")).toEqual([
      { path: "noteText", key: "requirement.note.resetCondition", params: { status: "Satisfied" } },
    ]);
    expect(validateRequirementUpdate({ status: "Satisfied", noteText: "Received" }, "Condition")).toEqual([]);
    expect(validateRequirementUpdate({ status: "Satisfied" }, "Assess")).toEqual([]);
    expect(validateRequirementUpdate({ status: "Condition", conditionText: "x" }, "Condition")).toEqual([]);
  });

  it("requires a known status", () => {
    expect(validateRequirementUpdate({})).toEqual([{ path: "status", key: "requirement.status.required", params: {} }]);
    expect(validateRequirementUpdate({ status: "Done" })[0].key).toBe("requirement.status.invalid");
  });
});

describe("sponsorship arithmetic (002 §5.10)", () => {
  it("converts Full, Percentage (rounded down) and Amount, and keeps the remaining fee", () => {
    const totals = sponsorshipTotals(1_500_000, [
      { scholarshipName: "Merit", courseFundType: "Percentage", courseFundPercentage: 33 },
      { scholarshipName: "Employer", courseFundType: "Amount", courseFundAmount: 200_000 },
    ]);
    expect(totals.lines).toEqual([
      { name: "Merit", type: "Percentage", amount: 495_000 },
      { name: "Employer", type: "Amount", amount: 200_000 },
    ]);
    expect(totals).toMatchObject({ total: 695_000, remaining: 805_000 });
    expect(percentOf(999, 33)).toBe(329); // 329.67 rounded down
    expect(sponsorshipTotals(999_99, [{ courseFundType: "Percentage", courseFundPercentage: 12.5 }]).total).toBe(12_499); // 12 499.875
  });

  it("never lets the remaining fee go below zero", () => {
    expect(sponsorshipTotals(10_000, [{ courseFundType: "Full" }, { courseFundType: "Amount", courseFundAmount: 5 }])).toMatchObject({ total: 10_005, remaining: 0 });
  });

  it("ignores a 'University Scholarship' of zero, but not one with an amount", () => {
    const zero = sponsorshipTotals(10_000, [{ scholarshipName: "University Scholarship", courseFundType: "Amount", courseFundAmount: 0 }]);
    expect(zero).toEqual({ lines: [], total: 0, remaining: 10_000 });
    expect(sponsorshipTotals(10_000, [{ scholarshipName: "University Scholarship", courseFundAmount: null }]).lines).toEqual([]);
    expect(sponsorshipTotals(10_000, [{ scholarshipName: "University Scholarship", courseFundAmount: 2_500 }]).remaining).toBe(7_500);
    expect(sponsorshipTotals(10_000, [{ scholarshipName: "Other Scholarship", courseFundAmount: 0 }]).lines).toHaveLength(1);
  });

  it("counts invalid amounts and percentages as zero and holds percentages to 0..100", () => {
    expect(sponsorshipTotals(10_000, [{ courseFundType: "Amount", courseFundAmount: -50 }]).total).toBe(0);
    expect(sponsorshipTotals(10_000, [{ courseFundType: "Percentage", courseFundPercentage: 150 }]).total).toBe(10_000);
    expect(sponsorshipTotals(Number.NaN, [{ courseFundType: "Full" }])).toEqual({ lines: [{ name: "", type: "Full", amount: 0 }], total: 0, remaining: 0 });
  });
});

describe("CAS tracker (002 §4.4)", () => {
  const complete = { isTasksComplete: true, tasksCompleteAt: "2025-03-16T09:00:00Z" };

  it("is hidden until tasks are complete, and for closed-off statuses", () => {
    expect(casTracker({ isTasksComplete: false }, TODAY)).toEqual({ step: 0, label: "hidden", progress: null });
    for (const status of ["Visa Issued", "Visa Refused", "Deferred", "Closed Lost", "visaRefused"]) {
      expect(casTracker({ ...complete, cas_status: status }, TODAY).step).toBe(0);
    }
  });

  it("is issued at 100 when the CAS is issued", () => {
    expect(casTracker({ ...complete, cas_status: "CAS Issued", readyForCASUpdatedAt: "2025-03-01" }, TODAY)).toEqual({ step: 4, label: "issued", progress: 100 });
  });

  it("is processing from 69 to 96 over 15 days", () => {
    expect(casTracker({ ...complete, cas_status: "Ready for CAS", readyForCASUpdatedAt: TODAY }, TODAY)).toEqual({ step: 3, label: "processing", progress: 69 });
    expect(casTracker({ ...complete, readyForCASUpdatedAt: "2025-03-06" }, TODAY).progress).toBe(87); // 69 + 27 * 10/15
    expect(casTracker({ ...complete, cas_status: "Draft CAS", readyForCASUpdatedAt: "2025-01-01" }, TODAY).progress).toBe(96);
    expect(casTracker({ ...complete, cas_status: "Draft CAS", casStatusUpdatedAt: "2025-03-13" }, TODAY).progress).toBe(74); // no ready time: status time
    expect(casTracker({ ...complete, cas_status: "Draft CAS" }, TODAY).progress).toBe(69);
  });

  it("is reviewing from 61 down to 25 on a logarithmic curve over 15 days", () => {
    expect(casTracker(complete, TODAY)).toEqual({ step: 2, label: "reviewing", progress: 61 });
    expect([0, 1, 3, 7, 15, 40].map(reviewingProgress)).toEqual([61, 52, 43, 34, 25, 25]);
    expect(casTracker({ ...complete, tasksCompleteAt: "2025-03-09" }, TODAY).progress).toBe(34);
    // A reopened checklist counts from its first completion.
    expect(casTracker({ ...complete, tasksCompleteAtBeforeReopening: "2025-03-01" }, TODAY).progress).toBe(25);
    // A completion time in the future counts as today.
    expect(casTracker({ ...complete, tasksCompleteAt: "2025-04-01" }, TODAY).progress).toBe(61);
  });

  it("is request received at 25 when the completion time is unknown", () => {
    expect(casTracker({ isTasksComplete: true }, TODAY)).toEqual({ step: 1, label: "requestReceived", progress: 25 });
  });
});

describe("TB test exemption (002 §5.6)", () => {
  it("exempts a returning UK resident not away more than 2 years", () => {
    expect(tbTestOutcome({ isReturningUKResident: true, awayFromUKMoreThan2Yrs: false })).toEqual({ required: false, messageKey: "tbTest.notRequired" });
    expect(tbTestOutcome({ isReturningUKResident: "Yes", awayFromUKMoreThan2Yrs: "No" }).required).toBe(false);
    expect(tbTestOutcome({ isReturningUKResident: true, awayFromUKMoreThan2Yrs: true }).required).toBe(true);
  });

  it("exempts someone who lived in an exempt country and was not away more than 6 months", () => {
    expect(tbTestOutcome({ hasLivedInExemptCountry: true, hasStayedInExemptCountry: false }).required).toBe(false);
    expect(tbTestOutcome({ hasLivedInExemptCountry: true, hasStayedInExemptCountry: true })).toEqual({ required: true, messageKey: null });
    expect(tbTestOutcome({ hasLivedInExemptCountry: false, hasStayedInExemptCountry: false }).required).toBe(true);
  });

  it("requires the test when questions are unanswered", () => {
    expect(tbTestOutcome({}).required).toBe(true);
    expect(tbTestOutcome({ isReturningUKResident: true }).required).toBe(true);
    expect(tbTestOutcome({ isReturningUKResident: "maybe", awayFromUKMoreThan2Yrs: "No" }).required).toBe(true);
  });
});
