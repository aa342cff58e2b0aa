// matches: configured regular expressions, compiled once, bounded input, unsafe patterns refused.
import { describe, expect, it } from "vitest";
import { compile, evaluate, validateRule } from "../../../rules";
import { MAX_INPUT_LENGTH, matches } from "../../../rules/operations/matches";
import { hasNestedRepetition, patternProblems } from "../../../rules/operations/regex-safety";

describe("matches", () => {
  it("tests a value against a pattern, with optional flags", () => {
    expect(evaluate({ matches: ["12345678901", "^\\d{11}$"] })).toBe(true);
    expect(evaluate({ matches: ["1234567890", "^\\d{11}$"] })).toBe(false);
    expect(evaluate({ matches: ["abc", "^ABC$", "i"] })).toBe(true);
    expect(evaluate({ matches: [12345678901, "^\\d{11}$"] })).toBe(true);
  });

  it("implements the course-setup text rule of 001 §5", () => {
    const allowed = compile({ matches: [{ var: "name" }, "^[A-Za-z0-9_\\-/(), ]*$"] });
    expect(allowed({ name: "MSc Data Science (Part-time)" })).toBe(true);
    expect(allowed({ name: "MSc <script>" })).toBe(false);
  });

  it("gives false for non-text values and over-long inputs", () => {
    expect(evaluate({ matches: [null, ".*"] })).toBe(false);
    expect(evaluate({ matches: [{ var: "o" }, ".*"] }, { o: {} })).toBe(false);
    expect(matches("a".repeat(MAX_INPUT_LENGTH), "^a+$")).toBe(true);
    expect(matches("a".repeat(MAX_INPUT_LENGTH + 1), "^a+$")).toBe(false);
  });

  it("gives false rather than throwing for a bad pattern reaching it directly", () => {
    expect(matches("a", "(")).toBe(false);
    expect(matches("a", "a", "g")).toBe(false);
    expect(matches("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!", "^(a+)+$")).toBe(false); // refused, not run
  });

  it("is refused at validation unless the pattern is a safe literal", () => {
    expect(validateRule({ matches: [{ var: "x" }, "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"] })).toEqual([]);
    expect(() => compile({ matches: [{ var: "x" }, "(a|b"] })).toThrow(/invalid regular expression/);
    expect(() => compile({ matches: [{ var: "x" }, { cat: ["^", "a"] }] })).toThrow(/string literal/);
  });
});

describe("nested repetition check", () => {
  it("flags repeated groups that contain a variable repetition", () => {
    for (const risky of ["(a+)+", "(a*)*", "(\\w+\\s?)*$", "((ab)*c)+", "(x|y+){2,}", "(?:a+){2,5}", "(a?){3,}"]) {
      expect(hasNestedRepetition(risky), risky).toBe(true);
    }
  });

  it("leaves ordinary patterns alone", () => {
    for (const fine of ["^\\d{11}$", "^[A-Z]{2}\\d{6}$", "(ab)+", "(?:ab)+", "(\\.\\d+)?", "^(\\d{3})-(\\d{4})$", "[(+*)]+", "\\(a+\\)+", "(?<year>\\d{4})-\\d{2}", "(?=a+)b"]) {
      expect(hasNestedRepetition(fine), fine).toBe(false);
    }
  });

  it("reports syntax errors and over-long patterns", () => {
    expect(patternProblems("[")[0]).toMatch(/invalid regular expression/);
    expect(patternProblems("a".repeat(1001))[0]).toMatch(/longer than 1000/);
  });
});
