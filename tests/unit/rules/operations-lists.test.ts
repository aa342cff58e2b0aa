// List and number operations: sum, count, unique-by, round-down, format-number.
import { describe, expect, it } from "vitest";
import { evaluate } from "../../../rules";

describe("sum", () => {
  it("adds numbers, or a property of each item", () => {
    expect(evaluate({ sum: [[1, 2, 3.5]] })).toBe(6.5);
    expect(evaluate({ sum: [{ var: "hecos" }, "percentage"] }, { hecos: [{ percentage: 60 }, { percentage: 40 }] })).toBe(100);
  });

  it("ignores what is not a number and treats absent lists as empty", () => {
    expect(evaluate({ sum: [{ var: "l" }] }, { l: [1, "2", null, {}, 3] })).toBe(4);
    expect(evaluate({ sum: [{ var: "l" }, "a"] }, { l: [{ a: 1 }, { b: 2 }, null, { a: "3" }] })).toBe(1);
    expect(evaluate({ sum: [{ var: "none" }] }, {})).toBe(0);
    expect(evaluate({ sum: ["12"] })).toBeNull();
  });

  it("expresses the HECoS 'sum to 100' rule of 001 §5", () => {
    const fails = { "!=": [{ sum: [{ var: "record.hecos" }, "percentage"] }, 100] };
    expect(evaluate(fails, { record: { hecos: [{ percentage: 50 }, { percentage: 50 }] } })).toBe(false);
    expect(evaluate(fails, { record: { hecos: [{ percentage: 50 }, { percentage: 40 }] } })).toBe(true);
  });
});

describe("count", () => {
  it("counts items", () => {
    expect(evaluate({ count: [[1, 2, 3]] })).toBe(3);
    expect(evaluate({ count: [{ var: "x" }] }, {})).toBe(0);
    expect(evaluate({ count: ["abc"] })).toBeNull();
  });
});

describe("unique-by", () => {
  const choices = (...rows: Array<[string, string, string]>) => rows.map(([intakeId, courseId, mode]) => ({ intakeId, courseId, mode }));

  it("is false when two items share a combination (duplicate programme choices)", () => {
    const rule = { "unique-by": [{ var: "choices" }, ["intakeId", "courseId", "mode"]] };
    expect(evaluate(rule, { choices: choices(["2025-09", "C1", "Full-time"], ["2025-09", "C1", "Part-time"]) })).toBe(true);
    expect(evaluate(rule, { choices: choices(["2025-09", "C1", "Full-time"], ["2025-09", "C1", "Full-time"]) })).toBe(false);
  });

  it("takes one property as a string, or compares whole items", () => {
    // (Items come from data: a one-key object literal in a rule would be an operation.)
    const data = { l: [{ code: "a" }, { code: "a", x: 1 }] };
    expect(evaluate({ "unique-by": [{ var: "l" }, "code"] }, data)).toBe(false);
    expect(evaluate({ "unique-by": [{ var: "l" }] }, data)).toBe(true);
    expect(evaluate({ "unique-by": [[1, 2, 1]] })).toBe(false);
  });

  it("treats a missing property as null and does not confuse values across properties", () => {
    const rule = { "unique-by": [{ var: "l" }, ["a", "b"]] };
    expect(evaluate(rule, { l: [{ a: "x" }, { a: "x", b: null }] })).toBe(false);
    expect(evaluate(rule, { l: [{ a: "x,y" }, { a: "x", b: "y" }] })).toBe(true);
  });

  it("gives true for an absent list and null for invalid input", () => {
    expect(evaluate({ "unique-by": [{ var: "x" }, "a"] }, {})).toBe(true);
    expect(evaluate({ "unique-by": ["abc", "a"] })).toBeNull();
    expect(evaluate({ "unique-by": [[], 5] })).toBeNull();
  });
});

describe("round-down", () => {
  it("floors numbers and numeric strings", () => {
    expect(evaluate({ "round-down": [2.9] })).toBe(2);
    expect(evaluate({ "round-down": [-2.1] })).toBe(-3);
    expect(evaluate({ "round-down": ["7.5"] })).toBe(7);
    expect(evaluate({ "round-down": [{ "/": [{ "*": [9999, 15] }, 100] }] })).toBe(1499);
  });

  it("gives null for anything else", () => {
    for (const bad of [null, "", "x", [], {}, Infinity]) expect(evaluate({ "round-down": [bad] })).toBeNull();
  });
});

describe("format-number", () => {
  it("groups thousands with commas and keeps at most two decimal places", () => {
    expect(evaluate({ "format-number": [3000] })).toBe("3,000");
    expect(evaluate({ "format-number": [999] })).toBe("999");
    expect(evaluate({ "format-number": [1234567] })).toBe("1,234,567");
    expect(evaluate({ "format-number": [8250.5] })).toBe("8,250.5");
    expect(evaluate({ "format-number": [0.125] })).toBe("0.13");
    expect(evaluate({ "format-number": [-1500] })).toBe("-1,500");
    expect(evaluate({ "format-number": ["16500"] })).toBe("16,500");
  });

  it("gives null for anything that is not a number", () => {
    for (const bad of [null, "", "x", [], {}, Infinity]) expect(evaluate({ "format-number": [bad] })).toBeNull();
  });
});

describe("lookup", () => {
  const settings = {
    courses: [{ name: "MSc Data Science", campus: "City Campus" }, { name: "MBA" }],
    campusLocations: [{ campus: "City Campus", innerLondon: false }, { campus: "Southwark", innerLondon: true }],
  };
  it("gives a property of the first item whose key matches", () => {
    expect(evaluate({ lookup: [{ var: "courses" }, "name", "MSc Data Science", "campus"] }, settings)).toBe("City Campus");
    expect(evaluate({ lookup: [{ var: "campusLocations" }, "campus", "Southwark", "innerLondon"] }, settings)).toBe(true);
    expect(evaluate({ lookup: [{ var: "campusLocations" }, "campus", "City Campus", "innerLondon"] }, settings)).toBe(false);
  });

  it("gives null, never a guess, for a key no item has, an item without the property, or no list", () => {
    expect(evaluate({ lookup: [{ var: "campusLocations" }, "campus", "Docklands", "innerLondon"] }, settings)).toBeNull();
    expect(evaluate({ lookup: [{ var: "courses" }, "name", "MBA", "campus"] }, settings)).toBeNull();
    expect(evaluate({ lookup: [{ var: "courses" }, "name", null, "campus"] }, settings)).toBeNull();
    expect(evaluate({ lookup: [{ var: "missing" }, "name", "MBA", "campus"] }, settings)).toBeNull();
  });
});
