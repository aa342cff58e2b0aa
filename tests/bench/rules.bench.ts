// Benchmark: the compiled JSON-Logic evaluator against json-logic-js 2.0.5 on 300 rules of the
// kinds the forms use (visibility, mandatory, validation: comparisons, and/or, missing, dates,
// lengths, patterns) over 1,000 varied records. Run with `npm run bench`. json-logic-js is
// given the very same custom-operation functions, so only the evaluators differ.
//
// Both run in ONE process in short interleaved rounds, so that JIT warm-up, GC and machine load
// fall on both alike; each round gives a rate for each and their ratio, and the median ratio is
// reported. Results are compared value by value first: mismatches are counted and printed.
// To add a comparison (e.g. full-form evaluation), call `compareInRounds` with two functions
// doing the same work. The last section (tests/bench/pattern-engines.ts) measures the engines a
// configured regular expression can run on against the native RegExp (decision 0107).
import { isDeepStrictEqual } from "node:util";
import v8 from "node:v8";
import vm from "node:vm";
import jsonLogic from "json-logic-js";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CUSTOM_OPERATIONS, compileConfiguration, createEngine, evaluatePage, evaluatedAnswers, sectionData, validateForm, type CompiledRule } from "../../rules";
import { defaultConfig } from "../../server/cli/config-source";
import { configuredSchemaPatterns } from "../../rules/forms/schema-patterns";
import { benchPatternEngines } from "./pattern-engines";

// A full collection before each timed run, so that neither side pays for the other's garbage
// (json-logic-js allocates arrays on every operation). The npm script runs plain `tsx`, so the
// collector is exposed from inside rather than with a command-line flag.
v8.setFlagsFromString("--expose-gc");
const collectGarbage = vm.runInNewContext("gc") as () => void;

// --- deterministic data ------------------------------------------------------------------------

let seed = 20250315;
function random(): number {
  // mulberry32: reproducible records and rules from run to run
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
const int = (min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
const maybe = <T>(value: T, p = 0.8): T | null => (random() < p ? value : null);
const pad = (n: number): string => String(n).padStart(2, "0");
const date = (fromYear: number, toYear: number): string => `${int(fromYear, toYear)}-${pad(int(1, 12))}-${pad(int(1, 28))}`;

const FEE = ["HOME", "OVERSEAS", "NOT_SURE"];
const NATIONALITY = ["Indian", "Nigerian", "Chinese", "British", "Irish", "Pakistani", "Ghanaian"];
const GRADE_SYSTEM = ["GPA4", "GPA5", "GPA10", "Percentage", "Letter", "PassFail", "Other"];
const TEST_TYPE = ["IELTS Academic", "PTE Academic", "TOEFL", "Other"];
const MODE = ["Full-time", "Part-time", "Distance-learning"];
const ROLE = ["Student", "Applicant", "Agent", "Uni", "UniAdmin"];

function makeRecord(i: number) {
  const choices = Array.from({ length: int(0, 4) }, () => ({ intakeId: `2025-${pick(["01", "09"])}`, courseId: `C${int(1, 5)}`, mode: pick(MODE) }));
  return {
    today: "2025-03-15",
    role: pick(ROLE),
    settings: { showMiddleName: random() < 0.5, otherGenderEnabled: random() < 0.5, minimumAge: 13, requireUcas: random() < 0.3 },
    application: { feeStatus: pick(FEE), nationality: pick(NATIONALITY), isVisaRequired: random() < 0.7 },
    record: {
      givenName: maybe(pick(["Ada", "Bo", "Chidi", "Dana", "Émile", "Fatima", "x".repeat(int(90, 110))])),
      middleName: maybe(pick(["", "Q", "Marie"]), 0.4),
      familyName: maybe(pick(["Lovelace", "Okafor", "Singh", "Zhang"])),
      dob: maybe(pick([date(1960, 2015), "2001-02-30", "1999-13-01"])),
      hasOtherName: maybe(random() < 0.3),
      otherNames: random() < 0.3 ? [{ givenName: "B", reason: maybe("Marriage") }] : [],
      passport: maybe({ passportNo: maybe(`P${int(100000, 999999)}`), dateOfIssue: maybe(date(2012, 2026)), dateOfExpiry: maybe(date(2020, 2036)) }),
      englishTest: maybe({ type: pick(TEST_TYPE), typeOther: maybe("Own test", 0.5), score: maybe(int(40, 90) / 10), date: maybe(`${int(1880, 2080)}-${pad(int(1, 12))}`), validUntil: maybe(`${int(2020, 2030)}-${pad(int(1, 12))}`) }),
      hasEnglishTest: random() < 0.6,
      gradeSystem: pick(GRADE_SYSTEM),
      grade: maybe(pick(["3.5", "3.95/4.0", "A*", "Pass", "72.5%", "First class honours"])),
      postcode: maybe(pick(["AB1 2CD", "SW1A 1AA", "12", "NW1", "E1 6AN"])),
      depositAmount: maybe(int(-100, 500000)),
      programmeChoices: choices,
      statement: maybe(pick(["I like it.", "One. Two. Three.", "Great universities! Good prospects? Family here."])),
      index: i,
    },
  };
}

// --- rules of the kinds forms use ----------------------------------------------------------------
// Three categories, as in the form definitions: visibility and mandatory conditions (every field
// carries both, though many are plain booleans and never reach the engine) and validation rules.
// The mix is 35% visibility, 25% mandatory, 40% validation; each category's own ratio is printed
// too, so a different mix can be read off.

const v = (path: string) => ({ var: path });
type Category = "visibility" | "mandatory" | "validation";
const RULE_KINDS: Record<Category, Array<() => unknown>> = {
  visibility: [
    () => ({ "==": [v(`settings.${pick(["showMiddleName", "otherGenderEnabled", "requireUcas"])}`), pick([true, false])] }),
    () => ({ in: [v("application.feeStatus"), [pick(FEE), pick(FEE)]] }),
    () => ({ "!=": [v("application.feeStatus"), pick(FEE)] }),
    () => ({ "!": { in: [v("application.nationality"), ["British", "Irish"]] } }),
    () => ({ or: [{ "==": [v("role"), pick(ROLE)] }, { "==": [v("role"), pick(ROLE)] }, { "!": v("application.isVisaRequired") }] }),
    () => ({ "!!": v(`record.${pick(["middleName", "grade", "postcode", "otherNames.0.givenName"])}`) }),
    () => ({ "==": [v("record.englishTest.type"), "Other"] }),
    () => ({ and: [{ "==": [v("application.feeStatus"), "HOME"] }, { "!": v("record.hasEnglishTest") }, { in: [v("application.nationality"), NATIONALITY.slice(0, int(2, 7))] }] }),
  ],
  mandatory: [
    () => ({ "==": [v("record.hasOtherName"), true] }),
    () => ({ "===": [v("record.hasEnglishTest"), pick([true, false])] }),
    () => ({ and: [{ "==": [v("record.englishTest.type"), "Other"] }, { missing: ["record.englishTest.typeOther"] }] }),
    () => ({ if: [v("record.hasEnglishTest"), { missing: ["record.englishTest.score", "record.englishTest.date"] }, { missing: ["record.reasonNotReqd"] }] }),
    () => ({ or: [{ "==": [v("application.feeStatus"), "HOME"] }, { "==": [v("settings.requireUcas"), true] }] }),
    () => ({ "==": [v("role"), pick(ROLE)] }),
  ],
  validation: [
    () => ({ "date-after": [v("record.passport.dateOfIssue"), v("today")] }),
    () => ({ "date-before": [v("record.passport.dateOfExpiry"), v("record.passport.dateOfIssue")] }),
    () => ({ and: [{ "is-date": [v("record.dob")] }, { "<=": [{ "age-on": [v("record.dob"), v("today")] }, pick([13, 16, 18])] }] }),
    () => ({ "!": { "is-date": [v("record.dob")] } }),
    () => ({ "!": { "year-in-window": [v("record.englishTest.date"), v("today")] } }),
    () => ({ "date-after": [v("record.englishTest.date"), v("today")] }),
    () => ({ "date-before": [v("record.englishTest.validUntil"), v("record.englishTest.date")] }),
    () => ({ ">": [{ "text-length": [v(`record.${pick(["givenName", "familyName", "middleName"])}`)] }, pick([50, 100])] }),
    () => ({ and: [{ "==": [v("record.gradeSystem"), pick(GRADE_SYSTEM)] }, { ">": [{ "text-length": [v("record.grade")] }, pick([4, 7, 8, 10])] }] }),
    () => ({ and: [{ "!": { "is-blank": [v("record.postcode")] } }, { "<": [{ "text-length": [v("record.postcode")] }, 4] }] }),
    () => ({ "!": { matches: [v("record.passport.passportNo"), pick(["^P\\d{6}$", "^[A-Z0-9]{6,9}$"])] } }),
    () => ({ ">": [{ "sentence-count": [v("record.statement")] }, pick([2, 3])] }),
    () => ({ missing_some: [1, ["record.givenName", "record.familyName", "record.middleName"]] }),
    () => ({ some: [v("record.programmeChoices"), { "==": [v("mode"), pick(MODE)] }] }),
    () => ({ "!": { "unique-by": [v("record.programmeChoices"), ["intakeId", "courseId", "mode"]] } }),
    () => ({ or: [{ "<": [{ count: [v("record.programmeChoices")] }, 1] }, { ">": [{ count: [v("record.programmeChoices")] }, 6] }] }),
    () => ({ "<": [v("record.englishTest.score"), pick([5.5, 6, 6.5, 7])] }),
    () => ({ "!": { "<=": [0, v("record.depositAmount"), 300000] } }),
    () => ({ "date-on-or-after": [{ "date-add": [v("record.passport.dateOfIssue"), 10, "years"] }, v("record.passport.dateOfExpiry")] }),
  ],
};
const MIX: Record<Category, number> = { visibility: 105, mandatory: 75, validation: 120 };

const categories = (Object.keys(MIX) as Category[]).flatMap((c) => Array.from({ length: MIX[c] }, (_, i) => ({ category: c, kind: i % RULE_KINDS[c].length })));
const rules = categories.map(({ category, kind }) => RULE_KINDS[category][kind]());
const RULE_COUNT = rules.length;
const RECORD_COUNT = 1000;
const records = Array.from({ length: RECORD_COUNT }, (_, i) => makeRecord(i));

// json-logic-js knows only the standard operations; give it the same custom functions (its
// global table is fine to use here: this is a benchmark, not rules/).
for (const [name, op] of Object.entries(CUSTOM_OPERATIONS)) {
  jsonLogic.add_operation(name, (typeof op === "function" ? op : op.fn) as never);
}
const engine = createEngine({ operations: CUSTOM_OPERATIONS });

// --- compile cost -------------------------------------------------------------------------------

function time<T>(fn: () => T): { ms: number; value: T } {
  const start = process.hrtime.bigint();
  const value = fn();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, value };
}

const compileRuns = 20;
let compiled: CompiledRule[] = [];
const compileTimes = Array.from({ length: compileRuns }, () => {
  const { ms, value } = time(() => rules.map((rule) => engine.compile(rule)));
  compiled = value;
  return ms;
});

// --- correctness: every rule on every record ---------------------------------------------------

let mismatches = 0;
for (const record of records) {
  for (let r = 0; r < rules.length; r++) {
    const expected = jsonLogic.apply(rules[r] as never, record);
    const actual = compiled[r](record);
    if (!isDeepStrictEqual(actual, expected)) {
      if (mismatches < 5) console.log(`mismatch: rule ${JSON.stringify(rules[r])} record #${record.record.index}: json-logic-js ${JSON.stringify(expected)}, compiled ${JSON.stringify(actual)}`);
      mismatches++;
    }
  }
}

// --- interleaved rounds -------------------------------------------------------------------------

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * Runs `reference` and `candidate` alternately, `rounds` times each (the order flips every
 * round), each doing `work` evaluations; returns evaluations per second and the median ratio.
 */
function compareInRounds(name: string, work: number, reference: () => number, candidate: () => number, rounds = 40) {
  const rates = { reference: [] as number[], candidate: [] as number[] };
  const ratios: number[] = [];
  let sink = 0; // results feed a checksum so no work can be optimised away
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? (["reference", "candidate"] as const) : (["candidate", "reference"] as const);
    const ms: Record<string, number> = {};
    for (const which of order) {
      const run = which === "reference" ? reference : candidate;
      collectGarbage();
      const { ms: elapsed, value } = time(run);
      sink += value;
      ms[which] = elapsed;
      rates[which].push(work / (elapsed / 1000));
    }
    ratios.push(ms.reference / ms.candidate);
  }
  const fmt = (n: number) => Math.round(n).toLocaleString("en-GB");
  console.log(`\n${name} (${rounds} interleaved rounds of ${work.toLocaleString("en-GB")} evaluations each)`);
  console.log(`  json-logic-js : ${fmt(median(rates.reference))} evaluations/s (median)`);
  console.log(`  compiled      : ${fmt(median(rates.candidate))} evaluations/s (median)`);
  console.log(`  ratio         : ${median(ratios).toFixed(1)}x median (min ${Math.min(...ratios).toFixed(1)}x, max ${Math.max(...ratios).toFixed(1)}x)   [checksum ${sink}]`);
  return median(ratios);
}

const slice = records.slice(0, 200); // a round: every rule over 200 records = 60,000 evaluations
const truthyCount = (results: unknown) => (results ? 1 : 0);
const ratio = compareInRounds(
  `All ${RULE_COUNT} rules (${MIX.visibility} visibility, ${MIX.mandatory} mandatory, ${MIX.validation} validation) x ${slice.length} records per round`,
  RULE_COUNT * slice.length,
  () => {
    let n = 0;
    for (const record of slice) for (const rule of rules) n += truthyCount(jsonLogic.apply(rule as never, record));
    return n;
  },
  () => {
    let n = 0;
    for (const record of slice) for (const rule of compiled) n += truthyCount(rule(record));
    return n;
  },
);

for (const category of Object.keys(MIX) as Category[]) {
  const indices = categories.flatMap((c, i) => (c.category === category ? [i] : []));
  const some = indices.map((i) => rules[i]);
  const someCompiled = indices.map((i) => compiled[i]);
  compareInRounds(
    `  ${category} only: ${indices.length} rules x ${slice.length} records per round`,
    indices.length * slice.length,
    () => {
      let n = 0;
      for (const record of slice) for (const rule of some) n += truthyCount(jsonLogic.apply(rule as never, record));
      return n;
    },
    () => {
      let n = 0;
      for (const record of slice) for (const rule of someCompiled) n += truthyCount(rule(record));
      return n;
    },
    20,
  );
}

// --- the default configuration's own conditions and rules ------------------------------------

// Every non-constant visible/mandatory condition and every rule of the default forms, over the
// records the message tests use for those forms: the workload the product really runs.
const defaults = await defaultConfig();
const casesDir = path.join(import.meta.dirname, "../unit/config/cases");
type CaseRecord = { form: string; data?: unknown; application?: Record<string, unknown> };
const allCases = readdirSync(casesDir).flatMap((file) => JSON.parse(readFileSync(path.join(casesDir, file), "utf8")) as CaseRecord[]);
const configRules: unknown[] = [];
const configContexts: unknown[] = [];
for (const form of Object.values(defaults.document.forms)) {
  for (const field of Object.values(form.fields)) {
    for (const condition of [field.visible, field.mandatory]) if (condition && typeof condition === "object") configRules.push(condition);
  }
  for (const rule of Object.values(form.rules ?? {})) configRules.push(rule.failsWhen);
}
for (const entry of allCases) {
  const record = (entry.data ?? {}) as Record<string, unknown>;
  const firstList = Object.values(record).find(Array.isArray) as unknown[] | undefined;
  configContexts.push({ record, item: firstList?.[0] ?? null, index: firstList ? 0 : null, today: "2026-11-22", role: "Applicant", settings: defaults.settings, application: entry.application ?? {} });
}
const configCompiled = configRules.map((rule) => engine.compile(rule));
let configMismatches = 0;
for (const context of configContexts) {
  for (let r = 0; r < configRules.length; r++) {
    if (!isDeepStrictEqual(configCompiled[r](context), jsonLogic.apply(configRules[r] as never, context))) configMismatches++;
  }
}
const contextSlice = configContexts; // every test-case record: varied answers, fee statuses, nationalities
const configRatio = compareInRounds(
  `The default configuration's own ${configRules.length} conditions and rules x ${contextSlice.length} test-case records per round`,
  configRules.length * contextSlice.length,
  () => {
    let n = 0;
    for (const context of contextSlice) for (const rule of configRules) n += truthyCount(jsonLogic.apply(rule as never, context));
    return n;
  },
  () => {
    let n = 0;
    for (const context of contextSlice) for (const rule of configCompiled) n += truthyCount(rule(context));
    return n;
  },
  20,
);
console.log(`  mismatches: ${configMismatches} of ${(configRules.length * configContexts.length).toLocaleString("en-GB")} evaluations compared`);

// --- whole forms and the whole configuration -------------------------------------------------

// The largest default form (most declared fields), evaluated as a save does through the one page
// pipeline: derived and calculated answers, field states and validation; then, as a page load
// adds, the render description. Over the varied records the message tests use for the form.
const largest = Object.values(defaults.document.forms).sort((a, b) => Object.keys(b.fields).length - Object.keys(a.fields).length)[0];
const caseRecords = allCases.filter((entry) => entry.form === largest.id);
const formRecords = (caseRecords.length ? caseRecords : [{ form: largest.id, data: {}, application: {} }]).map((entry) => ({
  ...(entry.application ?? {}),
  sections: { ...((entry.application?.sections as object | undefined) ?? {}), [largest.id]: entry.data ?? {} },
}));
const largestForm = defaults.form(largest.id);
const options = { today: "2026-11-22", role: "Student" };
function evaluationOnly(record: Record<string, unknown>) {
  const context = defaults.contextFor(record, options);
  return validateForm(largestForm, evaluatedAnswers(defaults, largest.id, sectionData(record, largest.id), context), context);
}
const wholePage = (record: Record<string, unknown>) => evaluatePage(defaults, largest.id, { record, ...options });
function perRecordMicros(run: (record: Record<string, unknown>) => unknown): number {
  // Warm up first (as a running server is): the median is of steady-state rounds.
  for (let warm = 0; warm < 300; warm++) for (const record of formRecords) run(record);
  const REPEATS = 50; // each round evaluates every record this many times, so a round is long enough to time
  const rounds: number[] = [];
  for (let round = 0; round < 30; round++) {
    collectGarbage();
    const start = process.hrtime.bigint();
    for (let repeat = 0; repeat < REPEATS; repeat++) for (const record of formRecords) run(record);
    rounds.push(Number(process.hrtime.bigint() - start) / 1e3 / (formRecords.length * REPEATS));
  }
  return median(rounds);
}
const describeLargest = `largest form "${largest.id}" (${Object.keys(largest.fields).length} fields, ${largest.rules?.length ?? 0} rules), median of 30 rounds over ${formRecords.length} records`;
console.log(`\n${describeLargest}:`);
console.log(`  full-form evaluation (derived + calculated answers, field states, validation): ${perRecordMicros(evaluationOnly).toFixed(1)} µs per record (target < 100 µs)`);
console.log(`  the page as drawn (the above + the render description): ${perRecordMicros(wholePage).toFixed(1)} µs per record`);

// Compiling the whole default configuration cold: the meta-schema check, every form's schema and
// rules, tabs, reminders and every other area's conditions and cross-references.
const compileConfigurationTimes = Array.from({ length: 5 }, () => time(() => compileConfiguration(defaults.document)).ms);
console.log(`compiling the whole default configuration (every area, ${Object.keys(defaults.document.forms).length} forms): ${median(compileConfigurationTimes).toFixed(0)} ms median of 5 (target < 500 ms)`);

console.log(`\ncompiling ${RULE_COUNT} rules: ${median(compileTimes).toFixed(2)} ms median of ${compileRuns} (${((median(compileTimes) * 1000) / RULE_COUNT).toFixed(1)} µs per rule, validation included)`);
console.log(`mismatches: ${mismatches} of ${(RULE_COUNT * RECORD_COUNT).toLocaleString("en-GB")} evaluations compared`);
console.log(`target: >= 8x  ->  synthetic mix ${ratio.toFixed(1)}x ${ratio >= 8 ? "met" : "NOT met"}; the configuration's own rules ${configRatio.toFixed(1)}x ${configRatio >= 8 ? "met" : "NOT met"}`);
if (mismatches > 0 || configMismatches > 0) process.exitCode = 1;

// --- configured patterns: the regular-expression engines (decision 0107) ------------------------

/** Every `matches` pattern of a rule, wherever it sits in the configuration. */
function matchesPatterns(node: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => matchesPatterns(item, found));
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "matches" && Array.isArray(value) && typeof value[1] === "string") found.add(value[1]);
      matchesPatterns(value, found);
    }
  }
  return found;
}
const configuredPatterns = new Set([...configuredSchemaPatterns(defaults.document).map((entry) => entry.pattern), ...matchesPatterns(defaults.document, new Set())]);
benchPatternEngines([...configuredPatterns]);
