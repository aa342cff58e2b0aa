// Safety of the engine: prototype-reaching var paths, validation problems with their locations,
// compile errors carrying problems, and private (non-global) custom operations.
import jsonLogic from "json-logic-js";
import { describe, expect, it } from "vitest";
import { ProblemsError, compile, createEngine, evaluate, validateRule } from "../../../rules";

describe("var paths", () => {
  it("never reach __proto__, constructor or prototype", () => {
    const data = { a: { b: 1 }, list: [1, 2] };
    for (const path of ["__proto__", "constructor", "a.__proto__", "a.constructor.prototype", "list.constructor", "a.__proto__.polluted"]) {
      expect(evaluate({ var: path }, data), path).toBeNull();
      expect(evaluate({ var: [path, "fallback"] }, data), path).toBeNull();
    }
    // A path computed at run time is checked too.
    expect(evaluate({ var: { cat: ["a.", "constructor"] } }, data)).toBeNull();
    expect(evaluate({ missing: ["constructor"] }, data)).toEqual(["constructor"]);
  });

  it("reads own properties only (inherited ones are not found)", () => {
    const proto = { inherited: "x" };
    const data = Object.create(proto) as Record<string, unknown>;
    data.own = "y";
    expect(evaluate({ var: "own" }, data)).toBe("y");
    expect(evaluate({ var: ["inherited", "none"] }, data)).toBe("none");
    expect(evaluate({ var: "toString" }, {})).toBeNull();
    expect(evaluate({ var: "a.hasOwnProperty" }, { a: {} })).toBeNull();
  });

  it("still reads array indices, string characters and lengths", () => {
    expect(evaluate({ var: "list.1" }, { list: ["a", "b"] })).toBe("b");
    expect(evaluate({ var: "list.length" }, { list: ["a", "b"] })).toBe(2);
    expect(evaluate({ var: "s.0" }, { s: "xyz" })).toBe("x");
  });

  it("does not let a data object's own 'indexOf' act as code", () => {
    expect(evaluate({ in: ["a", { var: "o" }] }, { o: { indexOf: 1 } })).toBe(false);
  });
});

describe("validateRule", () => {
  it("names an unknown operation and where it is", () => {
    const rule = { and: [{ "==": [1, 1] }, { foo: [1] }] };
    expect(validateRule(rule, { location: "forms.identity.rules[3].failsWhen" })).toEqual([
      { location: "forms.identity.rules[3].failsWhen.and[1]", problem: 'unknown operation "foo"' },
    ]);
  });

  it("finds every unknown operation, also nested under unknown ones and in arrays", () => {
    const problems = validateRule({ or: [{ bar: { baz: 1 } }, [1, { qux: [] }]] }, { location: "r" });
    expect(problems.map((p) => p.location)).toEqual(["r.or[0]", "r.or[0].bar", "r.or[1][1]"]);
    expect(problems.map((p) => p.problem)).toEqual(['unknown operation "bar"', 'unknown operation "baz"', 'unknown operation "qux"']);
  });

  it("writes operator names that are not identifiers in brackets", () => {
    expect(validateRule({ "==": [{ "no such": 1 }, 2] }, { location: "x" })).toEqual([
      { location: 'x["=="][0]', problem: 'unknown operation "no such"' },
    ]);
  });

  it("rejects rules nested too deeply", () => {
    let rule: unknown = true;
    for (let i = 0; i < 10; i++) rule = { "!": [rule] };
    expect(validateRule(rule, { maxDepth: 20 })).toEqual([]);
    const problems = validateRule(rule, { maxDepth: 5, location: "tabs[0].predicate" });
    expect(problems).toHaveLength(1);
    expect(problems[0].problem).toMatch(/too deep/);
    expect(problems[0].location).toBe('tabs[0].predicate["!"][0]["!"][0]["!"][0]["!"][0]["!"][0]');
  });

  it("rejects rules that are too large", () => {
    const rule = { or: Array.from({ length: 100 }, (_, i) => ({ "==": [{ var: "x" }, i] })) };
    expect(validateRule(rule)).toEqual([]);
    expect(validateRule(rule, { maxNodes: 50, location: "big" })).toEqual([{ location: "big", problem: "rule too large: more than 50 nodes" }]);
  });

  it("rejects invalid, non-literal or unsafe `matches` patterns", () => {
    expect(validateRule({ matches: [{ var: "x" }, "^[A-Z]{2}$"] })).toEqual([]);
    expect(validateRule({ matches: [{ var: "x" }, "([a-z]"] }, { location: "p" })[0]).toMatchObject({
      location: "p.matches",
      problem: expect.stringMatching(/^the pattern of "x" is an invalid regular expression: .*\(\[a-z\]/),
    });
    expect(validateRule({ matches: [{ var: "x" }, { var: "pattern" }] })[0].problem).toMatch(/string literal/);
    // Nested repetition runs in linear time on RE2 (decision 0107); what RE2 cannot run is refused.
    expect(validateRule({ matches: [{ var: "x" }, "^(a+)+$"] })).toEqual([]);
    expect(validateRule({ matches: [{ var: "x" }, "^(a)\\1$"] })[0].problem).toMatch(/back-references are not supported/);
    expect(validateRule({ matches: [{ var: "x" }, "^a$", "g"] })[0].problem).toMatch(/flags "g" are not allowed/);
  });
});

describe("compile", () => {
  it("throws a ProblemsError carrying every problem", () => {
    let caught: unknown;
    try {
      compile({ and: [{ foo: 1 }, { bar: 2 }] }, { location: "forms.x.rules[0].failsWhen" });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ProblemsError);
    expect((caught as ProblemsError).problems).toEqual([
      { location: "forms.x.rules[0].failsWhen.and[0]", problem: 'unknown operation "foo"' },
      { location: "forms.x.rules[0].failsWhen.and[1]", problem: 'unknown operation "bar"' },
    ]);
    expect((caught as Error).message).toContain('forms.x.rules[0].failsWhen.and[0]: unknown operation "foo"');
  });

  it("returns frozen constant arrays, so a caller cannot change the compiled rule", () => {
    const rule = compile({ if: [true, [1, 2], []] });
    const result = rule({}) as number[];
    expect(result).toEqual([1, 2]);
    expect(() => result.push(3)).toThrow();
    expect(rule({})).toEqual([1, 2]);
  });
});

describe("engines", () => {
  it("keep custom operations private and leave json-logic-js's global table alone", () => {
    const engine = createEngine({ operations: { double: (x: number) => x * 2 } });
    expect(engine.evaluate({ double: [21] })).toBe(42);
    expect(createEngine().hasOperation("double")).toBe(false);
    expect(() => jsonLogic.apply({ double: [21] } as never)).toThrow(/Unrecognized operation/);
    expect(() => jsonLogic.apply({ "date-after": ["2024-01-02", "2024-01-01"] } as never)).toThrow(/Unrecognized operation/);
  });

  it("refuse to redefine a standard operation", () => {
    expect(() => createEngine({ operations: { "==": () => true } })).toThrow(/standard JSON-Logic operation/);
  });

  it("compile a rule object once when evaluated repeatedly", () => {
    let calls = 0;
    let compilations = 0; // an operation's check runs once per compilation of a rule using it
    const engine = createEngine({
      operations: { tick: { fn: () => ++calls, check: () => (compilations++, []) } },
    });
    const rule = { tick: [] };
    engine.evaluate(rule);
    engine.evaluate(rule);
    expect(calls).toBe(2);
    expect(compilations).toBe(1);
    engine.evaluate({ tick: [] }); // another object: compiled on its own
    expect(compilations).toBe(2);
  });
});
