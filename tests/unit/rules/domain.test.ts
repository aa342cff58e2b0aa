// Domain rules: sponsorship arithmetic and the CAS tracker. "Today" is pinned.
import { describe, expect, it } from "vitest";
import {
  casTracker,
  percentOf,
  reviewingProgress,
  sponsorshipTotals,
} from "../../../rules";

const TODAY = "2025-03-16";

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

  it("says a wait is normal once the reviewing bar has gone back, and not before (issue 40 item 13)", () => {
    expect(casTracker(complete, TODAY).waitIsNormal).toBeUndefined();
    expect(casTracker({ ...complete, tasksCompleteAt: "2025-03-15" }, TODAY)).toEqual({ step: 2, label: "reviewing", progress: 52, waitIsNormal: true });
    expect(casTracker({ ...complete, tasksCompleteAt: "2025-01-01" }, TODAY)).toMatchObject({ progress: 25, waitIsNormal: true });
    // The other steps only move forward: nothing to explain.
    expect(casTracker({ ...complete, cas_status: "Draft CAS", readyForCASUpdatedAt: "2025-03-06" }, TODAY).waitIsNormal).toBeUndefined();
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
