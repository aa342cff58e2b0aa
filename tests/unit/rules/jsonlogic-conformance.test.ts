// The shared JsonLogic conformance suite (tests/fixtures/jsonlogic/tests.json), run through the
// compiled evaluator of the default engine (custom operations included: they must not change
// what any standard operation means).
import { readFileSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { compile, createEngine } from "../../../rules";

type Case = [rule: unknown, data: unknown, expected: unknown];

function loadSections(): Array<{ title: string; cases: Case[] }> {
  const entries = JSON.parse(readFileSync(path.join(import.meta.dirname, "../../fixtures/jsonlogic/tests.json"), "utf8")) as Array<string | Case>;
  const sections: Array<{ title: string; cases: Case[] }> = [];
  for (const entry of entries) {
    if (typeof entry === "string") sections.push({ title: entry, cases: [] });
    else {
      if (sections.length === 0) sections.push({ title: "(untitled)", cases: [] });
      sections[sections.length - 1].cases.push(entry);
    }
  }
  return sections;
}

const sections = loadSections();

describe("JsonLogic conformance suite", () => {
  it("has all 277 cases", () => {
    expect(sections.reduce((n, s) => n + s.cases.length, 0)).toBe(277);
  });

  for (const section of sections.filter((s) => s.cases.length > 0)) {
    describe(section.title, () => {
      section.cases.forEach(([rule, data, expected], i) => {
        it(`#${i + 1} ${JSON.stringify(rule)}`, () => {
          const result = compile(rule)(data);
          // isDeepStrictEqual: NaN equals NaN and the result's frozen arrays compare by content.
          expect(isDeepStrictEqual(result, expected), `got ${JSON.stringify(result)}`).toBe(true);
        });
      });
    });
  }

  it("passes with the standard operations alone too", () => {
    const engine = createEngine();
    for (const { cases } of sections) {
      for (const [rule, data, expected] of cases) {
        expect(isDeepStrictEqual(engine.compile(rule)(data), expected)).toBe(true);
      }
    }
  });
});
