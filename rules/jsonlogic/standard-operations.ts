// The standard operations of json-logic-js 2.0.5, compiled. Semantics follow json-logic-js
// exactly (loose ==, JavaScript coercions, truthiness); the source of each is noted where it
// is not obvious. Operators are applied to JSON values as they come (typed `any` or cast), so
// JavaScript coerces at run time just as json-logic-js does.

import type { CompiledNode, Evaluator, OperationBuilder } from "./compile";
import { truthy } from "./truthy";
import { isForbiddenPath, readPath, readVar, splitPath, type PathSegments } from "./var-path";

type Fn = (...values: any[]) => unknown; // any: these mirror JavaScript operators on unknown JSON values

/** Evaluates every argument, then calls `fn`; specialised by arity to avoid an array per call. */
export function applyEvaluated(fn: Fn, args: readonly CompiledNode[]): Evaluator {
  const [A, B] = args;
  // Arguments that are literal var paths are read through readPath directly (see CompiledNode.read).
  if (args.length === 1 && A.read) {
    const { segments, notFound } = A.read;
    return (d) => fn(readPath(d, segments, notFound));
  }
  if (args.length === 2 && A.read && B.read) {
    const a = A.read;
    const b = B.read;
    return (d) => fn(readPath(d, a.segments, a.notFound), readPath(d, b.segments, b.notFound));
  }
  if (args.length === 2 && A.read && B.constant) {
    const { segments, notFound } = A.read;
    const v = B.value;
    return (d) => fn(readPath(d, segments, notFound), v);
  }
  if (args.length === 2 && B.read) {
    const a = A.evaluate;
    const { segments, notFound } = B.read;
    return (d) => fn(a(d), readPath(d, segments, notFound));
  }
  if (args.length === 3 && A.read && B.constant && args[2].constant) {
    const { segments, notFound } = A.read;
    const v = B.value;
    const w = args[2].value;
    return (d) => fn(readPath(d, segments, notFound), v, w);
  }
  const e = args.map((a) => a.evaluate);
  switch (e.length) {
    case 0:
      return () => fn();
    case 1: {
      const [a] = e;
      return (d) => fn(a(d));
    }
    case 2: {
      const [a, b] = e;
      return (d) => fn(a(d), b(d));
    }
    case 3: {
      const [a, b, c] = e;
      return (d) => fn(a(d), b(d), c(d));
    }
    default:
      return (d) => fn(...e.map((x) => x(d)));
  }
}

const NOTHING: Evaluator = () => undefined;
const hasOwn = Object.prototype.hasOwnProperty;
const arg = (args: readonly CompiledNode[], i: number): Evaluator => args[i]?.evaluate ?? NOTHING;

// --- comparison -------------------------------------------------------------------------------

// One shared comparison function, switched on a code: the closures below then call a single
// (monomorphic, inlined) function rather than a per-operation callback.
const EQ = 0;
const NE = 1;
const SEQ = 2;
const SNE = 3;
const GT = 4;
const GE = 5;
const LT = 6;
const LE = 7;

/* eslint-disable eqeqeq -- loose equality is JSON-Logic's "==" */
function compareValues(code: number, x: any, y: any): boolean {
  // any: JavaScript's own operators with their coercions are exactly JSON-Logic's semantics
  switch (code) {
    case EQ:
      return x == y;
    case NE:
      return x != y;
    case SEQ:
      return x === y;
    case SNE:
      return x !== y;
    case GT:
      return x > y;
    case GE:
      return x >= y;
    case LT:
      return x < y;
    default:
      return x <= y;
  }
}
/* eslint-enable eqeqeq */

/** A binary comparison, specialised for the usual shapes: var op literal, literal op var, var op var. */
function binary(code: number): OperationBuilder {
  return (args) => {
    const [A, B] = args;
    if (A?.read && B?.constant) {
      const { segments, notFound } = A.read;
      const v = B.value;
      return (d) => compareValues(code, readPath(d, segments, notFound), v);
    }
    if (A?.constant && B?.read) {
      const { segments, notFound } = B.read;
      const v = A.value;
      return (d) => compareValues(code, v, readPath(d, segments, notFound));
    }
    if (A?.read && B?.read) {
      const a = A.read;
      const b = B.read;
      return (d) => compareValues(code, readPath(d, a.segments, a.notFound), readPath(d, b.segments, b.notFound));
    }
    const a = arg(args, 0);
    const b = arg(args, 1);
    if (B?.constant) {
      const v = B.value;
      return (d) => compareValues(code, a(d), v);
    }
    if (A?.constant) {
      const v = A.value;
      return (d) => compareValues(code, v, b(d));
    }
    return (d) => compareValues(code, a(d), b(d));
  };
}

/** `<` and `<=` take a third argument for "between": a < b < c. Every argument is evaluated. */
function between(code: number): OperationBuilder {
  const two = binary(code);
  return (args) => {
    if (args.length < 3) return two(args);
    const a = arg(args, 0);
    const b = arg(args, 1);
    const c = arg(args, 2);
    return (d) => {
      const x = a(d);
      const y = b(d);
      const z = c(d);
      if (z === undefined) return compareValues(code, x, y);
      return compareValues(code, x, y) && compareValues(code, y, z);
    };
  };
}

// --- logic --------------------------------------------------------------------------------------

const not: OperationBuilder = (args) => {
  const read = args[0]?.read;
  if (read) return (d) => !truthy(readPath(d, read.segments, read.notFound));
  const a = arg(args, 0);
  return (d) => !truthy(a(d));
};
const notNot: OperationBuilder = (args) => {
  const read = args[0]?.read;
  if (read) return (d) => truthy(readPath(d, read.segments, read.notFound));
  const a = arg(args, 0);
  return (d) => truthy(a(d));
};

/** Returns the first falsy value, or the last (undefined when there are none). */
const and: OperationBuilder = (args) => {
  const e = args.map((x) => x.evaluate);
  if (e.length === 2) {
    const [a, b] = e;
    return (d) => {
      const v = a(d);
      return truthy(v) ? b(d) : v;
    };
  }
  return (d) => {
    let current: unknown;
    for (let i = 0; i < e.length; i++) {
      current = e[i](d);
      if (!truthy(current)) return current;
    }
    return current;
  };
};

/** Returns the first truthy value, or the last (undefined when there are none). */
const or: OperationBuilder = (args) => {
  const e = args.map((x) => x.evaluate);
  if (e.length === 2) {
    const [a, b] = e;
    return (d) => {
      const v = a(d);
      return truthy(v) ? v : b(d);
    };
  }
  return (d) => {
    let current: unknown;
    for (let i = 0; i < e.length; i++) {
      current = e[i](d);
      if (truthy(current)) return current;
    }
    return current;
  };
};

/** if / ?: : condition-value pairs, then an optional else; nothing matched and no else gives null. */
const ifThenElse: OperationBuilder = (args) => {
  const e = args.map((x) => x.evaluate);
  if (e.length === 3) {
    const [c, t, f] = e;
    return (d) => (truthy(c(d)) ? t(d) : f(d));
  }
  return (d) => {
    let i = 0;
    for (; i < e.length - 1; i += 2) {
      if (truthy(e[i](d))) return e[i + 1](d);
    }
    return i === e.length - 1 ? e[i](d) : null;
  };
};

// --- data access --------------------------------------------------------------------------------

const variable: OperationBuilder = (args) => {
  const fallback = args[1];
  // A default that evaluates to undefined means "no default" in json-logic-js.
  const notFoundOf: Evaluator = fallback ? (d) => fallback.evaluate(d) ?? null : () => null;
  const pathNode = args[0];
  if (pathNode && !pathNode.constant) {
    const path = pathNode.evaluate;
    return (d) => readVar(d, path(d), notFoundOf(d));
  }
  const segments = splitPath(pathNode?.value);
  if (segments === null) return (d) => d;
  if (isForbiddenPath(segments)) return () => null;
  if (fallback && !fallback.constant) return (d) => readPath(d, segments, notFoundOf(d));
  const notFound = fallback ? fallback.value : null;
  // Unrolled for the usual short paths (`record.x`, `record.passport.dateOfIssue`), with the
  // steps written inline: a shared helper would be called from every var closure and go
  // megamorphic.
  if (segments.length === 1) {
    const [a] = segments;
    return (d) => {
      if (d === null || d === undefined || !hasOwn.call(d, a)) return notFound;
      const v = (d as Record<string, unknown>)[a];
      return v === undefined ? notFound : v;
    };
  }
  if (segments.length === 2) {
    const [a, b] = segments;
    return (d) => {
      if (d === null || d === undefined || !hasOwn.call(d, a)) return notFound;
      const x = (d as Record<string, unknown>)[a];
      if (x === null || x === undefined || !hasOwn.call(x, b)) return notFound;
      const v = (x as Record<string, unknown>)[b];
      return v === undefined ? notFound : v;
    };
  }
  if (segments.length === 3) {
    const [a, b, c] = segments;
    return (d) => {
      if (d === null || d === undefined || !hasOwn.call(d, a)) return notFound;
      const x = (d as Record<string, unknown>)[a];
      if (x === null || x === undefined || !hasOwn.call(x, b)) return notFound;
      const y = (x as Record<string, unknown>)[b];
      if (y === null || y === undefined || !hasOwn.call(y, c)) return notFound;
      const v = (y as Record<string, unknown>)[c];
      return v === undefined ? notFound : v;
    };
  }
  return (d) => readPath(d, segments, notFound);
};

/** json-logic-js `missing`: one array argument is the key list, otherwise every argument is a key. */
function missingKeys(data: unknown, values: readonly unknown[]): unknown[] {
  const keys = Array.isArray(values[0]) ? (values[0] as unknown[]) : values;
  const missing: unknown[] = [];
  for (const key of keys) {
    // json-logic-js evaluates {"var": key}: an array key is [path, default].
    const value = Array.isArray(key) ? readVar(data, key[0], key[1] === undefined ? null : key[1]) : readVar(data, key, null);
    if (value === null || value === "") missing.push(key);
  }
  return missing;
}

/** A key list known at compile time: each key's path is split once. */
function constantKeys(values: readonly unknown[]): { key: string; segments: PathSegments }[] | null {
  const keys = Array.isArray(values[0]) ? (values[0] as unknown[]) : values;
  if (!keys.every((k) => typeof k === "string" || typeof k === "number")) return null;
  return keys.map((key) => ({ key: key as string, segments: splitPath(key) }));
}

function missingOf(data: unknown, keys: ReadonlyArray<{ key: string; segments: PathSegments }>): unknown[] {
  const missing: unknown[] = [];
  for (const { key, segments } of keys) {
    const value = segments === null ? data : isForbiddenPath(segments) ? null : readPath(data, segments, null);
    if (value === null || value === "") missing.push(key);
  }
  return missing;
}

const missing: OperationBuilder = (args) => {
  const keys = args.every((a) => a.constant) ? constantKeys(args.map((a) => a.value)) : null;
  if (keys) return (d) => missingOf(d, keys);
  const e = args.map((x) => x.evaluate);
  return (d) => missingKeys(d, e.map((x) => x(d)));
};

const missingSome: OperationBuilder = (args) => {
  const needOf = arg(args, 0);
  const optionsOf = arg(args, 1);
  const options = args[1];
  if (args[0]?.constant && options?.constant && Array.isArray(options.value)) {
    const keys = constantKeys(options.value);
    const need = args[0].value as number;
    const length = options.value.length;
    if (keys) {
      return (d) => {
        const areMissing = missingOf(d, keys);
        return length - areMissing.length >= need ? [] : areMissing;
      };
    }
  }
  return (d) => {
    const need = needOf(d) as number;
    const options = optionsOf(d);
    const areMissing = missingKeys(d, Array.isArray(options) ? options : [options]);
    const length = options === null || options === undefined ? NaN : (options as { length?: number }).length;
    return (length as number) - areMissing.length >= need ? [] : areMissing;
  };
};

// --- arrays ------------------------------------------------------------------------------------

/** `in`: substring of a string, or strict membership of an array. */
const inside: OperationBuilder = (args) => {
  const a = arg(args, 0);
  const read = args[0]?.read;
  const list = args[1];
  if (list?.constant && Array.isArray(list.value) && list.value.length > 8 && list.value.every(isPrimitive)) {
    // A Set agrees with indexOf here: JSON literals hold no NaN, the one value where they differ.
    const set = new Set<unknown>(list.value);
    if (read) return (d) => set.has(readPath(d, read.segments, read.notFound));
    return (d) => set.has(a(d));
  }
  if (read && list?.constant) {
    const haystack = list.value;
    return (d) => contains(haystack, readPath(d, read.segments, read.notFound));
  }
  const b = arg(args, 1);
  return (d) => contains(b(d), a(d));
};

function isPrimitive(value: unknown): boolean {
  return value === null || (typeof value !== "object" && typeof value !== "function");
}

function contains(haystack: unknown, needle: unknown): boolean {
  if (!haystack) return false;
  if (typeof haystack === "string") return haystack.indexOf(needle as string) !== -1;
  if (Array.isArray(haystack)) return haystack.indexOf(needle) !== -1;
  return false; // json-logic-js would call a data object's own "indexOf"; no data is code here
}

/** map, filter, all, none, some: the second argument is evaluated with each item as the data. */
function scoped(kind: "map" | "filter" | "all" | "none" | "some"): OperationBuilder {
  return (args) => {
    const listOf = arg(args, 0);
    const logic = arg(args, 1);
    switch (kind) {
      case "map":
        return (d) => {
          const list = listOf(d);
          return Array.isArray(list) ? list.map((item) => logic(item)) : [];
        };
      case "filter":
        return (d) => {
          const list = listOf(d);
          return Array.isArray(list) ? list.filter((item) => truthy(logic(item))) : [];
        };
      case "all":
        return (d) => {
          const list = listOf(d);
          if (!Array.isArray(list) || list.length === 0) return false;
          for (const item of list) if (!truthy(logic(item))) return false;
          return true;
        };
      case "none":
        return (d) => {
          const list = listOf(d);
          if (!Array.isArray(list)) return true;
          for (const item of list) if (truthy(logic(item))) return false;
          return true;
        };
      case "some":
        return (d) => {
          const list = listOf(d);
          if (!Array.isArray(list)) return false;
          for (const item of list) if (truthy(logic(item))) return true;
          return false;
        };
    }
  };
}

/** reduce: the logic sees `{ current, accumulator }`; the initial value defaults to null. */
const reduce: OperationBuilder = (args) => {
  const listOf = arg(args, 0);
  const logic = arg(args, 1);
  const initialOf: Evaluator = args[2] ? args[2].evaluate : () => null;
  return (d) => {
    const list = listOf(d);
    const initial = initialOf(d);
    if (!Array.isArray(list)) return initial;
    let accumulator = initial;
    for (const current of list) accumulator = logic({ current, accumulator });
    return accumulator;
  };
};

// --- strings and numbers ---------------------------------------------------------------------

function substr(source: unknown, start: number, end: number): string {
  // String.prototype.substr as json-logic-js uses it; a negative end cuts from the right (PHP).
  if (end < 0) {
    const temp = String(source).substr(start);
    return temp.substr(0, temp.length + end);
  }
  return String(source).substr(start, end);
}

const VALUE_OPERATIONS: Record<string, Fn> = {
  "%": (a: number, b: number) => a % b,
  "/": (a: number, b: number) => a / b,
  "-": (a: number, b?: number) => (b === undefined ? -a : a - b),
  "+": (...v: unknown[]) => v.reduce((a, b) => parseFloat(a as string) + parseFloat(b as string), 0),
  // json-logic-js reduces without an initial value: one argument comes back unconverted, and
  // none would throw; a safe null is returned instead.
  "*": (...v: unknown[]) => (v.length === 0 ? null : v.reduce((a, b) => parseFloat(a as string) * parseFloat(b as string))),
  min: (...v: number[]) => Math.min(...v),
  max: (...v: number[]) => Math.max(...v),
  cat: (...v: unknown[]) => v.join(""),
  substr,
  merge: (...v: unknown[]) => v.reduce((a: unknown[], b) => a.concat(b), []),
  // json-logic-js also prints the value; rules/ is pure, so it only passes it through.
  log: (a: unknown) => a,
};

/** Every standard operation of json-logic-js 2.0.5. */
export function standardOperations(): Map<string, OperationBuilder> {
  const builders = new Map<string, OperationBuilder>([
    ["==", binary(EQ)],
    ["===", binary(SEQ)],
    ["!=", binary(NE)],
    ["!==", binary(SNE)],
    [">", binary(GT)],
    [">=", binary(GE)],
    ["<", between(LT)],
    ["<=", between(LE)],
    ["!", not],
    ["!!", notNot],
    ["and", and],
    ["or", or],
    ["if", ifThenElse],
    ["?:", ifThenElse],
    ["var", variable],
    ["missing", missing],
    ["missing_some", missingSome],
    ["in", inside],
    ["map", scoped("map")],
    ["filter", scoped("filter")],
    ["all", scoped("all")],
    ["none", scoped("none")],
    ["some", scoped("some")],
    ["reduce", reduce],
  ]);
  for (const [name, fn] of Object.entries(VALUE_OPERATIONS)) {
    builders.set(name, (args) => applyEvaluated(fn, args));
  }
  return builders;
}
