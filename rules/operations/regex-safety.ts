// Static checks of a configured regular expression. Patterns come from configuration, but a
// single bad one must not be able to hang the server: invalid syntax is rejected, and so is the
// classic source of catastrophic backtracking, a repeated group that itself contains a variable
// repetition (`(a+)+`, `(\w*,?)*`, `(x|y+){2,}`). Together with the input-length bound in
// `matches` this removes exponential cases; polynomial ones are bounded by the input length.

export const MAX_PATTERN_LENGTH = 1000;
export const ALLOWED_FLAGS = "imsu"; // no g/y: they make RegExp.test stateful

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

export function patternProblems(pattern: string, flags = ""): string[] {
  if (pattern.length > MAX_PATTERN_LENGTH) return [`regular expression longer than ${MAX_PATTERN_LENGTH} characters`];
  try {
    new RegExp(pattern, flags);
  } catch (error) {
    return [`invalid regular expression ${JSON.stringify(pattern)}: ${(error as Error).message}`];
  }
  return hasNestedRepetition(pattern)
    ? [`regular expression ${JSON.stringify(pattern)} repeats a group that contains a repetition; it could backtrack catastrophically`]
    : [];
}

interface Quantifier {
  /** Can match a different number of times (*, +, ?, {n,m} with m > n, {n,}). */
  variable: boolean;
  /** Can repeat more than once (*, +, {n,} and {n,m} with m >= 2). */
  repeating: boolean;
  length: number;
}

function quantifierAt(pattern: string, i: number): Quantifier | null {
  const c = pattern[i];
  if (c === "*" || c === "+") return { variable: true, repeating: true, length: lazy(pattern, i + 1, 1) };
  if (c === "?") return { variable: true, repeating: false, length: lazy(pattern, i + 1, 1) };
  if (c !== "{") return null;
  const m = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
  if (!m) return null;
  const min = Number(m[1]);
  const max = m[2] === undefined ? min : m[3] === "" ? Infinity : Number(m[3]);
  return { variable: max > min, repeating: max >= 2, length: lazy(pattern, i + m[0].length, m[0].length) };
}

function groupPrefixLength(pattern: string, i: number): number {
  if (pattern[i] !== "?") return 0;
  if (pattern[i + 1] === "<" && pattern[i + 2] !== "=" && pattern[i + 2] !== "!") {
    const end = pattern.indexOf(">", i);
    return end === -1 ? 1 : end - i + 1;
  }
  return pattern[i + 1] === "<" ? 3 : 2;
}

const lazy = (pattern: string, next: number, length: number): number => (pattern[next] === "?" ? length + 1 : length);

/** Scans the pattern once, tracking for each open group whether it contains a variable quantifier. */
export function hasNestedRepetition(pattern: string): boolean {
  const groups: boolean[] = []; // per open group: contains a variable quantifier
  let lastGroupVariable: boolean | null = null; // the group that just closed, if the previous token was ")"
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\") {
      i++; // the escaped character is a literal token
      lastGroupVariable = null;
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      continue;
    }
    if (c === "[") {
      inClass = true;
      lastGroupVariable = null;
      continue;
    }
    if (c === "(") {
      groups.push(false);
      lastGroupVariable = null;
      i += groupPrefixLength(pattern, i + 1); // (?: (?= (?! (?<= (?<! (?<name> are not quantifiers
      continue;
    }
    if (c === ")") {
      const inner = groups.pop() ?? false;
      if (inner && groups.length > 0) groups[groups.length - 1] = true;
      lastGroupVariable = inner;
      continue;
    }
    const q = quantifierAt(pattern, i);
    if (q) {
      if (lastGroupVariable && q.repeating) return true;
      if (q.variable && groups.length > 0) groups[groups.length - 1] = true;
      i += q.length - 1;
    }
    lastGroupVariable = null;
  }
  return false;
}
