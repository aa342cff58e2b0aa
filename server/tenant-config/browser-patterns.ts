// The browser checks answers against a form's JSON Schema patterns with its own RegExp, which
// backtracks (server/forms/browser-validators.ts), so a pattern it could run for seconds on a
// long answer is refused at publish (decision 0107). recheck (a ReDoS checker) decides, in its
// pure JavaScript build on a worker thread: no native binary or Java is started, and the
// server's event loop is not held while it thinks. The server itself runs every pattern on RE2.
import { check, type Diagnostics } from "recheck";
import { type Problem } from "../../rules";
import { configuredSchemaPatterns } from "../../rules/forms/schema-patterns";
import { configuredPattern, patternOfField } from "../../rules/patterns/configured-pattern";

/** How long recheck may think about one pattern; an ordinary pattern takes a few milliseconds. */
const CHECK_TIMEOUT_MS = 5_000;
const MAX_KEPT = 1000;

/** recheck's verdicts, kept per pattern: a configuration is checked at every publish and changes little. */
const verdicts = new Map<string, Promise<Diagnostics>>();

function verdictOf(pattern: string): Promise<Diagnostics> {
  let verdict = verdicts.get(pattern);
  if (!verdict) {
    if (verdicts.size >= MAX_KEPT) verdicts.clear();
    // recheck takes its backend from the environment only: "worker" is its pure JavaScript checker on a worker thread.
    process.env.RECHECK_BACKEND = "worker";
    // The flags are ajv's: it compiles schema patterns with the u flag. A checker that fails is no verdict.
    verdict = check(pattern, "u", { timeout: CHECK_TIMEOUT_MS }).catch((error: unknown): Diagnostics => ({ source: pattern, flags: "u", status: "unknown", error: { kind: "unexpected", message: String(error) } }));
    verdicts.set(pattern, verdict);
    // No verdict (out of time on a busy machine, or the checker failed) may come out otherwise later: ask again next time.
    void verdict.then((found) => (found.status === "unknown" ? verdicts.delete(pattern) : undefined));
  }
  return verdict;
}

function problemOf(verdict: Diagnostics): string | null {
  if (verdict.status === "safe") return null;
  if (verdict.status === "unknown") return "could not be shown to run in a time proportional to the answer's length in a browser; write it more simply";
  const growth = verdict.complexity.type === "exponential" ? "exponentially" : `as the answer's length to the power ${verdict.complexity.degree}`;
  return `can take time growing ${growth} with the answer's length in a browser; write it so that each part of an answer can match only one way, without repetitions that overlap like (a|aa)+ or \\s*x\\s*`;
}

/** The configuration's schema patterns recheck is asked about: those RE2 cannot run are left to the configuration's own checks, which refuse them first. */
function checkedPatterns(config: Record<string, unknown>) {
  return configuredSchemaPatterns(config).filter(({ pattern }) => configuredPattern(pattern, "u") !== null);
}

/** The schema patterns a browser would run in more than linear time, each naming its field. */
export async function browserPatternProblems(config: Record<string, unknown>): Promise<Problem[]> {
  const patterns = checkedPatterns(config);
  const verdicts = await Promise.all(patterns.map(({ pattern }) => verdictOf(pattern)));
  return patterns.flatMap(({ location, field }, i) => {
    const problem = problemOf(verdicts[i]);
    return problem ? [{ location, problem: `${patternOfField(field)} ${problem}` }] : [];
  });
}

/** Whether recheck's verdict on a pattern is kept: a check of a configuration holding it answers without thinking again. */
export function hasVerdictFor(pattern: string): boolean {
  return verdicts.has(pattern);
}

/**
 * Asks recheck about every pattern of the configurations, one after another, keeping its verdicts.
 * Its first verdicts take seconds (the checker starting, then up to a second a pattern): without
 * this, a university's first draft check or publish after the server starts waited for all of
 * them (33 patterns, about 8 s). Returns how many patterns it asked about.
 */
export async function warmPatternVerdicts(configs: Iterable<Record<string, unknown>>): Promise<number> {
  const patterns = new Set<string>();
  for (const config of configs) for (const { pattern } of checkedPatterns(config)) patterns.add(pattern);
  for (const pattern of patterns) await verdictOf(pattern);
  return patterns.size;
}

