// npm run bench:pages — the production build on the embedded store, its staff user's university
// holding 100,000 applications each with an offer (100,000 offers) and 20,000 CAS students, in
// one run (issue 41 'Page speed that measures our own work'; decision 0033). autocannon, 20
// connections for 10 s each (BENCH_SECONDS), two rounds (BENCH_ROUNDS), each round: /ping (the
// framework's ceiling, for scale), the bare signed-in document (the feedback page: the layout and
// one text box, no data read), a section page, the dashboard, the CAS pipeline and a student's
// record page; then the Insights summary once (seconds a request: one at a time, then under the
// same load). For each: throughput, p50/p95/p99, and our own server time per request: the server
// process's CPU time (user + system, every thread, from /proc) from the window's start until the
// server is idle again, divided by the requests sent, minus the same for the bare signed-in
// document of the same round (decision 0033 says why CPU time and not throughput).
// Targets, printed beside what was measured: p95 < 100 ms at 20 connections for each page but
// Insights (whose own target replaces it); own server time < 1.0 ms for a section page and
// < 2.0 ms for the dashboard, the pipeline and the record page; the Insights summary over
// 100,000 offers < 500 ms (median of sequential requests, one at a time); the JavaScript a
// section page loads < 250 KB gzipped.
// The served process runs without its reminder and automation ticks: a minute's sweep landing in
// one window and not another would make the rounds unequal (their cost: bench:reminders).
// BENCH_COMPARE_ROOT names another checkout (with its own build-test/ made): its server is started
// beside this one on a copy of the same data (port BENCH_PORT + 1), each round measures both, in
// alternating order, and the end prints each page's figures side by side with this checkout's
// own time as a ratio of the other's (decision 0089: on a shared machine a change is judged
// only within one run).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import buildIfStale, { TEST_BUILD_DIR } from "../support/global-setup";
import { readEnv } from "../../server/config/env";
import { createServices } from "../../server/services";
import { seed } from "../../server/seed";
import { TENANT_CONFIGS_DIR, PROJECT_ROOT } from "../../server/paths";
import { bulkLoad } from "../support/bulk-load";

/** The build the bench serves (in each checkout): the tests' own production build (buildIfStale makes it), or BENCH_BUILD_DIR's (to compare builds). */
const SERVED_BUILD = process.env.BENCH_BUILD_DIR ?? TEST_BUILD_DIR;

const PORT = Number(process.env.BENCH_PORT ?? 3277);
const COMPARE_ROOT = process.env.BENCH_COMPARE_ROOT ? path.resolve(process.env.BENCH_COMPARE_ROOT) : null;
const OFFERS = Number(process.env.BENCH_RECORDS ?? 100_000);
const STUDENTS = Math.round(OFFERS / 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 20;
const STAFF = "uni@northbridge.example.ac.uk";
const APPLICANT = "applicant1@northbridge.example.ac.uk";
const STATUSES = ["Applied", "Draft", "Conditional", "Conditional", "Unconditional", "Completed", "Withdrawn", "Rejected"];
const STAGES = ["Pre-Deposit", "Post-Deposit", "Interview", "Compliance Check", "Ready for CAS", "CAS Issued", "Visa Issued", "Deferred"];
const NATIONALITIES = ["Indian", "Chinese", "Nigerian", "Pakistani", "Vietnamese", "Ghanaian", "Bangladeshi", "American"];

/** The staff user's university gets every record: the Insights summary then reads all 100,000 offers.
 * Answers a demo student of that university (a full record: offers, CAS record, documents) for the record page. */
async function prepareData(dataDir: string): Promise<string> {
  const services = await createServices(readEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }));
  await seed(services, { configRoot: TENANT_CONFIGS_DIR, demo: true });
  const staff = await services.repositories.users.findByEmailForSignIn(STAFF);
  const tenant = staff?.tenant;
  if (!tenant) throw new Error(`the demo staff user ${STAFF} has no university`);
  const demoStudent = (await services.store.collection("students").findOne({ tenant }))?.userId;
  if (typeof demoStudent !== "string") throw new Error("the demo data has no CAS student in the staff user's university");
  const courses = (await services.configs.current(tenant)).prepared.settings.courses ?? [];
  for (let start = 0; start < OFFERS; start += 1_000) {
    const size = Math.min(1_000, OFFERS - start);
    const applications = await bulkLoad(services, "applications", tenant,
      Array.from({ length: size }, (_, i) => {
        const n = start + i;
        const course = courses[n % Math.max(1, courses.length)];
        return {
          userId: `bench-${n}`, applicationStatus: "Completed", feeStatus: n % 5 === 0 ? "HOME" : "OVERSEAS", nationality: NATIONALITIES[n % NATIONALITIES.length],
          givenName: `Given${n}`, familyName: `Family${n % 997}`, email: `person${n}@bench.example`, courseId: course?.id, courseName: course?.name, intakeId: n % 2 ? "2027-09" : "2028-01",
          submittedAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(), createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z",
          sections: { identity: { givenName: `Given${n}`, familyName: `Family${n % 997}`, idType: "None", hasOtherName: false } },
        };
      }),
    );
    await bulkLoad(services, "offers", tenant,
      applications.map((application, i) => {
        const n = start + i;
        return {
          applicationId: application._id, userId: application.userId, status: STATUSES[n % STATUSES.length], conditionType: "Conditional", ...(n % 3 === 0 ? { applicantStatus: "Accepted" } : {}),
          courseId: application.courseId, courseName: application.courseName, intakeId: application.intakeId, appliedAt: application.submittedAt, createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z",
        };
      }),
    );
  }
  for (let start = 0; start < STUDENTS; start += 1_000) {
    await bulkLoad(services, "students", tenant,
      Array.from({ length: Math.min(1_000, STUDENTS - start) }, (_, i) => {
        const n = start + i;
        return {
          userId: `bench-${n}`, stage: STAGES[n % STAGES.length], nationality: NATIONALITIES[n % NATIONALITIES.length], intakeId: n % 2 ? "2027-09" : "2028-01",
          givenName: `Given${n}`, familyName: `Family${n % 997}`, email: `person${n}@bench.example`, stageChangedAt: new Date(Date.UTC(2026, 8, 1) + (n % 80) * 86_400_000).toISOString(),
          sections: {}, createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z",
        };
      }),
    );
  }
  await services.store.close();
  return demoStudent;
}

/** Seeding 100,000 records takes minutes: BENCH_DATA_CACHE names a folder where the seeded store
 * is kept (made on the first run, for the same BENCH_RECORDS) and copied into each run's own folder. */
async function preparedData(dataDir: string): Promise<string> {
  const cache = process.env.BENCH_DATA_CACHE ? path.resolve(process.env.BENCH_DATA_CACHE, String(OFFERS)) : null;
  const marker = cache && path.join(cache, "bench-student.txt");
  const cached = marker ? await readFile(marker, "utf8").catch(() => null) : null;
  if (cache && cached) {
    await cp(cache, dataDir, { recursive: true });
    console.log(`copied the seeded store from ${cache}`);
    return cached;
  }
  const loading = performance.now();
  const studentId = await prepareData(dataDir);
  console.log(`seeded ${OFFERS.toLocaleString("en-GB")} applications with an offer each and ${STUDENTS.toLocaleString("en-GB")} CAS students in ${((performance.now() - loading) / 1000).toFixed(0)} s`);
  if (cache && marker) {
    await rm(cache, { recursive: true, force: true });
    await cp(dataDir, cache, { recursive: true });
    await writeFile(marker, studentId);
  }
  return studentId;
}

/** A server under test: a checkout's server on its own port and its own copy of the data. */
interface Served {
  label: string;
  base: string;
  child: ChildProcess;
  pid: number;
  dataDir: string;
}

async function startServer(label: string, root: string, port: number, dataDir: string): Promise<Served> {
  const profile = process.env.BENCH_CPU_PROFILE ? [`--cpu-prof`, `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : [];
  const base = `http://127.0.0.1:${port}`;
  // node itself, not a wrapper: its /proc entry is the server's CPU time.
  const child = spawn(process.execPath, [...profile, "--import", "tsx", path.join(root, "server/main.ts")], {
    cwd: root,
    env: { ...process.env, BUILD_DIR: SERVED_BUILD, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", SEED_ON_START: "false", REMINDER_TICK: "off", AUTOMATION_TICK: "off" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) {
        if (!child.pid) throw new Error("the server has no process id");
        return { label, base, child, pid: child.pid, dataDir };
      }
    } catch {
      // not listening yet (100,000 records take a while to load)
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error("the server did not start");
}

const CLOCK_TICKS_PER_SECOND = 100;

/** The server process's CPU time so far (user + system, every thread), in milliseconds. */
async function cpuMilliseconds(pid: number): Promise<number> {
  // /proc/<pid>/stat: the command name may hold spaces, so fields are counted after its ')'.
  const fields = (await readFile(`/proc/${pid}/stat`, "utf8")).split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** The server's CPU time once it has gone quiet (under 2% of a core over a second: on a busy machine a server with work gets far more). */
async function cpuWhenIdle(pid: number): Promise<number> {
  let last = await cpuMilliseconds(pid);
  for (let attempt = 0; attempt < 600; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = await cpuMilliseconds(pid);
    if (now - last <= 20) return now;
    last = now;
  }
  throw new Error("the server did not go quiet after a load window");
}

async function cookieOf(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ email, password: "CasShield-Demo-2026!" }),
  });
  return response.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
}

async function pageText(base: string, pathName: string, cookie: string, title: string): Promise<string> {
  const response = await fetch(`${base}${pathName}`, { headers: { Cookie: cookie } });
  const html = await response.text();
  if (response.status !== 200 || !html.includes(`<title>${title} - CAS Shield</title>`)) throw new Error(`${pathName} did not render its page "${title}" (status ${response.status})`);
  return html;
}

interface Page {
  name: string;
  path: string;
  cookie: string;
  /** The p95 target at 20 connections, where the page has one. */
  p95Target?: number;
  /** The own-server-time target, where the page has one. */
  ownTarget?: number;
}

async function pagesToMeasure(base: string, studentId: string): Promise<{ ping: Page; document: Page; pages: Page[]; sectionHtml: string }> {
  const applicant = await cookieOf(base, APPLICANT);
  const staff = await cookieOf(base, STAFF);
  const applicationId = /\/applications\/([0-9a-f-]{36})/.exec(await (await fetch(`${base}/`, { headers: { Cookie: applicant } })).text())?.[1];
  if (!applicationId) throw new Error("the applicant's application was not found on the home page");
  const sectionPath = `/applications/${applicationId}/identity`;
  const sectionHtml = await pageText(base, sectionPath, applicant, "Identity");
  await pageText(base, "/feedback", staff, "Give feedback");
  await pageText(base, "/students?tab=conditional", staff, "Students");
  await pageText(base, "/cas", staff, "CAS pipeline");
  const record = await fetch(`${base}/students/${studentId}`, { headers: { Cookie: staff } });
  if (record.status !== 200 || !/<title>[^<]+ - CAS Shield<\/title>/.test(await record.text())) throw new Error(`the student's record page did not render (status ${record.status})`);
  await pageText(base, "/insights/summary", staff, "Insights");
  return {
    ping: { name: "bare route /ping", path: "/ping", cookie: "" },
    document: { name: "bare signed-in document", path: "/feedback", cookie: staff },
    pages: [
      { name: "section page", path: sectionPath, cookie: applicant, p95Target: 100, ownTarget: 1.0 },
      { name: "dashboard", path: "/students?tab=conditional", cookie: staff, p95Target: 100, ownTarget: 2.0 },
      { name: "CAS pipeline", path: "/cas", cookie: staff, p95Target: 100, ownTarget: 2.0 },
      { name: "student's record page", path: `/students/${studentId}`, cookie: staff, p95Target: 100, ownTarget: 2.0 },
      { name: "Insights summary", path: "/insights/summary", cookie: staff },
    ],
    sectionHtml,
  };
}

interface Measured {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** The server's CPU time per answered request, in ms. */
  cpuPerRequest: number;
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;

async function load(served: Served, page: Page): Promise<Measured> {
  const times: number[] = [];
  const cpuBefore = await cpuWhenIdle(served.pid);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: `${served.base}${page.path}`, connections: CONNECTIONS, duration: SECONDS, timeout: 60, headers: page.cookie ? { Cookie: page.cookie } : {} }, (error, finished) => (error ? reject(error) : resolve(finished)));
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  // The requests still in flight when the window closes are finished by the server after it: the
  // CPU time is read once the server is idle again and divided by every request sent.
  const cpu = (await cpuWhenIdle(served.pid)) - cpuBefore;
  // A page answered with an error would be measured as cheap: the figures would mean nothing.
  if (result.non2xx > 0) throw new Error(`${served.label}: ${page.name} (${page.path}): ${result.non2xx} answers not 2xx under load`);
  times.sort((a, b) => a - b);
  return { requestsPerSecond: result.requests.average, p50: percentile(times, 0.5), p95: percentile(times, 0.95), p99: percentile(times, 0.99), cpuPerRequest: cpu / Math.max(1, result.requests.sent) };
}

/** One request at a time: what a user opening the page waits for (median of `rounds`). */
async function sequentialMedian(served: Served, page: Page, rounds: number): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < rounds + 2; round += 1) {
    const started = performance.now();
    const response = await fetch(`${served.base}${page.path}`, { headers: { Cookie: page.cookie } });
    await response.text();
    times.push(performance.now() - started);
  }
  return percentile(times.slice(2).sort((a, b) => a - b), 0.5);
}

/** The JavaScript a section page loads: the modules its HTML names, gzipped. */
async function pageJavaScriptBytes(root: string, html: string): Promise<number> {
  const files = new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
  let total = 0;
  for (const file of files) total += gzipSync(await readFile(path.join(root, SERVED_BUILD, "client", file))).byteLength;
  return total;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const verdict = (met: boolean) => (met ? "met" : "NOT MET");
const loadAverage = () => os.loadavg().map((value) => value.toFixed(2)).join(" ");

/** One checkout's server and what is measured on it. */
interface Subject {
  served: Served;
  root: string;
  document: Page;
  pages: Page[];
  insights: Page;
  /** The pages measured each round: /ping, the bare document and every page but Insights. */
  everything: Page[];
  sectionHtml: string;
  rounds: Array<Map<Page, Measured>>;
  insightsAlone?: number;
  insightsLoaded?: Measured;
}

async function subjectOf(served: Served, root: string, studentId: string): Promise<Subject> {
  const { ping, document, pages, sectionHtml } = await pagesToMeasure(served.base, studentId);
  const insights = pages.find((page) => page.path.startsWith("/insights"));
  if (!insights) throw new Error("the Insights summary is not among the pages");
  // Insights takes seconds a request over 100,000 offers: it is measured under load once, after the rounds.
  return { served, root, document, pages, insights, everything: [ping, document, ...pages.filter((page) => page !== insights)], sectionHtml, rounds: [] };
}

const HEADER = `${"".padEnd(26)} ${"req/s".padStart(7)} ${"p50".padStart(7)} ${"p95".padStart(7)} ${"p99".padStart(7)} ${"CPU/req".padStart(8)} ${"own".padStart(7)}`;

function printRound(subject: Subject, round: number, measured: Map<Page, Measured>, comparing: boolean) {
  const bare = measured.get(subject.document)!.cpuPerRequest;
  console.log(`round ${round + 1}${comparing ? `, ${subject.served.label}` : ""} (load average after: ${loadAverage()})\n${HEADER}`);
  for (const page of subject.everything) {
    const m = measured.get(page)!;
    const own = subject.pages.includes(page) ? (m.cpuPerRequest - bare).toFixed(2).padStart(7) : "".padStart(7);
    console.log(`${page.name.padEnd(26)} ${m.requestsPerSecond.toFixed(0).padStart(7)} ${m.p50.toFixed(0).padStart(7)} ${m.p95.toFixed(0).padStart(7)} ${m.p99.toFixed(0).padStart(7)} ${m.cpuPerRequest.toFixed(2).padStart(8)} ${own}`);
  }
  console.log("");
}

// Judged on the mean of the rounds: own time is each round's page minus that round's bare document.
const ownOf = (subject: Subject, page: Page) => mean(subject.rounds.map((measured) => measured.get(page)!.cpuPerRequest - measured.get(subject.document)!.cpuPerRequest));
const p95Of = (subject: Subject, page: Page) => mean(subject.rounds.map((measured) => measured.get(page)!.p95));
const bareOf = (subject: Subject) => mean(subject.rounds.map((measured) => measured.get(subject.document)!.cpuPerRequest));

async function printTargets(subject: Subject, comparing: boolean) {
  const loaded = subject.insightsLoaded!;
  const label = `${subject.insights.name.padEnd(26)} ${loaded.requestsPerSecond.toFixed(1).padStart(7)}`;
  // On a busy machine 20 requests of seconds each may all outlast the window: say so rather than print NaN.
  const latencies = Number.isNaN(loaded.p50) ? `  no answer within the ${SECONDS} s window; CPU per request sent ${loaded.cpuPerRequest.toFixed(2)}` : `${loaded.p50.toFixed(0).padStart(7)} ${loaded.p95.toFixed(0).padStart(7)} ${loaded.p99.toFixed(0).padStart(7)} ${loaded.cpuPerRequest.toFixed(2).padStart(8)} ${(loaded.cpuPerRequest - bareOf(subject)).toFixed(2).padStart(7)}`;
  console.log(`${label} ${latencies}   (${comparing ? `${subject.served.label}; ` : ""}once, after the rounds; own against the rounds' mean bare document)\n`);
  const js = await pageJavaScriptBytes(subject.root, subject.sectionHtml);
  console.log(`Targets${comparing ? `, ${subject.served.label}` : ""} (mean of ${ROUNDS} rounds; times in ms; "own" = server CPU per request minus the bare signed-in document's)`);
  console.log(`${"bare signed-in document".padEnd(26)} server CPU ${bareOf(subject).toFixed(2)} ms per request (the baseline)`);
  for (const page of subject.pages.filter((candidate) => candidate !== subject.insights)) {
    const own = ownOf(subject, page);
    const p95 = p95Of(subject, page);
    const parts = [`own ${own.toFixed(2)} ms`];
    if (page.ownTarget !== undefined) parts.push(`(target < ${page.ownTarget.toFixed(1)} ms: ${verdict(own < page.ownTarget)})`);
    parts.push(`  p95 ${p95.toFixed(0)} ms`);
    if (page.p95Target !== undefined) parts.push(`(target < ${page.p95Target} ms: ${verdict(p95 < page.p95Target)})`);
    console.log(`${page.name.padEnd(26)} ${parts.join(" ")}`);
  }
  const alone = subject.insightsAlone!;
  console.log(`${"Insights summary".padEnd(26)} ${alone.toFixed(0)} ms one request at a time, median of 5, over ${OFFERS.toLocaleString("en-GB")} offers (target < 500 ms: ${verdict(alone < 500)})`);
  console.log(`${"section page JavaScript".padEnd(26)} ${(js / 1024).toFixed(1)} KB gzipped (target < 250 KB: ${verdict(js < 250 * 1024)})\n`);
}

/** This checkout against the other, page by page: each side's own figures from the same rounds, and their ratio. */
function printComparison(mine: Subject, other: Subject) {
  console.log(`${mine.served.label} against ${other.served.label} (mean of ${ROUNDS} alternated rounds; ratio = this / other, under 1 is faster)`);
  console.log(`${"".padEnd(26)} ${"own".padStart(7)} ${"other".padStart(7)} ${"ratio".padStart(6)}   ${"CPU/req".padStart(8)} ${"other".padStart(7)} ${"ratio".padStart(6)}   ${"p95".padStart(5)} ${"other".padStart(5)}`);
  const cpuOf = (subject: Subject, page: Page) => mean(subject.rounds.map((measured) => measured.get(page)!.cpuPerRequest));
  for (const [index, page] of mine.everything.entries()) {
    const twin = other.everything[index];
    const measuredOwn = mine.pages.includes(page);
    const own = measuredOwn ? `${ownOf(mine, page).toFixed(2).padStart(7)} ${ownOf(other, twin).toFixed(2).padStart(7)} ${(ownOf(mine, page) / ownOf(other, twin)).toFixed(2).padStart(6)}` : "".padStart(22);
    console.log(`${page.name.padEnd(26)} ${own}   ${cpuOf(mine, page).toFixed(2).padStart(8)} ${cpuOf(other, twin).toFixed(2).padStart(7)} ${(cpuOf(mine, page) / cpuOf(other, twin)).toFixed(2).padStart(6)}   ${p95Of(mine, page).toFixed(0).padStart(5)} ${p95Of(other, twin).toFixed(0).padStart(5)}`);
  }
  const mineInsights = mine.insightsAlone!;
  const otherInsights = other.insightsAlone!;
  console.log(`${"Insights summary (ms)".padEnd(26)} ${mineInsights.toFixed(0).padStart(7)} ${otherInsights.toFixed(0).padStart(7)} ${(mineInsights / otherInsights).toFixed(2).padStart(6)}   (one request at a time, median of 5)\n`);
}

async function main() {
  buildIfStale();
  if (COMPARE_ROOT && !existsSync(path.join(COMPARE_ROOT, SERVED_BUILD, "server", "index.js"))) {
    throw new Error(`${COMPARE_ROOT} has no ${SERVED_BUILD}/: build it there first (BUILD_DIR=${SERVED_BUILD} NODE_ENV=production npx remix vite:build)`);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "cas-bench-pages-"));
  const studentId = await preparedData(dataDir);
  // The other checkout's server gets its own copy (the embedded store locks its folder), made before either starts.
  const compareDir = COMPARE_ROOT ? await mkdtemp(path.join(os.tmpdir(), "cas-bench-pages-compare-")) : null;
  if (compareDir) await cp(dataDir, compareDir, { recursive: true });
  const started: Served[] = [];
  try {
    started.push(await startServer("this checkout", PROJECT_ROOT, PORT, dataDir));
    if (COMPARE_ROOT && compareDir) started.push(await startServer(`other (${path.basename(COMPARE_ROOT)})`, COMPARE_ROOT, PORT + 1, compareDir));
    const subjects: Subject[] = [];
    for (const served of started) subjects.push(await subjectOf(served, served === started[0] ? PROJECT_ROOT : COMPARE_ROOT!, studentId));
    const comparing = subjects.length > 1;
    console.log(`Production build, embedded store, ${os.cpus().length} cores; autocannon ${CONNECTIONS} connections x ${SECONDS} s, ${ROUNDS} rounds${comparing ? `, ${subjects.map((subject) => subject.served.label).join(" and ")} alternated` : ""}; load average before: ${loadAverage()}\n`);
    for (const subject of subjects) for (const page of subject.everything) await load(subject.served, page); // warm-up: every page once under load
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternated: neither side always goes first (the machine's speed drifts over a run).
      const order = round % 2 === 0 ? subjects : [...subjects].reverse();
      for (const subject of order) {
        const measured = new Map<Page, Measured>();
        for (const page of subject.everything) measured.set(page, await load(subject.served, page));
        subject.rounds.push(measured);
        printRound(subject, round, measured, comparing);
      }
    }
    for (const subject of subjects) subject.insightsAlone = await sequentialMedian(subject.served, subject.insights, 5);
    for (const subject of subjects) subject.insightsLoaded = await load(subject.served, subject.insights);
    for (const subject of subjects) await printTargets(subject, comparing);
    if (comparing) printComparison(subjects[0], subjects[1]);
    console.log(`load average after: ${loadAverage()}`);
  } finally {
    for (const served of started) {
      await new Promise((resolve) => {
        served.child.once("exit", resolve);
        served.child.kill("SIGTERM");
      });
    }
    await rm(dataDir, { recursive: true, force: true });
    if (compareDir) await rm(compareDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
