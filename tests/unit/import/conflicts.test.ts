// Import conflicts (issue 18 item 5; decision 0825): what an import may overwrite, and settling.
import { describe, expect, it } from "vitest";
import { mergeImported, settleConflict } from "../../../rules/import/conflicts";

describe("merging an imported row into a student", () => {
  it.each([
    ["a new student takes every value", null, { familyName: "A" }, { set: { familyName: "A" }, conflicts: {} }],
    ["an untouched field follows the import", { familyName: "A", importedValues: { familyName: "A" } }, { familyName: "B" }, { set: { familyName: "B" }, conflicts: {} }],
    ["an empty field is filled", { importedValues: {} }, { city: "Leeds" }, { set: { city: "Leeds" }, conflicts: {} }],
    ["a field someone changed waits", { familyName: "Typed", importedValues: { familyName: "A" } }, { familyName: "B" }, { set: {}, conflicts: { familyName: { imported: "B", current: "Typed" } } }],
    ["a value typed before any import waits", { familyName: "Typed", importedValues: {} }, { familyName: "B" }, { set: {}, conflicts: { familyName: { imported: "B", current: "Typed" } } }],
    ["an import that agrees changes nothing", { familyName: "Typed", importedValues: { familyName: "A" } }, { familyName: "Typed" }, { set: {}, conflicts: {} }],
  ])("%s", (_name, existing, incoming, expected) => {
    const merge = mergeImported(existing, incoming);
    expect({ set: merge.set, conflicts: merge.conflicts }).toEqual(expected);
  });
});

describe("settling a conflict", () => {
  const student = { familyName: "Typed", importConflicts: { familyName: { imported: "B", current: "Typed" } } };
  it("keeps the value, noting the imported one as seen", () => {
    expect(settleConflict(student, "familyName", "keep")).toEqual({ set: { "importedValues.familyName": "B" }, unset: ["importConflicts.familyName"] });
  });
  it("takes the imported value", () => {
    expect(settleConflict(student, "familyName", "take")).toEqual({ set: { familyName: "B", "importedValues.familyName": "B" }, unset: ["importConflicts.familyName"] });
  });
  it("does nothing for a field without a conflict", () => {
    expect(settleConflict(student, "givenName", "take")).toBeNull();
  });
});
