// The decision log stays findable (issue 12 item 6): every decision file has its own number and
// a row in docs/decisions/README.md's index, and the index names no file that is not there.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const folder = path.join(import.meta.dirname, "../../docs/decisions");
const decisions = readdirSync(folder).filter((name) => /^\d{4}-.+\.md$/.test(name) && name !== "0000-template.md");
const index = readFileSync(path.join(folder, "README.md"), "utf8");
const indexed = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((match) => match[1]);

describe("the decision log", () => {
  it("gives every decision its own number", () => {
    const numbers = decisions.map((name) => name.slice(0, 4));
    expect(numbers.filter((number, i) => numbers.indexOf(number) !== i)).toEqual([]);
  });

  it("lists every decision in the index, with its kind and status", () => {
    expect(decisions.filter((name) => !indexed.includes(name))).toEqual([]);
    for (const name of decisions) {
      const row = index.split("\n").find((line) => line.includes(`](${name})`)) ?? "";
      expect(row, name).toMatch(/\| (architecture|specification gap|wording) \| (accepted|superseded[^|]*) \|$/);
    }
  });

  it("lists no file that is not there", () => {
    expect(indexed.filter((name) => !decisions.includes(name))).toEqual([]);
  });

  it("heads each decision with its own number", () => {
    const wrong = decisions.filter((name) => !readFileSync(path.join(folder, name), "utf8").startsWith(`# ${name.slice(0, 4)} `));
    expect(wrong).toEqual([]);
  });
});
