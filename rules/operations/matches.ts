// matches: [value, pattern, flags?] -> the value matches the configured regular expression.
// The pattern must be a string literal in the rule (checked when the configuration is compiled),
// so patterns come only from configuration; each distinct one is compiled once and cached.
// Inputs longer than MAX_INPUT_LENGTH characters never match, which bounds the work per call.
import type { CompiledNode, Evaluator } from "../jsonlogic/compile";
import { readPath } from "../jsonlogic/var-path";
import { flagProblems, patternProblems } from "./regex-safety";

export const MAX_INPUT_LENGTH = 10_000;
const MAX_CACHED = 1000;

const cache = new Map<string, Map<string, RegExp | null>>(); // flags -> pattern -> RegExp (null: invalid)
let cached = 0;

function regexFor(pattern: string, flags: string): RegExp | null {
  let byPattern = cache.get(flags);
  if (!byPattern) cache.set(flags, (byPattern = new Map()));
  let re = byPattern.get(pattern);
  if (re === undefined) {
    if (++cached > MAX_CACHED) {
      // Only reachable with an unusually large configuration; start afresh rather than grow.
      cache.clear();
      cached = 1;
      cache.set(flags, (byPattern = new Map()));
    }
    re = patternProblems(pattern, flags).length === 0 ? new RegExp(pattern, flags) : null;
    byPattern.set(pattern, re);
  }
  return re;
}

function test(re: RegExp | null, value: unknown): boolean {
  if (typeof value === "number" && Number.isFinite(value)) value = String(value);
  if (typeof value !== "string" || value.length > MAX_INPUT_LENGTH) return false;
  return re !== null && re.test(value);
}

function regexOf(pattern: unknown, flags: unknown): RegExp | null {
  if (typeof pattern !== "string") return null;
  const f = flags ?? "";
  if (typeof f !== "string" || flagProblems(f).length > 0) return null;
  return regexFor(pattern, f);
}

export function matches(value: unknown, pattern: unknown, flags: unknown = ""): boolean {
  return test(regexOf(pattern, flags), value);
}

/** With a literal pattern (always, once validated) the RegExp is looked up once, at compile time. */
function build(args: readonly CompiledNode[]): Evaluator | undefined {
  const [value, pattern, flags] = args;
  if (!value || !pattern?.constant || (flags && !flags.constant)) return undefined;
  const re = regexOf(pattern.value, flags?.value);
  const read = value.read;
  if (read) return (d) => test(re, readPath(d, read.segments, read.notFound));
  const valueOf = value.evaluate;
  return (d) => test(re, valueOf(d));
}

/** Validation of the raw arguments: literal, valid, safe pattern and flags. */
export function checkMatches(args: readonly unknown[]): string[] {
  const [, pattern, flags] = args;
  if (typeof pattern !== "string") {
    return ["the pattern of \"matches\" must be a string literal"];
  }
  const flagIssues = flagProblems(flags);
  if (flagIssues.length > 0) return flagIssues;
  return patternProblems(pattern, typeof flags === "string" ? flags : "");
}

export const matchesOperations = { matches: { fn: matches, check: checkMatches, build } };
