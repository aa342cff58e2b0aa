// Differential test: for generated rules over the standard operations and generated data, the
// compiled evaluator gives exactly what json-logic-js 2.0.5 `apply` gives.
// Generators stay within well-defined behaviour where json-logic-js has quirks of its own:
// `var` paths are strings, `*` has at least one argument, `missing_some` gets [n, keys], and
// data holds no "indexOf"/prototype-named keys. NaN and -0 compare with Object.is semantics.
import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import jsonLogic from "json-logic-js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createEngine } from "../../../rules";

const engine = createEngine();

const KEYS = ["a", "b", "c", "d"];
const PATHS = ["a", "b", "c", "d", "a.b", "b.c", "d.0", "d.1", "a.length", "", "current", "accumulator", "x.y.z"];

const scalar = fc.oneof(
  fc.integer({ min: -5, max: 5 }),
  fc.constantFrom(0.5, -1.5, 1e3),
  fc.constantFrom("", "a", "abc", "1", "2", "0", " ", "10", "b"),
  fc.boolean(),
  fc.constant(null),
);

const data: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", maxDepth: 3 },
    scalar,
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...KEYS), tie("value"), { maxKeys: 4, noNullPrototype: true }),
  ),
})).value;

const record = fc.dictionary(fc.constantFrom(...KEYS, "x"), data, { maxKeys: 5, noNullPrototype: true });

const call = (op: string, args: fc.Arbitrary<unknown[]>) => args.map((a) => ({ [op]: a }));

const rule: fc.Arbitrary<unknown> = fc.letrec<{ rule: unknown; op: unknown }>((tie) => {
  const r = tie("rule");
  const args = (min: number, max: number) => fc.array(r, { minLength: min, maxLength: max });
  const path = fc.constantFrom(...PATHS);
  return {
    rule: fc.oneof({ depthSize: "small", maxDepth: 4 }, scalar, fc.record({ var: path }), tie("op")),
    op: fc.oneof(
      call("var", fc.tuple(path, r)),
      call("var", fc.tuple(r)),
      ...["==", "===", "!=", "!==", ">", ">="].map((op) => call(op, args(2, 2))),
      ...["<", "<="].map((op) => call(op, args(2, 3))),
      ...["!", "!!"].map((op) => call(op, args(1, 1))),
      ...["or", "and"].map((op) => call(op, args(0, 4))),
      ...["if", "?:"].map((op) => call(op, args(0, 5))),
      call("in", fc.tuple(r, fc.oneof(r, fc.array(scalar, { maxLength: 12 }), fc.constantFrom("abc", "a1b2")))),
      call("cat", args(0, 3)),
      call("substr", args(1, 3)),
      call("+", args(0, 3)),
      call("*", args(1, 3)),
      call("-", args(1, 2)),
      call("/", args(2, 2)),
      call("%", args(2, 2)),
      call("min", args(0, 3)),
      call("max", args(0, 3)),
      call("merge", args(0, 3)),
      call("log", args(1, 1)),
      call("missing", fc.oneof(fc.array(path, { maxLength: 3 }), fc.tuple(fc.array(path, { maxLength: 3 })))),
      call("missing_some", fc.tuple(fc.integer({ min: 0, max: 3 }), fc.array(path, { maxLength: 3 }))),
      ...["map", "filter", "all", "none", "some"].map((op) => call(op, fc.tuple(r, r))),
      call("reduce", fc.oneof(fc.tuple(r, r), fc.tuple(r, r, r))),
    ),
  };
}).rule;

function reference(logic: unknown, input: unknown): { value?: unknown; threw?: boolean } {
  try {
    return { value: jsonLogic.apply(logic as never, input) };
  } catch {
    return { threw: true };
  }
}

describe("compiled evaluator vs json-logic-js", () => {
  beforeAll(() => {
    vi.spyOn(console, "log").mockImplementation(() => undefined); // json-logic-js "log" prints
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  it("agrees on generated rules and data", () => {
    fc.assert(
      fc.property(rule, record, (logic, input) => {
        const expected = reference(logic, input);
        // Where json-logic-js throws, its behaviour is undefined; the compiled form need not match.
        fc.pre(!expected.threw);
        const actual = engine.compile(logic)(input);
        return isDeepStrictEqual(actual, expected.value);
      }),
      { numRuns: 3000 },
    );
  });

  it("agrees on scalar data too (rules evaluated against a bare value)", () => {
    fc.assert(
      fc.property(rule, scalar, (logic, input) => {
        const expected = reference(logic, input);
        fc.pre(!expected.threw);
        return isDeepStrictEqual(engine.compile(logic)(input), expected.value);
      }),
      { numRuns: 1000 },
    );
  });

  it("agrees on a fixed set of tricky cases", () => {
    const cases: Array<[unknown, unknown]> = [
      [{ "==": [[], false] }, {}],
      [{ "==": [null, { var: "missing" }] }, {}],
      [{ "+": ["1", "2.5", [3]] }, {}],
      [{ "*": ["2"] }, {}],
      [{ "-": ["3"] }, {}],
      [{ "/": [1, 0] }, {}],
      [{ "%": [1, 0] }, {}],
      [{ min: [] }, {}],
      [{ substr: ["jsonlogic", 4, -2] }, {}],
      [{ in: [1, "123"] }, {}],
      [{ in: ["", ""] }, {}],
      [{ in: ["k", ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"]] }, {}],
      [{ var: ["a", { and: [] }] }, {}],
      [{ missing_some: [1, ["a", "b"]] }, { a: "" }],
      [{ "<": [1, 2, { var: "u" }] }, {}],
      [{ reduce: [{ var: "l" }, { "+": [{ var: "current" }, { var: "accumulator" }] }] }, { l: [1, 2] }],
      [{ merge: [1, [2, [3]], { var: "l" }] }, { l: [4] }],
    ];
    for (const [logic, input] of cases) {
      expect(isDeepStrictEqual(engine.compile(logic)(input), jsonLogic.apply(logic as never, input)), JSON.stringify(logic)).toBe(true);
    }
  });
});
