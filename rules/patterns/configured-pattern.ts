// Regular expressions that come from configuration (a `matches` rule, a form's JSON Schema
// `pattern`, an import mapping's patterns, a feed's file names) run on RE2 (re2js, decision
// 0107): time linear in the input whatever the pattern, so no pattern can freeze the process
// the way `^(a|aa)+$` froze a backtracking engine. A pattern is accepted when it is valid
// JavaScript with the u flag (the syntax the documentation and the browser use), RE2 can run it
// (no look-arounds, no back-references) and its program is small enough that even a long input
// is matched quickly.
import { RE2JS } from "re2js";
import { UnportablePatternError, toRe2Syntax, wholeMatchBody } from "./re2-syntax";

export const MAX_PATTERN_LENGTH = 1000;
/**
 * RE2's instructions for the pattern. The work per character grows with it, so large counted
 * repetitions are refused: `\p{L}{300}` (about 300) takes tens of milliseconds over 10,000
 * characters; ordinary patterns use a few dozen.
 */
export const MAX_PROGRAM_SIZE = 300;
export const ALLOWED_FLAGS = "imsu"; // no g/y: they make matching stateful

/** A compiled configured pattern, used as RegExp is (no g flag: one match at most). */
export interface LinearPattern {
  readonly source: string;
  readonly flags: string;
  test(text: string): boolean;
  /** The first match and its groups, shaped as RegExp.prototype.exec's answer. */
  exec(text: string): RegExpExecArray | null;
  /** The first match replaced, as String.prototype.replace does with a RegExp ($&, $1, $<name>, $$). */
  replaceFirst(text: string, replacement: string): string;
  toString(): string;
}

export class PatternError extends Error {}

export function flagProblems(flags: unknown): string[] {
  if (flags === undefined || flags === null) return [];
  if (typeof flags !== "string") return ["regular expression flags must be a string literal"];
  for (let i = 0; i < flags.length; i++) {
    if (!ALLOWED_FLAGS.includes(flags[i]) || flags.indexOf(flags[i]) !== i) {
      return [`regular expression flags ${JSON.stringify(flags)} are not allowed (use any of "${ALLOWED_FLAGS}" once)`];
    }
  }
  return [];
}

const RE2_FLAGS: Readonly<Record<string, number>> = { i: RE2JS.CASE_INSENSITIVE, m: RE2JS.MULTILINE, s: RE2JS.DOTALL, u: 0 };

/** How a problem names a field's pattern: `the pattern of "postcode"`. */
export const patternOfField = (name: string): string => `the pattern of ${JSON.stringify(name)}`;

/** RE2's program for a JavaScript pattern; `captures`: with its groups (for exec and replace), else only for testing. */
function re2Of(pattern: string, flags: string, captures: boolean): RE2JS {
  const re2Flags = [...flags].reduce((all, flag) => all | RE2_FLAGS[flag], 0);
  return RE2JS.compile(toRe2Syntax(pattern, flags.includes("s"), captures), re2Flags);
}

/** What tests a text: RE2's program (without captures) and whether it must match the whole text. */
interface Tester {
  re: RE2JS;
  whole: boolean;
}

/** The pattern compiled for RE2 to test texts with, or what is wrong with it (said of no one: "is longer than …"). */
function compileRe2(pattern: string, flags: string): Tester | { problem: string } {
  if (pattern.length > MAX_PATTERN_LENGTH) return { problem: `is longer than ${MAX_PATTERN_LENGTH} characters` };
  const flagIssue = flagProblems(flags)[0];
  if (flagIssue) return { problem: `has ${flagIssue}` };
  try {
    new RegExp(pattern, flags.includes("u") ? flags : `${flags}u`);
  } catch (error) {
    return { problem: `is an invalid regular expression: ${(error as Error).message}` };
  }
  const body = flags.includes("m") ? null : wholeMatchBody(pattern);
  let compiled: RE2JS;
  try {
    compiled = re2Of(body ?? pattern, flags, false);
  } catch (error) {
    if (error instanceof UnportablePatternError) return { problem: error.message };
    const detail = (error as Error).message.replace(/^error parsing regexp: /, "");
    return { problem: `cannot run in linear time (look-arounds and back-references are not supported): ${detail}` };
  }
  const size = compiled.programSize();
  if (size > MAX_PROGRAM_SIZE) return { problem: `is too complex (${size} steps, at most ${MAX_PROGRAM_SIZE}); use shorter counted repetitions, or a length limit instead` };
  return { re: compiled, whole: body !== null };
}

const MAX_CACHED = 1000;
const cache = new Map<string, LinearPattern | { problem: string }>(); // flags + "/" + pattern

/** Each distinct pattern is compiled once and kept: configurations name the same few over and over. */
function compiled(pattern: string, flags: string): LinearPattern | { problem: string } {
  const key = `${flags}/${pattern}`;
  let found = cache.get(key);
  if (found === undefined) {
    // Only reachable with an unusually large configuration; start afresh rather than grow.
    if (cache.size >= MAX_CACHED) cache.clear();
    const re = compileRe2(pattern, flags);
    found = "problem" in re ? re : linearOf(re, pattern, flags);
    cache.set(key, found);
  }
  return found;
}

function linearOf({ re, whole }: Tester, source: string, flags: string): LinearPattern {
  let withGroups: RE2JS | undefined; // compiled on first need: most patterns are only ever tested
  const groups = () => (withGroups ??= re2Of(source, flags, true));
  return {
    source,
    flags,
    test: whole ? (text) => re.testExact(text) : (text) => re.test(text),
    exec: (text) => groups().exec(text) as RegExpExecArray | null,
    replaceFirst: (text, replacement) => groups().matcher(text).replaceFirst(replacement),
    toString: () => `/${source}/${flags}`,
  };
}

/** What is wrong with a configured pattern, naming it as `subject` (say, `patternOfField("postcode")`); empty when it can run. */
export function patternProblems(pattern: string, flags = "", subject = "the pattern"): string[] {
  const found = compiled(pattern, flags);
  return "problem" in found ? [`${subject} ${found.problem}`] : [];
}

/** The pattern compiled afresh, not kept (what a compilation costs; `linearPattern` keeps them). */
export function compileLinearPattern(pattern: string, flags = ""): LinearPattern {
  const re = compileRe2(pattern, flags);
  if ("problem" in re) throw new PatternError(`the pattern ${re.problem}`);
  return linearOf(re, pattern, flags);
}

/** A configured pattern compiled for RE2 (once, then kept); throws a PatternError when `patternProblems` has any. */
export function linearPattern(pattern: string, flags = ""): LinearPattern {
  const found = compiled(pattern, flags);
  if ("problem" in found) throw new PatternError(`the pattern ${found.problem}`);
  return found;
}

/** A configured pattern compiled for RE2, or null when it has problems (the configuration's checks report them). */
export function configuredPattern(pattern: string, flags = ""): LinearPattern | null {
  const found = compiled(pattern, flags);
  return "problem" in found ? null : found;
}
