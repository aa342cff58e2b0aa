// npm run season -- --people N --days D --seed S [--crashes C] [--no-http] [--keep-going] [--keep]
// A whole admissions season with its oracle (issue 37 item 5): prints the throughput, the figures,
// the known defects it found and the first difference nothing explains (exit 1 when there is one).
import buildIfStale, { TEST_BUILD_DIR } from "../support/global-setup";

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`--${name} takes a whole number, for example --${name} ${fallback}`);
    process.exit(2);
  }
  return value;
}
const flag = (name: string) => process.argv.includes(`--${name}`);

const request = {
  people: option("people", 200),
  days: option("days", 120),
  seed: option("seed", 1),
  crashes: option("crashes", 3),
  http: !flag("no-http"),
  keepGoing: flag("keep-going"),
  keep: flag("keep"),
};
if (request.http) {
  // The HTTP share serves the tests' production build (built when missing or older than the app).
  process.env.BUILD_DIR = TEST_BUILD_DIR;
  buildIfStale();
}
const { describeReport, runSeason } = await import("./run");
const report = await runSeason(request);
console.log(describeReport(report));
if (request.keep) console.log(`The season's folder: ${report.root}`);
process.exit(report.stopped || report.stale.length || report.checks.unexplained.length ? 1 : 0);
