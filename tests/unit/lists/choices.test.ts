// How a page receives its lists of choices (app/lib/choices.ts): smaller, and the same once read.
import { describe, expect, it } from "vitest";
import { compactChoices, expandChoices } from "../../../app/lib/choices";

const nationalities = [
  { value: "Afghan", label: "Afghan" },
  { value: "Ålander", label: "Ålander" },
];
const feeStatuses = [
  { value: "HOME", label: "Home (UK)" },
  { value: "EU", label: "EU" },
];

describe("lists of choices sent to a page", () => {
  it("send a list labelled by its values as one text, and read it back", () => {
    expect(compactChoices(nationalities)).toBe("Afghan\nÅlander");
    expect(expandChoices(compactChoices(nationalities))).toEqual(nationalities);
  });

  it("keep a label that differs from its value", () => {
    expect(compactChoices(feeStatuses)).toEqual([{ value: "HOME", label: "Home (UK)" }, "EU"]);
    expect(expandChoices(compactChoices(feeStatuses))).toEqual(feeStatuses);
  });

  it("read an empty list as empty", () => {
    expect(expandChoices(compactChoices([]))).toEqual([]);
  });
});
