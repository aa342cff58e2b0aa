// npm run bench:season — the season simulation's throughput (issue 37 'Performance'): simulated
// people-days per second for a season with its daily oracle, and for the same season's steps
// alone (the oracle left out), with where the time goes (steps, the schedulers' ticks, the
// comparison) and the slowest kinds of step. Printed, never asserted. BENCH_SEASON_PEOPLE and
// BENCH_SEASON_DAYS give another size.
import { runSeason, type SeasonReport } from "../season/run";

const PEOPLE = Number(process.env.BENCH_SEASON_PEOPLE ?? 200);
const DAYS = Number(process.env.BENCH_SEASON_DAYS ?? 120);

function breakdown(report: SeasonReport): string {
  const sum = (pick: (ms: SeasonReport["days"][number]["ms"]) => number | undefined) => report.days.reduce((total, day) => total + (pick(day.ms) ?? 0), 0) / 1000;
  const kinds = new Map<string, { count: number; ms: number }>();
  for (const day of report.days) {
    for (const [kind, spent] of Object.entries(day.byKind)) {
      const entry = kinds.get(kind) ?? { count: 0, ms: 0 };
      entry.count += spent.count;
      entry.ms += spent.ms;
      kinds.set(kind, entry);
    }
  }
  const steps = [...kinds.values()].reduce((total, entry) => total + entry.count, 0);
  const slowest = [...kinds].sort((a, b) => b[1].ms - a[1].ms).slice(0, 6).map(([kind, entry]) => `${kind} ${entry.count} × ${(entry.ms / entry.count).toFixed(1)} ms`);
  return [
    `  ${steps} steps; steps ${sum((ms) => ms.actions).toFixed(1)} s, ticks ${sum((ms) => ms.tick).toFixed(1)} s, comparison ${sum((ms) => ms.compare).toFixed(1)} s (lists ${sum((ms) => ms.lists).toFixed(1)}, Insights ${sum((ms) => ms.insights).toFixed(1)}, reminders ${sum((ms) => ms.reminders).toFixed(1)})`,
    `  slowest kinds of step: ${slowest.join(", ")}`,
  ].join("\n");
}

async function main() {
  console.log(`Season bench: ${PEOPLE} people, ${DAYS} days, two universities, embedded store, no kills, no HTTP share.`);
  const withOracle = await runSeason({ people: PEOPLE, days: DAYS, seed: 2026, crashes: 0, http: false, keepGoing: true });
  console.log(`With the daily oracle: ${withOracle.peopleDaysPerSecond.toFixed(1)} simulated people-days per second (${(withOracle.elapsedMs / 1000).toFixed(1)} s)`);
  console.log(breakdown(withOracle));
  const stepsOnly = await runSeason({ people: PEOPLE, days: DAYS, seed: 2026, crashes: 0, http: false, keepGoing: true, oracle: false });
  console.log(`Steps and ticks alone: ${stepsOnly.peopleDaysPerSecond.toFixed(1)} simulated people-days per second (${(stepsOnly.elapsedMs / 1000).toFixed(1)} s)`);
  console.log(breakdown(stepsOnly));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
