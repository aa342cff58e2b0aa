// Tab predicates: evaluated in memory over list rows, and translated to MongoDB filters that
// select the same rows (checked with mingo, an independent MongoDB query implementation).
import fc from "fast-check";
import { Query } from "mingo";
import { describe, expect, it } from "vitest";
import { NotTranslatableError, ProblemsError, compileTab, tabsForRole, toMongoQuery, type TabDefinition } from "../../../rules";

const tab = (predicate: unknown, extra: Partial<TabDefinition> = {}): TabDefinition => ({
  id: "conditional",
  order: 10,
  label: "Conditional",
  roles: ["UniAdmin", "Uni", "UniLite", "Admin"],
  collection: "offers",
  predicate: predicate as TabDefinition["predicate"],
  columns: ["given_name", "family_name", "status"],
  ...extra,
});

const mongoSelects = (filter: object, row: object): boolean => new Query(filter as never).test(row as never);

describe("tab predicates", () => {
  it("select rows in memory and as a MongoDB filter", () => {
    const compiled = compileTab(tab({ in: [{ var: "status" }, ["Applied", "Draft"]] }));
    expect(compiled.mongoQuery).toEqual({ status: { $in: ["Applied", "Draft"] } });
    const rows = [{ status: "Applied" }, { status: "Conditional" }, { status: "Draft" }, {}];
    expect(rows.filter(compiled.matches)).toEqual([{ status: "Applied" }, { status: "Draft" }]);
    expect(rows.filter((r) => mongoSelects(compiled.mongoQuery, r))).toEqual([{ status: "Applied" }, { status: "Draft" }]);
  });

  it("translate the spec's tabs (001 §2)", () => {
    expect(toMongoQuery({ "==": [{ var: "status" }, "Conditional"] })).toEqual({ status: "Conditional" });
    expect(toMongoQuery({ or: [{ in: [{ var: "status" }, ["Rejected", "Withdrawn"]] }, { in: [{ var: "application_status" }, ["Rejected", "Withdrawn"]] }] })).toEqual({
      $or: [{ status: { $in: ["Rejected", "Withdrawn"] } }, { application_status: { $in: ["Rejected", "Withdrawn"] } }],
    });
    expect(toMongoQuery({ and: [{ "!": { missing: ["offer_id"] } }, { ">": [{ var: "requirements_in_assessment" }, 0] }] })).toEqual({
      $and: [{ $nor: [{ offer_id: { $in: [null, ""] } }] }, { requirements_in_assessment: { $gt: 0 } }],
    });
  });

  it("mirror JavaScript's null-as-0 in numeric comparisons", () => {
    expect(toMongoQuery({ "<": [{ var: "n" }, 3] })).toEqual({ $or: [{ n: { $lt: 3 } }, { n: null }] });
    expect(toMongoQuery({ "<": [3, { var: "n" }] })).toEqual({ n: { $gt: 3 } });
    expect(toMongoQuery({ "<=": [0, { var: "n" }, 5] })).toEqual({
      $and: [{ $or: [{ n: { $gte: 0 } }, { n: null }] }, { $or: [{ n: { $lte: 5 } }, { n: null }] }],
    });
  });

  it("refuse what they cannot translate exactly, naming the operation", () => {
    const refused: Array<[unknown, string]> = [
      [{ cat: ["a", { var: "x" }] }, "cat"],
      [{ "==": [{ var: "n" }, 1] }, "=="],
      [{ "!=": [{ var: "flag" }, true] }, "!="],
      [{ "==": [{ var: "a" }, { var: "b" }] }, "=="],
      [{ ">": [{ var: "d" }, "10"] }, ">"],
      [{ "==": [{ var: "tags.0" }, "x"] }, "var"],
      [{ "==": [{ var: ["x", "fallback"] }, "x"] }, "var"],
      [{ in: ["x", { var: "tags" }] }, "in"],
      [{ if: [{ var: "a" }, true, false] }, "if"],
      [{ "<": [{ var: "a" }, 1, 2] }, "<"],
    ];
    for (const [predicate, operation] of refused) {
      let caught: unknown;
      try {
        toMongoQuery(predicate);
      } catch (error) {
        caught = error;
      }
      expect(caught, JSON.stringify(predicate)).toBeInstanceOf(NotTranslatableError);
      expect((caught as NotTranslatableError).operation).toBe(operation);
      expect((caught as Error).message).toContain(`operation "${operation}"`);
    }
  });

  it("make an untranslatable or invalid predicate a configuration problem", () => {
    expect(() => compileTab(tab({ cat: ["a"] }))).toThrow(ProblemsError);
    try {
      compileTab(tab({ and: [{ nope: 1 }] }, { collection: "widgets" as never }), { location: "tabs[2]" });
    } catch (error) {
      expect((error as ProblemsError).problems).toEqual([
        { location: "tabs[2].collection", problem: 'unknown collection "widgets"' },
        { location: "tabs[2].predicate.and[0]", problem: 'unknown operation "nope"' },
      ]);
    }
  });

  it("are listed per role", () => {
    const tabs = [compileTab(tab(true, { id: "draft", roles: ["Uni"] })), compileTab(tab(true, { id: "applied", roles: ["Uni", "Agent"] }))];
    expect(tabsForRole(tabs, "Agent").map((t) => t.id)).toEqual(["applied"]);
    expect(tabsForRole(tabs, "Uni").map((t) => t.id)).toEqual(["draft", "applied"]);
  });
});

// --- property: in-memory and MongoDB selections agree ----------------------------------------

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const STRINGS = ["Applied", "Draft", "Conditional", "HOME", "", "b", "Z", "2025-01-01", "2025-03-15"];
const row = fc.record(
  {
    status: maybe(fc.constantFrom(...STRINGS)),
    fee_status: maybe(fc.constantFrom("HOME", "OVERSEAS", "NOT_SURE")),
    applied_date: maybe(fc.constantFrom("2024-12-31", "2025-01-01", "2025-03-15")),
    count: maybe(fc.integer({ min: -2, max: 5 })),
    pending: maybe(fc.boolean()),
    agent: maybe(fc.record({ name: maybe(fc.constantFrom("Ann", "", "Bob")) }, { requiredKeys: [] })),
  },
  { requiredKeys: [] },
);

const FIELDS = ["status", "fee_status", "applied_date", "count", "pending", "agent.name"];
const field = fc.constantFrom(...FIELDS);
const textual = fc.constantFrom("Applied", "Draft", "HOME", "b", "Z", "2025-01-01", "2025-02-01");
const scalar = fc.oneof(textual, fc.constantFrom("", "0", "1"), fc.integer({ min: -2, max: 5 }), fc.boolean(), fc.constant(null));
const v = (f: string) => ({ var: f });
const flip = <T>(pair: [T, T], flipped: boolean): [T, T] => (flipped ? [pair[1], pair[0]] : pair);

const leaf = fc.oneof(
  // Loose equality and text comparisons with any scalar: translated only where exact (below).
  fc.tuple(fc.constantFrom("==", "!="), field, scalar, fc.boolean()).map(([op, f, lit, fl]) => ({ [op]: flip<unknown>([v(f), lit], fl) })),
  fc.tuple(fc.constantFrom("<", "<=", ">", ">="), field, fc.oneof(textual, fc.constantFrom("", "0", "1", true, null)), fc.boolean()).map(([op, f, s, fl]) => ({ [op]: flip<unknown>([v(f), s], fl) })),
  fc.tuple(fc.constantFrom("===", "!=="), field, scalar, fc.boolean()).map(([op, f, lit, fl]) => ({ [op]: flip<unknown>([v(f), lit], fl) })),
  fc.tuple(fc.constantFrom("<", "<=", ">", ">="), fc.integer({ min: -3, max: 6 }), fc.boolean()).map(([op, n, fl]) => ({ [op]: flip<unknown>([v("count"), n], fl) })),
  fc.tuple(fc.constantFrom("<", "<=", ">", ">="), field, textual, fc.boolean()).map(([op, f, s, fl]) => ({ [op]: flip<unknown>([v(f), s], fl) })),
  fc.tuple(fc.constantFrom("<", "<="), fc.integer({ min: -3, max: 6 }), fc.integer({ min: -3, max: 6 })).map(([op, a, b]) => ({ [op]: [a, v("count"), b] })),
  fc.tuple(fc.constantFrom("<", "<="), field, textual, textual).map(([op, f, a, b]) => ({ [op]: [a, v(f), b] })),
  fc.tuple(field, fc.array(scalar, { maxLength: 4 })).map(([f, list]) => ({ in: [v(f), list] })),
  field.map((f) => v(f)),
  field.map((f) => ({ var: [f, null] })),
  fc.array(field, { minLength: 0, maxLength: 3 }).map((keys) => ({ missing: keys })),
  field.map((f) => ({ missing: f })),
  fc.constantFrom<unknown>(true, false, 0, 1, "", "x", null, []),
);

const predicate: fc.Arbitrary<unknown> = fc.letrec<{ p: unknown }>((tie) => ({
  p: fc.oneof(
    { depthSize: "small", maxDepth: 4 },
    leaf,
    fc.array(tie("p"), { maxLength: 3 }).map((ps) => ({ and: ps })),
    fc.array(tie("p"), { maxLength: 3 }).map((ps) => ({ or: ps })),
    tie("p").map((p) => ({ "!": [p] })),
    tie("p").map((p) => ({ "!!": p })),
  ),
})).p;

describe("tab predicates vs MongoDB queries (property)", () => {
  it("select the same rows, or the predicate is refused", () => {
    let translated = 0;
    fc.assert(
      fc.property(predicate, fc.array(row, { maxLength: 12 }), (p, rows) => {
        try {
          toMongoQuery(p);
        } catch (error) {
          if (error instanceof NotTranslatableError) return; // refused: fine, never a wrong query
          throw error;
        }
        translated++;
        const compiled = compileTab(tab(p));
        const inMemory = rows.map((r) => compiled.matches(r));
        const inMongo = rows.map((r) => mongoSelects(compiled.mongoQuery, r));
        expect(inMongo).toEqual(inMemory);
      }),
      { numRuns: 2000 },
    );
    expect(translated).toBeGreaterThan(500); // the refusals must not hide the property
  });
});

describe("tab groups", () => {
  it("compile each group's predicate both ways", () => {
    const compiled = compileTab(
      tab(
        { in: [{ var: "stage" }, ["Post-Deposit", "Interview"]] },
        { groups: [{ label: "Post-Deposit", predicate: { "==": [{ var: "stage" }, "Post-Deposit"] } }, { label: "Interview", predicate: { "==": [{ var: "stage" }, "Interview"] } }] },
      ),
    );
    expect(compiled.groups.map((g) => [g.label, g.mongoQuery])).toEqual([
      ["Post-Deposit", { stage: "Post-Deposit" }],
      ["Interview", { stage: "Interview" }],
    ]);
    expect(compiled.groups[1].matches({ stage: "Interview" })).toBe(true);
    expect(compiled.groups[1].matches({ stage: "Post-Deposit" })).toBe(false);
  });

  it("report a group predicate that cannot be translated", () => {
    expect(() => compileTab(tab(true, { groups: [{ label: "x", predicate: { cat: [] } }] }), { location: "tabs[0]" })).toThrow(/tabs\[0\]\.groups\[0\]\.predicate: operation "cat"/);
  });
});
