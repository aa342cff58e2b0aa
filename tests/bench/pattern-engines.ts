// A section of `npm run bench` (decision 0107): the engines a configured pattern could run on,
// against the native RegExp measured in the same run. re2js (pure JavaScript, what the product
// uses) always; re2 (Google's RE2 as a native addon, which needs a C++ build on install) when it
// can be loaded: it is not a dependency, so run `NODE_PATH=<a node_modules holding re2> npm run bench`
// to include it. Measured: compiling the configuration's own patterns, matching them over
// realistic answers (interleaved rounds, median rate and ratio), and the patterns that froze the
// server, on 10,000-character inputs (the native RegExp on 20 characters only: more would hang).
import { createRequire } from "node:module";
import v8 from "node:v8";
import vm from "node:vm";
import { compileLinearPattern } from "../../rules/patterns/configured-pattern";

interface Tester {
  test(text: string): boolean;
}
type Engine = { name: string; compile: (pattern: string) => Tester };

v8.setFlagsFromString("--expose-gc");
const collectGarbage = vm.runInNewContext("gc") as () => void;

/** re2's constructor when NODE_PATH (or node_modules) has it; it is not a dependency of the product. */
function nativeRe2(): Engine | null {
  try {
    const RE2 = createRequire(import.meta.url)("re2") as new (pattern: string, flags: string) => Tester;
    return { name: "re2 (native addon)", compile: (pattern) => new RE2(pattern, "u") };
  } catch {
    return null;
  }
}

/** Realistic answers: names, postcodes, dates, identifiers, amounts, e-mail addresses, a long text. */
const VALUES = [
  "Ada", "Émile", "Fatima Zahra", "O'Brien-Smith", "李小龙", "SW1A 1AA", "AB1 2CD", "NW1", "2025-03-15", "1999-13-01", "2025-09",
  "12345678901", "P123456", "GB123456789", "ada@example.ac.uk", "MSc Data Science (Part-time)", "northbridge-offers", "1234.50",
  "+44 20 7946 0958", "09:30", "3.95/4.0", "", "x".repeat(100), "I have wanted to study here since I was twelve. ".repeat(20),
];

const EVIL = ["^(a|aa)+$", "^(\\w|\\d)+$", "^(a|a)*$", "(a+)+$", "(.*a){12}"];

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const timed = (fn: () => unknown): number => {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
};
const fmt = (n: number) => Math.round(n).toLocaleString("en-GB");

export function benchPatternEngines(patterns: readonly string[]): void {
  const engines: Engine[] = [
    { name: "native RegExp", compile: (pattern) => new RegExp(pattern, "u") },
    { name: "re2js", compile: (pattern) => compileLinearPattern(pattern, "u") },
  ];
  const re2 = nativeRe2();
  if (re2) engines.push(re2);

  console.log(`\nConfigured patterns: ${patterns.length} distinct patterns of the default configuration, ${VALUES.length} realistic answers`);
  if (!re2) console.log("  (re2 not installed: NODE_PATH=<a node_modules with re2> npm run bench adds it)");

  // Compiling: every pattern afresh, 20 times over (the product compiles each once per process).
  const compileMs = engines.map((engine) => median(Array.from({ length: 9 }, () => timed(() => { for (let i = 0; i < 20; i++) for (const p of patterns) engine.compile(p); }))) / (20 * patterns.length));
  const [nativeCompile] = compileMs;
  console.log("  compile, µs per pattern (median of 9):");
  engines.forEach((engine, i) => console.log(`    ${engine.name.padEnd(20)} ${(compileMs[i] * 1000).toFixed(1).padStart(8)}  (${(compileMs[i] / nativeCompile).toFixed(1)}x the native time)`));

  // Matching: every pattern against every answer, in interleaved rounds so that load falls alike.
  const compiled = engines.map((engine) => patterns.map((p) => engine.compile(p)));
  const work = 50 * patterns.length * VALUES.length;
  const rates = engines.map(() => [] as number[]);
  const ratios = engines.map(() => [] as number[]);
  let sink = 0;
  for (let round = 0; round < 20; round++) {
    const order = engines.map((_, i) => i);
    if (round % 2) order.reverse();
    const ms: number[] = [];
    for (const i of order) {
      collectGarbage();
      ms[i] = timed(() => {
        for (let repeat = 0; repeat < 50; repeat++) for (const re of compiled[i]) for (const value of VALUES) sink += re.test(value) ? 1 : 0;
      });
      rates[i].push(work / (ms[i] / 1000));
    }
    engines.forEach((_, i) => ratios[i].push(ms[i] / ms[0]));
  }
  console.log(`  match, tests per second (20 interleaved rounds of ${work.toLocaleString("en-GB")} tests; checksum ${sink}):`);
  engines.forEach((engine, i) => console.log(`    ${engine.name.padEnd(20)} ${fmt(median(rates[i])).padStart(12)}  (${median(ratios[i]).toFixed(1)}x the native time, median)`));

  // The patterns that froze the server: a matching and a failing input of 10,000 characters.
  const long = { matching: "a".repeat(10_000), failing: `${"a".repeat(9_999)}!` };
  console.log("  the patterns that froze the server, ms per call (median of 5; native RegExp on 20 characters only):");
  for (const pattern of EVIL) {
    const cells = engines.map((engine) => {
      const re = engine.compile(pattern);
      const inputs = engine.name === "native RegExp" ? [`${"a".repeat(19)}!`] : [long.matching, long.failing];
      const worst = Math.max(...inputs.map((input) => median(Array.from({ length: 5 }, () => timed(() => re.test(input))))));
      return `${engine.name} ${worst.toFixed(2)}`;
    });
    console.log(`    ${pattern.padEnd(14)} ${cells.join("   ")}`);
  }
}
