// Text operations: text-length (code points), is-blank, sentence-count.
import { describe, expect, it } from "vitest";
import { evaluate } from "../../../rules";

describe("text-length", () => {
  it("counts characters as code points", () => {
    expect(evaluate({ "text-length": ["abc"] })).toBe(3);
    expect(evaluate({ "text-length": ["😀😀"] })).toBe(2);
    expect(evaluate({ "text-length": ["Zoë"] })).toBe(3);
    expect(evaluate({ "text-length": [""] })).toBe(0);
    expect(evaluate({ "text-length": [3.75] })).toBe(4);
  });

  it("treats absent values as empty and other values as invalid", () => {
    expect(evaluate({ "text-length": [{ var: "missing" }] }, {})).toBe(0);
    expect(evaluate({ "text-length": [{ var: "o" }] }, { o: { a: 1 } })).toBeNull();
    expect(evaluate({ "text-length": [{ var: "l" }] }, { l: [1, 2] })).toBeNull();
  });

  it("expresses the grade-length rule of the form format", () => {
    const tooLong = { and: [{ "==": [{ var: "item.gradeSystem" }, "GPA4"] }, { ">": [{ "text-length": [{ var: "item.grade" }] }, 7] }] };
    expect(evaluate(tooLong, { item: { gradeSystem: "GPA4", grade: "3.9/4.0" } })).toBe(false);
    expect(evaluate(tooLong, { item: { gradeSystem: "GPA4", grade: "3.95/4.0" } })).toBe(true);
  });
});

describe("is-blank", () => {
  it("is true for null, undefined, empty and whitespace-only strings and empty arrays", () => {
    for (const blank of [null, undefined, "", "   ", "\t\n", []]) expect(evaluate({ "is-blank": [blank] })).toBe(true);
    expect(evaluate({ "is-blank": [{ var: "nope" }] }, {})).toBe(true);
  });

  it("is false for anything with content", () => {
    for (const filled of ["a", " a ", 0, false, ["x"], { a: 1 }]) {
      expect(evaluate({ "is-blank": [{ var: "v" }] }, { v: filled }), JSON.stringify(filled)).toBe(false);
    }
  });
});

describe("sentence-count", () => {
  it("counts sentences ended by . ! or ?", () => {
    expect(evaluate({ "sentence-count": ["I like it. Really!"] })).toBe(2);
    expect(evaluate({ "sentence-count": ["One. Two? Three!"] })).toBe(3);
    expect(evaluate({ "sentence-count": ["No final stop"] })).toBe(1);
    expect(evaluate({ "sentence-count": ["Wait... what?!"] })).toBe(2);
  });

  it("does not split inside numbers and ignores stray punctuation", () => {
    expect(evaluate({ "sentence-count": ["I studied 3.5 years in the U.K. and loved it."] })).toBe(2);
    expect(evaluate({ "sentence-count": ["Version 2.0 was better."] })).toBe(1);
    expect(evaluate({ "sentence-count": [" . ! "] })).toBe(0);
    expect(evaluate({ "sentence-count": [""] })).toBe(0);
    expect(evaluate({ "sentence-count": [null] })).toBe(0);
    expect(evaluate({ "sentence-count": [7] })).toBeNull();
  });

  it("supports the 'at most 2 sentences' rule of 002 §5.2", () => {
    const tooMany = { ">": [{ "sentence-count": [{ var: "record.whyUK" }] }, 2] };
    expect(evaluate(tooMany, { record: { whyUK: "Great universities. Good career prospects." } })).toBe(false);
    expect(evaluate(tooMany, { record: { whyUK: "Great universities. Good career prospects. Family here." } })).toBe(true);
  });
});
