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
import { spawn, type ChildProcess } from "node:child_process";
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

const SERVED_BUILD = process.env.BENCH_BUILD_DIR ?? TEST_BUILD_DIR;
/** The build the bench serves: the tests' own production build (buildIfStale makes it), or BENCH_BUILD_DIR's (to compare builds). */
const BUILD_DIR = path.join(PROJECT_ROOT, SERVED_BUILD);

const PORT = Number(process.env.BENCH_PORT ?? 3277);
const BASE = `http://127.0.0.1:${PORT}`;
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

async function startServer(dataDir: string): Promise<ChildProcess> {
  const profile = process.env.BENCH_CPU_PROFILE ? [`--cpu-prof`, `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : [];
  // node itself, not a wrapper: its /proc entry is the server's CPU time.
  const child = spawn(process.execPath, [...profile, "--import", "tsx", path.join(PROJECT_ROOT, "server/main.ts")], {
    env: { ...process.env, BUILD_DIR: SERVED_BUILD, NODE_ENV: "production", PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", SEED_ON_START: "false", REMINDER_TICK: "off", AUTOMATION_TICK: "off" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return child;
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

async function cookieOf(email: string): Promise<string> {
  const response = await fetch(`${BASE}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE },
    body: new URLSearchParams({ email, password: "CasShield-Demo-2026!" }),
  });
  return response.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
}

async function pageText(pathName: string, cookie: string, title: string): Promise<string> {
  const response = await fetch(`${BASE}${pathName}`, { headers: { Cookie: cookie } });
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

async function pagesToMeasure(studentId: string): Promise<{ ping: Page; document: Page; pages: Page[]; sectionHtml: string }> {
  const applicant = await cookieOf(APPLICANT);
  const staff = await cookieOf(STAFF);
  const applicationId = /\/applications\/([0-9a-f-]{36})/.exec(await (await fetch(`${BASE}/`, { headers: { Cookie: applicant } })).text())?.[1];
  if (!applicationId) throw new Error("the applicant's application was not found on the home page");
  const sectionPath = `/applications/${applicationId}/identity`;
  const sectionHtml = await pageText(sectionPath, applicant, "Identity");
  await pageText("/feedback", staff, "Give feedback");
  await pageText("/students?tab=conditional", staff, "Students");
  await pageText("/cas", staff, "CAS pipeline");
  const record = await fetch(`${BASE}/students/${studentId}`, { headers: { Cookie: staff } });
  if (record.status !== 200 || !/<title>[^<]+ - CAS Shield<\/title>/.test(await record.text())) throw new Error(`the student's record page did not render (status ${record.status})`);
  await pageText("/insights/summary", staff, "Insights");
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

async function load(pid: number, page: Page): Promise<Measured> {
  const times: number[] = [];
  const cpuBefore = await cpuWhenIdle(pid);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: `${BASE}${page.path}`, connections: CONNECTIONS, duration: SECONDS, timeout: 60, headers: page.cookie ? { Cookie: page.cookie } : {} }, (error, finished) => (error ? reject(error) : resolve(finished)));
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  // The requests still in flight when the window closes are finished by the server after it: the
  // CPU time is read once the server is idle again and divided by every request sent.
  const cpu = (await cpuWhenIdle(pid)) - cpuBefore;
  // A page answered with an error would be measured as cheap: the figures would mean nothing.
  if (result.non2xx > 0) throw new Error(`${page.name} (${page.path}): ${result.non2xx} answers not 2xx under load`);
  times.sort((a, b) => a - b);
  return { requestsPerSecond: result.requests.average, p50: percentile(times, 0.5), p95: percentile(times, 0.95), p99: percentile(times, 0.99), cpuPerRequest: cpu / Math.max(1, result.requests.sent) };
}

/** One request at a time: what a user opening the page waits for (median of `rounds`). */
async function sequentialMedian(page: Page, rounds: number): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < rounds + 2; round += 1) {
    const started = performance.now();
    const response = await fetch(`${BASE}${page.path}`, { headers: { Cookie: page.cookie } });
    await response.text();
    times.push(performance.now() - started);
  }
  return percentile(times.slice(2).sort((a, b) => a - b), 0.5);
}

/** The JavaScript a section page loads: the modules its HTML names, gzipped. */
async function pageJavaScriptBytes(html: string): Promise<number> {
  const files = new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
  let total = 0;
  for (const file of files) total += gzipSync(await readFile(path.join(BUILD_DIR, "client", file))).byteLength;
  return total;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const verdict = (met: boolean) => (met ? "met" : "NOT MET");
const loadAverage = () => os.loadavg().map((value) => value.toFixed(2)).join(" ");

async function main() {
  buildIfStale();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "cas-bench-pages-"));
  const studentId = await preparedData(dataDir);
  const server = await startServer(dataDir);
  const pid = server.pid;
  if (!pid) throw new Error("the server has no process id");
  try {
    const { ping, document, pages, sectionHtml } = await pagesToMeasure(studentId);
    const insights = pages.find((page) => page.path.startsWith("/insights"));
    if (!insights) throw new Error("the Insights summary is not among the pages");
    console.log(`Production build, embedded store, ${os.cpus().length} cores; autocannon ${CONNECTIONS} connections x ${SECONDS} s, ${ROUNDS} rounds; load average before: ${loadAverage()}\n`);
    // Insights takes seconds a request over 100,000 offers: it is measured under load once, after the rounds.
    const everything = [ping, document, ...pages.filter((page) => page !== insights)];
    for (const page of everything) await load(pid, page); // warm-up: every page once under load
    const rounds: Array<Map<Page, Measured>> = [];
    const header = `${"".padEnd(26)} ${"req/s".padStart(7)} ${"p50".padStart(7)} ${"p95".padStart(7)} ${"p99".padStart(7)} ${"CPU/req".padStart(8)} ${"own".padStart(7)}`;
    for (let round = 0; round < ROUNDS; round += 1) {
      const measured = new Map<Page, Measured>();
      for (const page of everything) measured.set(page, await load(pid, page));
      rounds.push(measured);
      const bare = measured.get(document)!.cpuPerRequest;
      console.log(`round ${round + 1} (load average after: ${loadAverage()})\n${header}`);
      for (const page of everything) {
        const m = measured.get(page)!;
        const own = pages.includes(page) ? (m.cpuPerRequest - bare).toFixed(2).padStart(7) : "".padStart(7);
        console.log(`${page.name.padEnd(26)} ${m.requestsPerSecond.toFixed(0).padStart(7)} ${m.p50.toFixed(0).padStart(7)} ${m.p95.toFixed(0).padStart(7)} ${m.p99.toFixed(0).padStart(7)} ${m.cpuPerRequest.toFixed(2).padStart(8)} ${own}`);
      }
      console.log("");
    }
    const insightsAlone = await sequentialMedian(insights, 5);
    const insightsLoaded = await load(pid, insights);
    const bareOfRounds = mean(rounds.map((measured) => measured.get(document)!.cpuPerRequest));
    console.log(`${insights.name.padEnd(26)} ${insightsLoaded.requestsPerSecond.toFixed(1).padStart(7)} ${insightsLoaded.p50.toFixed(0).padStart(7)} ${insightsLoaded.p95.toFixed(0).padStart(7)} ${insightsLoaded.p99.toFixed(0).padStart(7)} ${insightsLoaded.cpuPerRequest.toFixed(2).padStart(8)} ${(insightsLoaded.cpuPerRequest - bareOfRounds).toFixed(2).padStart(7)}   (once, after the rounds; own against the rounds' mean bare document)\n`);
    const js = await pageJavaScriptBytes(sectionHtml);

    // Judged on the mean of the rounds: own time is each round's page minus that round's bare document.
    console.log(`Targets (mean of ${ROUNDS} rounds; times in ms; "own" = server CPU per request minus the bare signed-in document's)`);
    const ownOf = (page: Page) => mean(rounds.map((measured) => measured.get(page)!.cpuPerRequest - measured.get(document)!.cpuPerRequest));
    const p95Of = (page: Page) => mean(rounds.map((measured) => measured.get(page)!.p95));
    console.log(`${"bare signed-in document".padEnd(26)} server CPU ${mean(rounds.map((measured) => measured.get(document)!.cpuPerRequest)).toFixed(2)} ms per request (the baseline)`);
    for (const page of pages.filter((candidate) => candidate !== insights)) {
      const parts = [`own ${ownOf(page).toFixed(2)} ms`];
      if (page.ownTarget !== undefined) parts.push(`(target < ${page.ownTarget.toFixed(1)} ms: ${verdict(ownOf(page) < page.ownTarget)})`);
      parts.push(`  p95 ${p95Of(page).toFixed(0)} ms`);
      if (page.p95Target !== undefined) parts.push(`(target < ${page.p95Target} ms: ${verdict(p95Of(page) < page.p95Target)})`);
      console.log(`${page.name.padEnd(26)} ${parts.join(" ")}`);
    }
    console.log(`${"Insights summary".padEnd(26)} ${insightsAlone.toFixed(0)} ms one request at a time, median of 5, over ${OFFERS.toLocaleString("en-GB")} offers (target < 500 ms: ${verdict(insightsAlone < 500)})`);
    console.log(`${"section page JavaScript".padEnd(26)} ${(js / 1024).toFixed(1)} KB gzipped (target < 250 KB: ${verdict(js < 250 * 1024)})`);
    console.log(`\nload average after: ${loadAverage()}`);
  } finally {
    await new Promise((resolve) => {
      server.once("exit", resolve);
      server.kill("SIGTERM");
    });
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
