// A season, day by day, in this process: each day's plan acted out through the server modules
// (and a small share over HTTP), the schedulers' ticks, then the oracle's comparison for every
// role of both universities. Everything needed to carry on after a kill -9 is in the season's
// folder: the journal, the model as it stood when the day began, and the results so far; a
// process started on the same folder replays the day to where the last one stopped and goes on.
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { hashPassword } from "../../server/auth/password";
import { recoverImports } from "../../server/import/import-jobs";
import { replayAllChanges } from "../../server/records/replay";
import { ACTIONS, SEASON_PASSWORD, type Outcome, type PlannedAction, type RunContext } from "./actions/index";
import { NEW_MANDATORY } from "./answers";
import { configOf, loadStaff, openApp, SEASON_TENANTS, setUpUniversities, settableClock, staffEmail, STAFF_KEYS, todayOf, type SeasonApp } from "./app";
import { makeCohort } from "./cohort";
import { compareInsights, compareLists, compareReminders, type Difference, type ViewerAccount } from "./compare";
import { configFacts, pennineChanges, publishEdit } from "./configure";
import { HttpDriver } from "./http-share";
import { CrashHook, type CrashPoint } from "./crash";
import { Journal, loadWorld, saveWorld } from "./journal";
import { KNOWN_DEFECTS, knownDefectOf } from "./known-defects";
import { appList, recordIndex } from "./observe";
import { hasList } from "./oracle/lists";
import { judge } from "./oracle/reminders";
import { planDay, publishOf } from "./plan";
import { dailyAutomations } from "./model-rules";
import { dateOf, personByKey, type World } from "./world";

export const DEFAULT_START = "2026-10-05";

export interface SeasonOptions {
  people: number;
  days: number;
  seed: number;
  /** The folder holding the data folder (app/) and the season's own files (season/). */
  root: string;
  start?: string;
  /** Serve the app and send the small share through HTTP. */
  http?: boolean;
  /** Compare with the oracle every day (the bench may leave it out to measure the actions alone). */
  oracle?: boolean;
  /** Go on past a difference no known defect explains (to see them all; the test stops at the first). */
  keepGoing?: boolean;
  /** The kills still to come, and how to ask for one (the child process of a season with crashes). */
  crashes?: { points: CrashPoint[]; askToBeKilled: (point: CrashPoint, collection: string, step: string) => void };
  /** Told before each step. */
  onStep?: (step: { day: number; index: number; count: number; kind: string; phase: "action" | "tick" | "compare" | "long" }) => void;
}

export interface DayResult {
  day: number;
  date: string;
  actions: number;
  known: Record<string, number>;
  examples: Record<string, Difference>;
  unknown: Difference[];
  /** Steps the application refused (each a difference: the model expected them to be done). */
  refused: number;
  ms: { actions: number; tick: number; compare: number; lists?: number; insights?: number; reminders?: number };
  /** Milliseconds spent on each kind of step (the bench's breakdown). */
  byKind: Record<string, { count: number; ms: number }>;
}

const INSIGHTS_ROLES = new Set(["Admin", "UniAdmin", "Uni", "UniSecure", "UniLite", "Enroly", "Agent", "AgencyAdmin", "Partner"]);

const staffIdOf = (account: { _id: string } | null) => account?._id ?? "season";

/** When a day's step happens: the morning's actions three seconds apart, the ticks at 17:30, and five minutes more after each restart that day. */
function timeOf(world: World, day: number, index: number, restarts: number): string {
  return new Date(Date.parse(`${dateOf(world, day)}T09:00:00.000Z`) + index * 3000 + restarts * 300_000).toISOString();
}
function tickTime(world: World, day: number, restarts: number): string {
  return new Date(Date.parse(`${dateOf(world, day)}T17:30:00.000Z`) + restarts * 300_000).toISOString();
}

function newWorld(options: SeasonOptions, courses: Parameters<typeof makeCohort>[0]["courses"]): World {
  return {
    seed: options.seed,
    days: options.days,
    start: options.start ?? DEFAULT_START,
    people: makeCohort({ people: options.people, days: options.days, seed: options.seed, courses }),
    applicationSections: {},
    checklistPages: {},
    checklistSectionOf: {},
    questionnairePages: {},
    courses: {},
    importStage: "",
    invitationDays: 7,
    automations: {},
    handoverStage: "",
    epoch: Object.fromEntries(SEASON_TENANTS.map((tenant) => [tenant, 0])),
    newMandatoryForm: NEW_MANDATORY.form,
    newMandatoryEpoch: Object.fromEntries(SEASON_TENANTS.map((tenant) => [tenant, 0])),
    reminderKeys: [],
    claims: [],
    fired: {},
    counts: {},
    imports: [],
  };
}

/** The people a step is about: its person, or those a bulk move or an import names. */
function concerned(action: PlannedAction): string[] {
  if (action.person) return [action.person];
  if (action.kind === "bulkStageMove") return action.params.people as string[];
  if (action.kind === "import") return (action.params.rows as Array<{ person: string }>).map((row) => row.person);
  return [];
}

/** One account of each role (a university's staff, its agents, partner and provider, and the platform Admin), as the comparison's viewers. */
function viewers(app: SeasonApp, tenant: string): ViewerAccount[] {
  const seen = new Set<string>();
  const accounts = [...STAFF_KEYS.map((local) => ({ local, user: app.staff[tenant][local] })), { local: "admin", user: app.admin }];
  return accounts.filter((account) => !seen.has(account.user.role) && seen.add(account.user.role) !== undefined);
}

export class SeasonRun {
  readonly folder: string;
  readonly journal: Journal;
  private readonly resultsFile: string;
  private crashHook: CrashHook | null = null;

  constructor(readonly options: SeasonOptions) {
    // The season writes a data folder of its own: never one the caller did not make for it.
    if (!path.isAbsolute(options.root) || !options.root.includes("season")) throw new Error(`season: the root folder must be an absolute path made for the season, not "${options.root}"`);
    this.folder = path.join(options.root, "season");
    mkdirSync(this.folder, { recursive: true });
    mkdirSync(path.join(options.root, "app"), { recursive: true });
    this.journal = new Journal(this.folder);
    this.resultsFile = path.join(this.folder, "results.jsonl");
  }

  results(): DayResult[] {
    if (!existsSync(this.resultsFile)) return [];
    return readFileSync(this.resultsFile, "utf8").split("\n").filter((line) => line.trim().endsWith("}")).map((line) => JSON.parse(line) as DayResult);
  }

  /** Runs (or carries on) the season to its last day, or to the first difference no known defect explains. */
  async run(): Promise<{ world: World; stopped: Difference | null }> {
    const { options } = this;
    const saved = loadWorld(this.folder);
    const clock = settableClock(new Date(`${options.start ?? DEFAULT_START}T07:00:00.000Z`));
    const services = await openApp(path.join(options.root, "app"), clock);
    let world: World;
    let firstDay: number;
    const passwordHash = await hashPassword(SEASON_PASSWORD);
    if (!saved) {
      await setUpUniversities(services);
      for (const tenant of SEASON_TENANTS) for (const local of STAFF_KEYS) {
        const account = await services.repositories.users.findByEmailForSignIn(staffEmail(local, tenant));
        if (account) await services.repositories.users.update(tenant, account._id, { $set: { passwordHash } });
      }
      const courses = Object.fromEntries(await Promise.all(SEASON_TENANTS.map(async (tenant) => [tenant, ((await configOf(services, tenant)).settings.courses ?? []).map((course) => ({ id: String(course.id), intakes: ((course as { intakes?: string[] }).intakes ?? ["2027-09"]) as string[], mode: (course as { mode?: string }).mode }))]))) as Parameters<typeof makeCohort>[0]["courses"];
      world = newWorld(options, courses);
      // Pennine's UniAdmin sets up its automations and pipeline columns before the season starts.
      const pennine = await publishEdit(services, "pennine", staffIdOf(await services.repositories.users.findByEmailForSignIn(staffEmail("uniadmin", "pennine"))), pennineChanges, "Before the season: tags in the pipeline, automations");
      if ("problem" in pennine) throw new Error(`season: Pennine's configuration was refused: ${pennine.problem}`);
      await configFacts(services, world);
      firstDay = 0;
    } else {
      world = saved.world;
      firstDay = saved.day;
      // The restart: the clock goes on from where the killed process was, five minutes later.
      const last = [...this.journal.entries].reverse().find((entry) => entry.t === "begin");
      const from = last && last.t === "begin" ? timeOf(world, last.day, last.index, this.journal.restarts(last.day) + 1) : timeOf(world, firstDay, 0, this.journal.restarts(firstDay) + 1);
      clock.set(new Date(from));
      this.journal.append({ t: "boot", day: firstDay, index: last && last.t === "begin" ? last.index : 0, pid: process.pid });
    }
    // As server/main.ts does at start-up (server/records/replay): the changes a killed process left are
    // finished, then every import it left running is taken over; the season waits for them to end.
    await replayAllChanges(services);
    await Promise.all((await recoverImports(services, { all: true, feeds: true })).map((entry) => entry.finished));
    const { staff, admin } = await loadStaff(services);
    const app: SeasonApp = { services, clock, staff, admin, passwordHash, close: () => services.store.close() };
    const http = options.http ? await HttpDriver.start(services, SEASON_PASSWORD) : null;
    if (options.crashes?.points.length) this.crashHook = new CrashHook(services, options.crashes.askToBeKilled);
    let stopped: Difference | null = null;
    try {
      for (let day = firstDay; day < options.days; day++) {
        const resuming = saved !== null && day === firstDay;
        if (!resuming) saveWorld(this.folder, day, world);
        const first = await this.day(app, http, world, day);
        stopped ??= first;
        if (!options.keepGoing && stopped) break;
      }
    } finally {
      await http?.close();
      await services.store.close();
    }
    writeFileSync(path.join(this.folder, "final.json"), JSON.stringify({ world, stopped, finished: !stopped }));
    return { world, stopped };
  }

  private async day(app: SeasonApp, http: HttpDriver | null, world: World, day: number): Promise<Difference | null> {
    const date = dateOf(world, day);
    const publish = publishOf(world, day);
    const actions: PlannedAction[] = publish ? [publish] : [];
    let planned = false;
    const unknown: Difference[] = [];
    const known: Record<string, number> = {};
    const examples: Record<string, Difference> = {};
    const started = performance.now();
    const byKind: DayResult["byKind"] = {};
    let refused = 0;
    const record = (difference: Difference) => {
      const defect = knownDefectOf(difference, world);
      if (defect) {
        known[defect.id] = (known[defect.id] ?? 0) + 1;
        examples[defect.id] ??= difference;
      } else unknown.push(difference);
    };
    for (let index = 0; ; index++) {
      // The day is planned once the configuration it goes by is published (index 0 of a publish day).
      if (index === actions.length && !planned) {
        planned = true;
        // A bad row of each import names an address the other university's staff member holds.
        actions.push(...planDay(world, day, (tenant) => staffEmail("uni", SEASON_TENANTS.find((other) => other !== tenant) ?? tenant)).actions);
      }
      if (index >= actions.length) break;
      const action = actions[index];
      const replayed = this.journal.ended(day, index);
      const begun = this.journal.entries.find((entry) => entry.t === "begin" && entry.day === day && entry.index === index);
      // A replay must meet the same steps in the same order (the same seed and code plan the same day).
      if (begun && begun.t === "begin" && (begun.kind !== action.kind || begun.person !== action.person)) {
        throw new Error(`season: the journal's step ${index} of day ${day} was ${begun.kind} ${begun.person ?? ""}, the day's plan now says ${action.kind} ${action.person ?? ""} (has the code changed since the season began?)`);
      }
      let outcome: Outcome;
      let at: string;
      if (replayed && begun && begun.t === "begin") {
        outcome = replayed;
        at = begun.at ?? timeOf(world, day, index, 0);
      } else {
        const retry = begun !== undefined;
        at = timeOf(world, day, index, this.journal.restarts(day));
        this.journal.append({ t: "begin", day, index, kind: action.kind, person: action.person, at });
        this.options.onStep?.({ day, index, count: actions.length, kind: action.kind, phase: "action" });
        app.clock.set(new Date(at));
        const context: RunContext = { app, world, day, date, at, retry, http, onLongRun: (what) => this.options.onStep?.({ day, index, count: actions.length, kind: what, phase: "long" }) };
        const person = action.person ? personByKey(world, action.person) : null;
        const crash = this.crashAt(day, index, actions.length, action);
        if (crash) this.crashHook?.arm(crash, `${action.kind}${action.person ? ` of ${action.person}` : ""} on day ${day}`);
        const stepStarted = performance.now();
        try {
          outcome = await ACTIONS[action.kind].run(context, person, action.params, action);
        } catch (error) {
          outcome = { status: "refused", detail: `threw: ${(error as Error).stack?.split("\n").slice(0, 4).join(" | ") ?? String(error)}` };
        } finally {
          // A step that wrote less than the kill waits for is passed over: the next one of its kinds is taken.
          this.crashHook?.disarm();
          const spent = (byKind[action.kind] ??= { count: 0, ms: 0 });
          spent.count += 1;
          spent.ms += performance.now() - stepStarted;
        }
        // A kill -9 interrupted this step: what the application holds about those it concerns may be part-done.
        if (retry) for (const key of concerned(action)) personByKey(world, key).interruptedAt = at;
        this.journal.append({ t: "end", day, index, outcome });
      }
      const person = action.person ? personByKey(world, action.person) : null;
      if (outcome.status === "done") {
        ACTIONS[action.kind].apply(world, person, { ...action.params, viaHttp: action.viaHttp === true }, outcome, { day, at, date });
        if (action.viaHttp && http) world.counts.http = (world.counts.http ?? 0) + 1;
      } else {
        refused += 1;
        record({ day, date, tenant: action.tenant, area: "action", person: action.person, field: action.kind, expected: "done", actual: outcome.detail, detail: JSON.stringify(action.params).slice(0, 300) });
      }
    }
    const afterActions = performance.now();
    // The schedulers' ticks, once a day.
    const restarts = this.journal.restarts(day);
    this.options.onStep?.({ day, index: actions.length, count: actions.length, kind: "tick", phase: "tick" });
    app.clock.set(new Date(tickTime(world, day, restarts)));
    const { tick } = await import("./ticks");
    await tick(app.services, SEASON_TENANTS, app.clock.now());
    dailyAutomations(world, { day, date, at: app.clock.now().toISOString() });
    const afterTick = performance.now();
    // The comparison: a restarted process that finds it done takes the day's reminders from the journal.
    const journaled = this.journal.claims(day);
    if (journaled && this.journal.compared(day)) {
      world.claims.push(...journaled);
      this.noteFired(world, journaled);
      return null;
    }
    this.options.onStep?.({ day, index: actions.length + 1, count: actions.length, kind: "compare", phase: "compare" });
    const claims = [];
    const timing = { lists: 0, insights: 0, reminders: 0 };
    for (const tenant of SEASON_TENANTS) {
      const services = app.services;
      const config = await configOf(services, tenant);
      const raw = (await services.configs.current(tenant)).config;
      const today = await todayOf(services, tenant);
      const index = await recordIndex(services, world, tenant);
      const base = { day, date, tenant };
      let clock = performance.now();
      const reminders = await compareReminders(services, raw, world, tenant, today, index, base);
      timing.reminders += performance.now() - clock;
      reminders.differences.forEach(record);
      claims.push(...reminders.claims);
      if (this.options.oracle === false) continue;
      // The pages over HTTP agree with the module: one staff member's tab counts a day, in turn.
      if (http) (await compareOverHttp(http, app, world, tenant, day, config, index, base)).forEach(record);
      for (const account of viewers(app, tenant)) {
        clock = performance.now();
        (await compareLists(services, config, raw, world, tenant, account, index, base)).forEach(record);
        timing.lists += performance.now() - clock;
        clock = performance.now();
        // Where each funnel step's link leads is looked at for a university role and an agent's (the same lists for the others of their kind).
        if (INSIGHTS_ROLES.has(account.user.role)) (await compareInsights(services, config, raw, world, tenant, account, today, index, base, { links: ["UniAdmin", "Agent"].includes(account.user.role) })).forEach(record);
        timing.insights += performance.now() - clock;
      }
    }
    this.journal.append({ t: "claims", day, claims });
    world.claims.push(...claims);
    this.noteFired(world, claims);
    const result: DayResult = { day, date, actions: actions.length, known, examples, unknown: unknown.slice(0, 20), refused, ms: { actions: Math.round(afterActions - started), tick: Math.round(afterTick - afterActions), compare: Math.round(performance.now() - afterTick), ...Object.fromEntries(Object.entries(timing).map(([key, ms]) => [key, Math.round(ms)])) }, byKind };
    appendFileSync(this.resultsFile, `${JSON.stringify(result)}\n`);
    this.journal.append({ t: "compared", day });
    return unknown[0] ?? null;
  }

  /** The kill that waits for this step: the first still to come whose day has come, of this step's kind. */
  private crashAt(day: number, index: number, count: number, action: PlannedAction): CrashPoint | null {
    const points = this.options.crashes?.points ?? [];
    return points.find((point) => point.kinds.includes(action.kind) && (day > point.day || (day === point.day && index >= Math.floor(point.fraction * count)))) ?? null;
  }

  private noteFired(world: World, claims: World["claims"]): void {
    for (const claim of claims) {
      const who = world.fired[claim.key] ?? [];
      if (!who.includes(claim.personKey)) who.push(claim.personKey);
      world.fired[claim.key] = who;
    }
  }
}

/** One staff member's lists (in turn, a different one each day) read over HTTP, against what the module returns for them. */
async function compareOverHttp(http: HttpDriver, app: SeasonApp, world: World, tenant: string, day: number, config: Awaited<ReturnType<typeof configOf>>, index: Awaited<ReturnType<typeof recordIndex>>, base: Pick<Difference, "day" | "date" | "tenant">): Promise<Difference[]> {
  const differences: Difference[] = [];
  // The university's own accounts (the platform Admin must set up a second factor before any page).
  const accounts = viewers(app, tenant).filter((candidate) => candidate.user.tenant === tenant);
  const account = accounts[day % accounts.length];
  for (const list of ["students", "cas"] as const) {
    if (!hasList(account.user.role, list)) continue;
    const module = await appList(app.services, account.user, tenant, config, list, index, () => false);
    const page = await http.tabCounts(account.user, list, tenant);
    const show = (tabs: Array<{ key: string; count: number }>) => tabs.map((tab) => `${tab.key} ${tab.count}`).join(", ");
    if (show(module) !== show(page)) differences.push({ ...base, viewer: account.local, role: account.user.role, area: "http", list, field: "tab counts", expected: show(module), actual: show(page), detail: `/${list} over HTTP against server/lists/dashboard` });
  }
  world.counts.httpReads = (world.counts.httpReads ?? 0) + 1;
  return differences;
}

/** The season's checks over all its days (issue 37 "Done when"): every reminder fired for someone, none after its stop, no finished checklist chased. */
export function seasonChecks(world: World, reminderKeys: readonly string[], results: readonly DayResult[]): Difference[] {
  const last = results[results.length - 1];
  const base = { day: last?.day ?? 0, date: last?.date ?? "", tenant: "both" };
  const differences: Difference[] = [];
  for (const key of reminderKeys) {
    if (!world.fired[key]?.length) differences.push({ ...base, area: "reminder", field: key, expected: "fires for someone in the season", actual: "never fired", detail: judgeSummary(world, key) });
  }
  return differences;
}

function judgeSummary(world: World, key: string): string {
  const active = world.people.filter((person) => judge(world, person, key, person.offers[0]).active).length;
  return `${active} people it applies to at the season's end`;
}

export { KNOWN_DEFECTS };
