// Translating a tab predicate (JSON-Logic over one list row) into a MongoDB filter that selects
// exactly the rows the predicate is truthy for, so that lists are filtered by the database.
//
// JSON-Logic compares loosely (1 == "1", null < 5) where MongoDB compares strictly and treats a
// missing field like null. Only forms whose meaning is the same in both are translated:
// - `var` names a scalar field by a plain dot path (no array indices, no `$`, no default but null);
//   a field holding an array or object is outside what tab predicates may address.
// - `==` / `!=` take null or a string that does not read as a number (for those, loose and
//   strict equality agree for every scalar); `===` / `!==` take any scalar.
// - `<`, `<=`, `>`, `>=` take a string that does not read as a number (dates such as
//   "2025-01-31" included: every comparison with a non-number is then false for non-strings, as
//   in MongoDB), or a number, for fields holding numbers: a missing or null field compares as 0,
//   as it does in JavaScript. `<`/`<=` also take the "between" form [literal, var, literal].
// - `in` takes a var and a literal list of scalars; `missing` takes literal keys.
// - `and`, `or`, `!`, `!!`, a bare `var` (truthiness) and literals combine them.
// Anything else throws NotTranslatableError naming the operation.

import { argumentsOf, isLogic, operatorOf } from "../jsonlogic/compile";
import { truthy } from "../jsonlogic/truthy";

export type MongoFilter = Record<string, unknown>;

export class NotTranslatableError extends Error {
  constructor(
    readonly operation: string,
    reason: string,
  ) {
    super(`operation "${operation}" cannot be translated to a MongoDB query: ${reason}`);
    this.name = "NotTranslatableError";
  }
}

const MATCH_ALL: MongoFilter = {};
const MATCH_NONE: MongoFilter = { $nor: [{}] };
const FALSY_SCALARS = [null, false, 0, ""];
const FORBIDDEN = new Set(["__proto__", "constructor", "prototype"]);

type Scalar = string | number | boolean | null;
const isScalar = (v: unknown): v is Scalar => v === null || ["string", "number", "boolean"].includes(typeof v);
/** A string JavaScript would not read as a number (so loose comparisons treat it as text). */
const isTextual = (v: unknown): v is string => typeof v === "string" && Number.isNaN(Number(v));

/** The field path of a translatable `{ "var": path }`, or null when the node is not a var. */
function fieldOf(node: unknown): string | null {
  if (!isLogic(node) || operatorOf(node) !== "var") return null;
  const [path, fallback] = argumentsOf(node, "var");
  if (fallback !== undefined && fallback !== null) throw new NotTranslatableError("var", "a default value other than null");
  if (typeof path !== "string" || path === "") throw new NotTranslatableError("var", "the path must be a non-empty string");
  for (const segment of path.split(".")) {
    if (segment === "" || segment.startsWith("$") || /^\d+$/.test(segment) || FORBIDDEN.has(segment)) {
      throw new NotTranslatableError("var", `path "${path}" is not a plain field path`);
    }
  }
  return path;
}

/** [field, literal, flipped] of a binary comparison with a var on one side and a literal on the other. */
function sides(op: string, args: readonly unknown[]): [string, Scalar, boolean] {
  if (args.length !== 2) throw new NotTranslatableError(op, "needs exactly two arguments");
  const [a, b] = args;
  const left = fieldOf(a);
  if (left !== null && !isLogic(b) && isScalar(b)) return [left, b, false];
  const right = fieldOf(b);
  if (right !== null && !isLogic(a) && isScalar(a)) return [right, a, true];
  throw new NotTranslatableError(op, "needs a var on one side and a scalar literal on the other");
}

const MONGO_OP: Record<string, string> = { "<": "$lt", "<=": "$lte", ">": "$gt", ">=": "$gte" };
const FLIP: Record<string, string> = { "<": ">", "<=": ">=", ">": "<", ">=": "<=" };
const HOLDS: Record<string, (a: number, b: number) => boolean> = {
  "<": (a, b) => a < b,
  "<=": (a, b) => a <= b,
  ">": (a, b) => a > b,
  ">=": (a, b) => a >= b,
};

/** `field op literal` (op already oriented so the field is on the left). */
function compare(op: string, field: string, literal: Scalar, original: string): MongoFilter {
  if (typeof literal === "number" && Number.isFinite(literal)) {
    const filter = { [field]: { [MONGO_OP[op]]: literal } };
    // JavaScript compares a missing/null field as 0; MongoDB never matches it.
    return HOLDS[op](0, literal) ? { $or: [filter, { [field]: null }] } : filter;
  }
  if (isTextual(literal)) return { [field]: { [MONGO_OP[op]]: literal } };
  throw new NotTranslatableError(original, "compares with a literal that is neither a number nor non-numeric text");
}

function comparison(op: string, args: readonly unknown[]): MongoFilter {
  if ((op === "<" || op === "<=") && args.length === 3) {
    const [low, middle, high] = args;
    const field = fieldOf(middle);
    if (field === null || isLogic(low) || isLogic(high) || !isScalar(low) || !isScalar(high)) {
      throw new NotTranslatableError(op, "the between form needs [literal, var, literal]");
    }
    return { $and: [compare(FLIP[op], field, low, op), compare(op, field, high, op)] };
  }
  const [field, literal, flipped] = sides(op, args);
  return compare(flipped ? FLIP[op] : op, field, literal, op);
}

function equality(op: string, args: readonly unknown[]): MongoFilter {
  const [field, literal] = sides(op, args);
  const loose = op === "==" || op === "!=";
  if (loose && literal !== null && !isTextual(literal)) {
    throw new NotTranslatableError(op, `loose equality with ${JSON.stringify(literal)} differs from MongoDB's; use "${op}=" for numbers and booleans`);
  }
  return op === "==" || op === "===" ? { [field]: literal } : { [field]: { $ne: literal } };
}

function keysOf(args: readonly unknown[]): unknown[] {
  return Array.isArray(args[0]) ? (args[0] as unknown[]) : [...args];
}

/** A filter for the rows where `node` is truthy. */
function truthyFilter(node: unknown): MongoFilter {
  if (Array.isArray(node)) return node.length > 0 ? MATCH_ALL : MATCH_NONE;
  if (!isLogic(node)) return truthy(node) ? MATCH_ALL : MATCH_NONE;
  const op = operatorOf(node);
  const args = argumentsOf(node, op);
  switch (op) {
    case "var":
      return { [fieldOf(node) as string]: { $nin: FALSY_SCALARS } };
    case "!":
      return { $nor: [truthyFilter(args[0])] };
    case "!!":
      return truthyFilter(args[0]);
    case "and":
    case "or": {
      if (args.length === 0) return MATCH_NONE; // json-logic gives undefined
      if (args.length === 1) return truthyFilter(args[0]);
      return { [op === "and" ? "$and" : "$or"]: args.map(truthyFilter) };
    }
    case "==":
    case "===":
    case "!=":
    case "!==":
      return equality(op, args);
    case "<":
    case "<=":
    case ">":
    case ">=":
      return comparison(op, args);
    case "in": {
      const field = fieldOf(args[0]);
      const list = args[1];
      if (field === null || args.length !== 2 || !Array.isArray(list) || !list.every((v) => isScalar(v) && !isLogic(v))) {
        throw new NotTranslatableError(op, "needs a var and a literal list of scalars");
      }
      return { [field]: { $in: list } };
    }
    case "missing": {
      const keys = keysOf(args);
      if (keys.length === 0) return MATCH_NONE;
      const filters = keys.map((key) => {
        if (typeof key !== "string") throw new NotTranslatableError(op, "keys must be literal strings");
        return { [fieldOf({ var: key }) as string]: { $in: [null, ""] } };
      });
      return filters.length === 1 ? filters[0] : { $or: filters };
    }
    case "text-contains": {
      const field = fieldOf(args[0]);
      const term = args[1];
      if (field === null || args.length !== 2 || typeof term !== "string" || isLogic(term)) throw new NotTranslatableError(op, "needs a var and a literal term");
      return term === "" ? MATCH_ALL : { [field]: { $regex: escapeRegex(term), $options: "i" } };
    }
    case "has-any":
    case "has-all": {
      const field = fieldOf(args[0]);
      const values = args[1];
      if (field === null || args.length !== 2 || !Array.isArray(values) || !values.every((v) => isScalar(v) && !isLogic(v))) {
        throw new NotTranslatableError(op, "needs a var and a literal list of scalars");
      }
      // Equality on a list field matches when the list holds the value (MongoDB and the embedded store).
      if (op === "has-any") return values.length === 0 ? MATCH_NONE : { [field]: { $in: values } };
      return values.length === 0 ? MATCH_ALL : values.length === 1 ? { [field]: values[0] } : { $and: values.map((value) => ({ [field]: value })) };
    }
    default:
      throw new NotTranslatableError(op, "not in the translatable subset (==, !=, ===, !==, <, <=, >, >=, in, and, or, !, !!, missing, var, text-contains, has-any, has-all)");
  }
}

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A MongoDB filter selecting the rows for which the predicate is truthy; throws NotTranslatableError. */
export function toMongoQuery(predicate: unknown): MongoFilter {
  return truthyFilter(predicate);
}
