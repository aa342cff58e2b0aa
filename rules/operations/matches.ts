// matches: [value, pattern, flags?] -> the value matches the configured regular expression.
// The pattern must be a string literal in the rule (checked when the configuration is compiled),
// so patterns come only from configuration; each distinct one is compiled once, for RE2, whose
// time is linear in the input (rules/patterns/configured-pattern.ts, decision 0107). Inputs
// longer than MAX_INPUT_LENGTH characters never match, which bounds the work per call further.
import type { CompiledNode, Evaluator } from "../jsonlogic/compile";
import { readPath } from "../jsonlogic/var-path";
import { configuredPattern, flagProblems, patternOfField, patternProblems, type LinearPattern } from "../patterns/configured-pattern";

export const MAX_INPUT_LENGTH = 10_000;

function test(re: LinearPattern | null, value: unknown): boolean {
  if (typeof value === "number" && Number.isFinite(value)) value = String(value);
  if (typeof value !== "string" || value.length > MAX_INPUT_LENGTH) return false;
  return re !== null && re.test(value);
}

function regexOf(pattern: unknown, flags: unknown): LinearPattern | null {
  if (typeof pattern !== "string") return null;
  const f = flags ?? "";
  if (typeof f !== "string" || flagProblems(f).length > 0) return null;
  return configuredPattern(pattern, f);
}

export function matches(value: unknown, pattern: unknown, flags: unknown = ""): boolean {
  return test(regexOf(pattern, flags), value);
}

/** With a literal pattern (always, once validated) the pattern is looked up once, at compile time. */
function build(args: readonly CompiledNode[]): Evaluator | undefined {
  const [value, pattern, flags] = args;
  if (!value || !pattern?.constant || (flags && !flags.constant)) return undefined;
  const re = regexOf(pattern.value, flags?.value);
  const read = value.read;
  if (read) return (d) => test(re, readPath(d, read.segments, read.notFound));
  const valueOf = value.evaluate;
  return (d) => test(re, valueOf(d));
}

/** The field a `matches` reads (`{ "var": "postcode" }`), to name it in a problem. */
function fieldOf(value: unknown): string | undefined {
  const path = value && typeof value === "object" && !Array.isArray(value) ? (value as { var?: unknown }).var : undefined;
  const name = Array.isArray(path) ? path[0] : path;
  return typeof name === "string" && name !== "" ? name : undefined;
}

/** Validation of the raw arguments: a literal pattern RE2 can run, and allowed flags. */
export function checkMatches(args: readonly unknown[]): string[] {
  const [value, pattern, flags] = args;
  if (typeof pattern !== "string") {
    return ["the pattern of \"matches\" must be a string literal"];
  }
  const flagIssues = flagProblems(flags);
  if (flagIssues.length > 0) return flagIssues;
  const field = fieldOf(value);
  return patternProblems(pattern, typeof flags === "string" ? flags : "", field === undefined ? undefined : patternOfField(field));
}

export const matchesOperations = { matches: { fn: matches, check: checkMatches, build } };
