// Runs a whole season and reports it (the test, `npm run season` and the bench call this). With
// kills, the season's writer is a child process: at each seeded kill instant it stops and this
// parent sends it SIGKILL, then starts another on the same folder (its data folder's lock is left
// by a dead process and cleared). Without kills the season runs in this process.
import { fork } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { importDays } from "./cohort";
import type { Difference } from "./compare";
import { crashPoints, type CrashPoint } from "./crash";
import { KNOWN_DEFECTS, knownDefectOf } from "./known-defects";
import { seasonChecks, SeasonRun, type DayResult } from "./season";
import type { Person, World } from "./world";

export interface SeasonRequest {
  people: number;
  days: number;
  seed: number;
  crashes: number;
  http: boolean;
  /** Go on past unexplained differences (to see them all). */
  keepGoing?: boolean;
  /** Keep the season's folder (for a look afterwards). */
  keep?: boolean;
  /** Leave the daily comparison out (the bench measures the steps alone with it). */
  oracle?: boolean;
}

export interface KnownCount {
  id: string;
  sentence: string;
  count: number;
  example: Difference | null;
}

export interface SeasonReport {
  request: SeasonRequest;
  root: string;
  finished: boolean;
  /** The first difference no known defect explains, with the person's steps that led there. */
  stopped: Difference | null;
  trail: string[];
  days: DayResult[];
  known: KnownCount[];
  /** Known defects that matched no difference: fixed (delete the entry) or no longer reached. */
  stale: string[];
  /** The season's own checks ("Done when"): each reminder fired for someone, and those that never did. */
  checks: { fired: Record<string, number>; neverFired: Array<{ key: string; explainedBy: string | null }>; finishedChecklistChased: number; firedAfterStop: number; unexplained: Difference[] };
  kills: Array<{ id: number; day: number; collection: string; step: string }>;
  restarts: number;
  counts: Record<string, number>;
  funnel: Record<string, number>;
  stages: Record<string, number>;
  elapsedMs: number;
  peopleDaysPerSecond: number;
}

const CHILD = fileURLToPath(new URL("./child.ts", import.meta.url));

function readFinal(root: string): { world: World; stopped: Difference | null } | null {
  const file = path.join(root, "season", "final.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as { world: World; stopped: Difference | null }) : null;
}

/** Runs the season's writer as child processes, killing each at its instant, until the season ends. */
async function runInChildren(request: SeasonRequest, root: string, points: CrashPoint[]): Promise<{ kills: SeasonReport["kills"]; restarts: number }> {
  const remaining = [...points];
  const kills: SeasonReport["kills"] = [];
  let restarts = 0;
  for (;;) {
    const child = fork(CHILD, [], {
      execArgv: ["--import", "tsx"],
      env: { ...process.env, SEASON_CHILD: JSON.stringify({ people: request.people, days: request.days, seed: request.seed, root, http: request.http, keepGoing: request.keepGoing, oracle: request.oracle, crashes: remaining }) },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    let error = "";
    child.on("message", (message: { t: string; id?: number; collection?: string; step?: string; message?: string }) => {
      if (message.t === "kill") {
        const at = remaining.findIndex((point) => point.id === message.id);
        const point = remaining[at];
        if (at >= 0) remaining.splice(at, 1);
        kills.push({ id: message.id ?? 0, day: point?.day ?? -1, collection: message.collection ?? "", step: message.step ?? "" });
        child.kill("SIGKILL");
      } else if (message.t === "error") error = message.message ?? "";
    });
    const exit = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
    if (exit.signal === "SIGKILL") {
      restarts += 1;
      continue;
    }
    if (exit.code !== 0) throw new Error(`season: the writing process ended with ${exit.code ?? exit.signal}: ${error}`);
    return { kills, restarts };
  }
}

export async function runSeason(request: SeasonRequest): Promise<SeasonReport> {
  const root = await mkdtemp(path.join(os.tmpdir(), "cas-season-"));
  const started = performance.now();
  try {
    const points = request.crashes > 0 ? crashPoints(request.seed, request.days, request.crashes, importDays(request.days)) : [];
    let kills: SeasonReport["kills"] = [];
    let restarts = 0;
    if (points.length) ({ kills, restarts } = await runInChildren(request, root, points));
    else await new SeasonRun({ people: request.people, days: request.days, seed: request.seed, root, http: request.http, keepGoing: request.keepGoing, oracle: request.oracle }).run();
    const elapsedMs = performance.now() - started;
    const final = readFinal(root);
    if (!final) throw new Error("season: the season wrote no final state");
    const days = new SeasonRun({ people: request.people, days: request.days, seed: request.seed, root }).results();
    return report(request, root, final.world, final.stopped, days, kills, restarts, elapsedMs);
  } finally {
    if (!request.keep) await rm(root, { recursive: true, force: true });
  }
}

function report(request: SeasonRequest, root: string, world: World, stopped: Difference | null, days: DayResult[], kills: SeasonReport["kills"], restarts: number, elapsedMs: number): SeasonReport {
  const known = new Map<string, KnownCount>(KNOWN_DEFECTS.map((defect) => [defect.id, { id: defect.id, sentence: defect.sentence, count: 0, example: null }]));
  for (const day of days) {
    for (const [id, count] of Object.entries(day.known)) {
      const entry = known.get(id);
      if (!entry) continue;
      entry.count += count;
      entry.example ??= day.examples[id] ?? null;
    }
  }
  const neverFired: SeasonReport["checks"]["neverFired"] = [];
  const unexplained: Difference[] = [];
  for (const difference of stopped ? [] : seasonChecks(world, world.reminderKeys, days)) {
    const defect = knownDefectOf(difference, world);
    neverFired.push({ key: difference.field, explainedBy: defect?.id ?? null });
    if (defect) {
      const entry = known.get(defect.id) as KnownCount;
      entry.count += 1;
      entry.example ??= difference;
    } else unexplained.push(difference);
  }
  const person = stopped?.person ? world.people.find((candidate) => candidate.key === stopped.person) : undefined;
  const chased = known.get("checklist-sections-chased")?.count ?? 0;
  const afterStop = days.reduce((sum, day) => sum + (day.known["checklist-sections-chased"] ?? 0), 0) + days.reduce((sum, day) => sum + day.unknown.filter((difference) => difference.area === "reminder" && difference.expected === "not due").length, 0);
  const count = (pick: (person: Person) => string | undefined) => world.people.reduce<Record<string, number>>((counts, candidate) => {
    const key = pick(candidate);
    if (key) counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  }, {});
  return {
    request,
    root,
    finished: !stopped && days.length === request.days,
    stopped,
    trail: person?.trail ?? [],
    days,
    known: [...known.values()],
    stale: stopped || days.length < request.days ? [] : [...known.values()].filter((entry) => entry.count === 0 && (request.crashes > 0 || !KNOWN_DEFECTS.find((defect) => defect.id === entry.id)?.needsKills)).map((entry) => entry.id),
    checks: { fired: Object.fromEntries(Object.entries(world.fired).map(([key, people]) => [key, people.length])), neverFired, finishedChecklistChased: chased, firedAfterStop: afterStop, unexplained },
    kills,
    restarts,
    counts: world.counts,
    funnel: Object.fromEntries(["leads", "applied", "conditional", "unconditional", "accepted", "depositPaid", "casIssued", "visaIssued", "enrolled"].map((step) => [step, world.people.filter((candidate) => candidate.reached[step as keyof Person["reached"]]).length])),
    stages: count((candidate) => candidate.student?.stage),
    elapsedMs,
    peopleDaysPerSecond: (request.people * days.length) / (elapsedMs / 1000),
  };
}

const show = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/** The report as text: what ran, the known defects found, and the first unexplained difference with how the person got there. */
export function describeReport(report: SeasonReport): string {
  const lines: string[] = [];
  const { request } = report;
  const actions = report.days.reduce((sum, day) => sum + day.actions, 0);
  lines.push(`Season: ${request.people} people, ${report.days.length} of ${request.days} days, seed ${request.seed}, ${report.kills.length} kill -9 (${report.restarts} restarts), ${actions} steps, ${report.counts.http ?? 0} over HTTP.`);
  lines.push(`Throughput: ${report.peopleDaysPerSecond.toFixed(1)} simulated people-days per second (${(report.elapsedMs / 1000).toFixed(1)} s).`);
  lines.push(`Funnel reached: ${Object.entries(report.funnel).map(([step, count]) => `${step} ${count}`).join(", ")}.`);
  lines.push(`CAS stages at the end: ${Object.entries(report.stages).map(([stage, count]) => `${stage} ${count}`).join(", ") || "none"}.`);
  lines.push(`Reminders fired (people): ${Object.entries(report.checks.fired).map(([key, count]) => `${key} ${count}`).join(", ")}.`);
  lines.push(`Students chased for a checklist section they had finished: ${report.checks.finishedChecklistChased}; reminders queued that were not due (after their stop, or never started): ${report.checks.firedAfterStop}.`);
  if (report.kills.length) lines.push(`Kills: ${report.kills.map((kill) => `#${kill.id} in ${kill.step}, after a write to ${kill.collection}`).join("; ")}.`);
  lines.push("Known defects (issue 37) the oracle found:");
  for (const entry of report.known) {
    lines.push(`  ${entry.count ? String(entry.count).padStart(6) : "     0"}  ${entry.id}: ${entry.sentence.slice(0, 160)}`);
    if (entry.example) {
      const example = entry.example;
      lines.push(`          e.g. day ${example.day}${example.viewer ? `, ${example.viewer} (${example.role})` : ""}${example.list ? `, ${example.list}` : ""}${example.tab ? ` tab ${example.tab}` : ""}${example.person ? `, ${example.person}` : ""}: ${example.field} expected ${show(example.expected)}, got ${show(example.actual)}${example.detail ? ` (${example.detail})` : ""}`);
    }
  }
  if (report.stale.length) lines.push(`Known defects that matched nothing (fixed? delete them from tests/season/known-defects.ts): ${report.stale.join(", ")}`);
  if (report.checks.unexplained.length) lines.push(`Reminders that never fired, unexplained: ${report.checks.unexplained.map((difference) => difference.field).join(", ")}`);
  if (report.stopped) {
    const d = report.stopped;
    lines.push("");
    lines.push(`FIRST UNEXPLAINED DIFFERENCE on day ${d.day} (${d.date}) at ${d.tenant}${d.viewer ? ` for ${d.viewer} (${d.role})` : ""}:`);
    lines.push(`  ${d.area}${d.list ? ` in ${d.list}` : ""}${d.tab ? ` tab ${d.tab}` : ""}${d.person ? `, person ${d.person}` : ""}: ${d.field}`);
    lines.push(`  expected: ${show(d.expected)}`);
    lines.push(`  the application: ${show(d.actual)}`);
    if (d.detail) lines.push(`  ${d.detail}`);
    if (report.trail.length) lines.push("  what led there:", ...report.trail.map((step) => `    ${step}`));
  }
  return lines.join("\n");
}
