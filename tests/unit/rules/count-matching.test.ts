// count-matching (000 §5 programme choices): how many of the university's courses match the
// chosen level, mode and intake; a criterion not chosen yet matches anything.
import { describe, expect, it } from "vitest";
import { countMatching } from "../../../rules/operations/count-matching";

const courses = [
  { id: "A", level: "Postgraduate", mode: "Full-time", intakes: ["2027-01", "2027-09"] },
  { id: "B", level: "Undergraduate", mode: "Full-time", intakes: ["2027-09"] },
  { id: "C", level: "Postgraduate", mode: "Part-time", intakes: ["2027-09"] },
];

describe("count-matching", () => {
  it.each([
    [["level", "Postgraduate"], 2],
    [["level", "Postgraduate", "mode", "Full-time", "intakes", "2027-01"], 1],
    [["level", "Postgraduate", "intakes", "2026-09"], 0],
    [["level", null, "mode", ""], 3],
    [["id", "B", "level", "Postgraduate"], 0],
  ])("%j matches %i", (pairs, expected) => {
    expect(countMatching(courses, pairs)).toBe(expected);
  });

  it("counts nothing in an absent list, and refuses what is not a list of pairs", () => {
    expect(countMatching(undefined, ["id", "A"])).toBe(0);
    expect(countMatching("courses", ["id", "A"])).toBeNull();
    expect(countMatching(courses, ["id"])).toBeNull();
    expect(countMatching(courses, [1, "A"])).toBeNull();
  });
});
