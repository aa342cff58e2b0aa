// A configured pattern is written as JavaScript writes it (the browser runs JSON Schema patterns
// with its own RegExp) and run on the server by RE2, whose syntax and meaning differ in a few
// places. The pattern is first checked to be valid JavaScript with the u flag, which leaves out
// the escapes RE2 would read differently (`\A`, `\z`, `\Q`, `\pL`, `\x{41}`); what is left is
// rewritten here so that RE2 means what the browser means:
// - `\uXXXX` and `\u{X…}` become RE2's `\x{…}`;
// - `\s` and `\S` outside a class, `\s` inside one, take JavaScript's whitespace (RE2's is ASCII);
// - `.` without the s flag refuses every JavaScript line terminator (RE2's refuses only \n);
// - `[]` (never matches) and `[^]` (anything) are refused: RE2 reads `]` there as a character.
// Without `captures`, groups become non-capturing, for a test: RE2 tests a pattern without
// captures up to several times faster (`^(\w|\d)+$` over 10,000 characters: 1.6 ms, 0.4 ms).

/** JavaScript's \s: ECMAScript WhiteSpace and LineTerminator, written for an RE2 class. */
const JS_SPACE = "\\t\\n\\x{0B}\\f\\r \\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}";
const JS_NOT_LINE_TERMINATOR = "[^\\n\\r\\x{2028}\\x{2029}]";

export class UnportablePatternError extends Error {}

const HEX = /^[0-9A-Fa-f]$/;

/** The `\u` escape at `i` (pointing at the backslash) as RE2 writes it, and its length. */
function unicodeEscape(pattern: string, i: number): [string, number] | null {
  if (pattern[i + 2] === "{") {
    const end = pattern.indexOf("}", i + 3);
    const digits = end === -1 ? "" : pattern.slice(i + 3, end);
    return digits && [...digits].every((c) => HEX.test(c)) ? [`\\x{${digits}}`, end - i + 1] : null;
  }
  const digits = pattern.slice(i + 2, i + 6);
  return digits.length === 4 && [...digits].every((c) => HEX.test(c)) ? [`\\x{${digits}}`, 6] : null;
}

/** The pattern (valid JavaScript with the u flag) in RE2's syntax, meaning what JavaScript means by it. */
export function toRe2Syntax(pattern: string, dotAll: boolean, captures = true): string {
  let out = "";
  let inClass = false;
  for (let i = 0; i < pattern.length; ) {
    const c = pattern[i];
    if (c === "\\") {
      const next = pattern[i + 1] ?? "";
      const unicode = next === "u" ? unicodeEscape(pattern, i) : null;
      if (unicode) {
        out += unicode[0];
        i += unicode[1];
        continue;
      }
      if (next === "s") out += inClass ? JS_SPACE : `[${JS_SPACE}]`;
      else if (next === "S" && !inClass) out += `[^${JS_SPACE}]`;
      else out += c + next;
      i += 2;
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      out += c;
    } else if (c === "[") {
      const rest = pattern.slice(i + 1, i + 3);
      if (rest.startsWith("]") || rest === "^]") throw new UnportablePatternError('has an empty class "[]" or "[^]"; write [\\s\\S] for any character');
      inClass = true;
      out += c;
    } else if (c === "(" && !captures && pattern[i + 1] !== "?") out += "(?:";
    else if (c === "(" && !captures && pattern[i + 2] === "<" && pattern[i + 3] !== "=" && pattern[i + 3] !== "!") {
      out += "(?:"; // a named group: (?<name>
      i = pattern.indexOf(">", i) + 1;
      continue;
    } else if (c === "." && !dotAll) out += JS_NOT_LINE_TERMINATOR;
    else out += c;
    i += 1;
  }
  return out;
}

/**
 * For `^X$` with no alternation at its top level: X, which RE2 tests against the whole text
 * (`testExact`) several times faster than it searches for `^X$` (0.7 µs against 2.8 µs on a
 * passport number). Null for any other shape. Only without the m flag, where ^ and $ mean the
 * text's start and end.
 */
export function wholeMatchBody(pattern: string): string | null {
  if (!pattern.startsWith("^") || !pattern.endsWith("$")) return null;
  let depth = 0;
  let inClass = false;
  for (let i = 1; i < pattern.length - 1; i++) {
    const c = pattern[i];
    if (c === "\\") {
      i++;
      if (i === pattern.length - 1) return null; // the final $ is escaped: \$
    } else if (inClass) inClass = c !== "]";
    else if (c === "[") inClass = true;
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "|" && depth === 0) return null;
  }
  return inClass ? null : pattern.slice(1, -1);
}
