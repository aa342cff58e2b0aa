// A change entry's diff (decision 0019): old -> new by path in the stored record, down to the
// leaves so the history can name each field, the store's own fields left out, at most 50 paths.
import { describe, expect, it } from "vitest";
import { MAX_DIFF, recordDiff } from "../../../server/records/change-entries";

describe("a record's diff", () => {
  it("lists each changed value by its path, and nothing that did not change", () => {
    const before = { _id: "s1", _version: 3, tenant: "north", stage: "Post-Deposit", tags: ["Priority"], sections: { enrolment: { arrivalStatus: "Not arrived", notes: "x" } } };
    const after = { ...before, _version: 4, stage: "Ready for CAS", tags: ["Priority", "Scholarship"], sections: { enrolment: { arrivalStatus: "Arrived", notes: "x" } } };
    expect(recordDiff(before, after)).toEqual([
      { path: "stage", from: "Post-Deposit", to: "Ready for CAS" },
      { path: "tags", from: ["Priority"], to: ["Priority", "Scholarship"] },
      { path: "sections.enrolment.arrivalStatus", from: "Not arrived", to: "Arrived" },
    ]);
  });

  it("lists an object that appears or goes field by field, never as a stored object", () => {
    expect(recordDiff({ _id: "s1" }, { _id: "s1", risk: { fundingRisk: ["Funds held for less than 28 days"], docsRisk: [] }, funders: [{ bank: "A" }] })).toEqual([
      { path: "risk.fundingRisk", from: null, to: ["Funds held for less than 28 days"] },
      { path: "risk.docsRisk", from: null, to: [] },
      { path: "funders.0.bank", from: null, to: "A" },
    ]);
    expect(recordDiff({ _id: "s1", review: { status: "APPROVED" } }, { _id: "s1" })).toEqual([{ path: "review.status", from: "APPROVED", to: null }]);
  });

  it("names a value that becomes an object, and an insert's every field, at most 50 paths", () => {
    expect(recordDiff({ _id: "s1", address: "12 Marina Road" }, { _id: "s1", address: { line1: "12 Marina Road" } })).toEqual([
      { path: "address", from: "12 Marina Road", to: null },
      { path: "address.line1", from: null, to: "12 Marina Road" },
    ]);
    const wide = Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`field${i}`, i]));
    const diff = recordDiff(null, { _id: "s1", _version: 1, tenant: "north", ...wide });
    expect(diff).toHaveLength(MAX_DIFF);
    expect(diff[0]).toEqual({ path: "field0", from: null, to: 0 });
  });
});
