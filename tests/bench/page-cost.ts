// npx tsx tests/bench/page-cost.ts — what each page costs the server in its own process, without
// HTTP or other clients: the production build's request handler called one request at a time on a
// copy of bench:pages's seeded store (BENCH_DATA_CACHE, made by a bench:pages run), CPU time per
// request (process.cpuUsage) for each page, pages alternated in rounds; the median round is
// printed. PAGE_COST_PROFILE=<file.cpuprofile> writes a CPU profile of the measured rounds (not the
// start-up), to see where a page's time goes (decision 0089); PAGE_COST_ONLY=dashboard,... measures
// only those pages (and the bare document); PAGE_COST_PROFILE_DIR=<folder> writes one profile per
// page, of one more round after the measured ones. PAGE_COST_ROUNDS (default 7) rounds of
// PAGE_COST_REQUESTS (default 40) requests per page.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { Session } from "node:inspector/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { readEnv } from "../../server/config/env";
import { createServices } from "../../server/services";
import { PROJECT_ROOT } from "../../server/paths";
import buildIfStale, { TEST_BUILD_DIR } from "../support/global-setup";

const RECORDS = Number(process.env.BENCH_RECORDS ?? 100_000);
const ROUNDS = Number(process.env.PAGE_COST_ROUNDS ?? 7);
const REQUESTS = Number(process.env.PAGE_COST_REQUESTS ?? 40);
const ONLY = process.env.PAGE_COST_ONLY ? new Set(process.env.PAGE_COST_ONLY.split(",")) : null;
const BASE = "http://127.0.0.1:3000";

async function main() {
  // React and the build read it: a development React costs several times a production one.
  if (process.env.NODE_ENV !== "production") throw new Error("run with NODE_ENV=production");
  const cacheRoot = process.env.BENCH_DATA_CACHE;
  if (!cacheRoot) throw new Error("BENCH_DATA_CACHE must name the folder where bench:pages keeps its seeded store");
  const cache = path.resolve(cacheRoot, String(RECORDS));
  const studentId = await readFile(path.join(cache, "bench-student.txt"), "utf8");
  buildIfStale();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "cas-page-cost-"));
  await cp(cache, dataDir, { recursive: true });
  const services = await createServices(readEnv({ DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? "silent", NODE_ENV: "production", REMINDER_TICK: "off", AUTOMATION_TICK: "off" }));
  try {
    const build = (await import(pathToFileURL(path.join(PROJECT_ROOT, TEST_BUILD_DIR, "server", "index.js")).href)) as ServerBuild;
    const handle = createRequestHandler(build, "production");
    // A context per request, as the HTTP server makes: the session looked up is kept per context.
    const contextOf = () => ({ services, cspNonce: "bench", requestId: "bench", clientAddress: "127.0.0.1" });
    const get = async (pathName: string, cookie: string) => {
      const response = await handle(new Request(`${BASE}${pathName}`, { headers: { Cookie: cookie } }), contextOf());
      const text = await response.text();
      if (response.status !== 200) throw new Error(`${pathName}: ${response.status} ${response.headers.get("Location") ?? ""}`);
      return text;
    };
    const signIn = async (email: string) => {
      const response = await handle(
        new Request(`${BASE}/login`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE, Host: new URL(BASE).host }, body: new URLSearchParams({ email, password: "CasShield-Demo-2026!" }) }),
        contextOf(),
      );
      const cookie = response.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
      if (!cookie) throw new Error(`signing in as ${email} answered ${response.status} without a session`);
      return cookie;
    };
    const staff = await signIn("uni@northbridge.example.ac.uk");
    const applicant = await signIn("applicant1@northbridge.example.ac.uk");
    const applicationId = /\/applications\/([0-9a-f-]{36})/.exec(await get("/", applicant))?.[1];
    const pages = [
      { name: "bare signed-in document", path: "/feedback", cookie: staff },
      { name: "section page", path: `/applications/${applicationId}/identity`, cookie: applicant },
      { name: "dashboard", path: "/students?tab=conditional", cookie: staff },
      { name: "CAS pipeline", path: "/cas", cookie: staff },
      { name: "student's record page", path: `/students/${studentId}`, cookie: staff },
      // Seconds a request at 100,000 offers: measured only when named (PAGE_COST_ONLY="Insights summary"), with few requests.
      { name: "Insights summary", path: "/insights/summary", cookie: staff },
    ].filter((page) => (ONLY ? ONLY.has(page.name) : page.name !== "Insights summary") || page.name === "bare signed-in document");
    const sizes = new Map<string, number>();
    for (const page of pages) {
      const html = await get(page.path, page.cookie);
      sizes.set(page.name, html.length);
      // PAGE_COST_DUMP=<folder>: each page's HTML, to see what it carries.
      if (process.env.PAGE_COST_DUMP) await writeFile(path.join(process.env.PAGE_COST_DUMP, `${page.name.replace(/\W+/g, "-")}.html`), html);
    }
    const perRound = new Map<string, number[]>(pages.map((page) => [page.name, []]));
    const profiler = process.env.PAGE_COST_PROFILE ? new Session() : null;
    for (let round = 0; round < ROUNDS + 1; round += 1) {
      for (const page of round % 2 ? [...pages].reverse() : pages) {
        const before = process.cpuUsage();
        for (let request = 0; request < REQUESTS; request += 1) await get(page.path, page.cookie);
        const used = process.cpuUsage(before);
        // The first round warms up.
        if (round > 0) perRound.get(page.name)!.push((used.user + used.system) / 1000 / REQUESTS);
      }
      if (round === 0 && profiler) {
        profiler.connect();
        await profiler.post("Profiler.enable");
        await profiler.post("Profiler.start");
      }
    }
    if (profiler && process.env.PAGE_COST_PROFILE) {
      const { profile } = await profiler.post("Profiler.stop");
      await writeFile(process.env.PAGE_COST_PROFILE, JSON.stringify(profile));
    }
    // PAGE_COST_PROFILE_DIR=<folder>: after the measured rounds, each page alone for one more round under
    // the profiler, one <page>.cpuprofile each (the whole run's profile mixes the pages).
    if (process.env.PAGE_COST_PROFILE_DIR) {
      await mkdir(process.env.PAGE_COST_PROFILE_DIR, { recursive: true });
      for (const page of pages) {
        const session = new Session();
        session.connect();
        await session.post("Profiler.enable");
        // Every 100 µs (the default 1 ms gives a few hundred samples for a page): PAGE_COST_PROFILE_REQUESTS (default 200) requests.
        await session.post("Profiler.setSamplingInterval", { interval: 100 });
        await session.post("Profiler.start");
        for (let request = 0; request < Number(process.env.PAGE_COST_PROFILE_REQUESTS ?? 200); request += 1) await get(page.path, page.cookie);
        const { profile } = await session.post("Profiler.stop");
        session.disconnect();
        await writeFile(path.join(process.env.PAGE_COST_PROFILE_DIR, `${page.name.replace(/\W+/g, "-")}.cpuprofile`), JSON.stringify(profile));
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const bare = median(perRound.get("bare signed-in document")!);
    console.log(`${"".padEnd(26)} ${"CPU ms".padStart(7)} ${"own".padStart(7)} ${"HTML".padStart(8)}  (median of ${ROUNDS} rounds of ${REQUESTS}, one request at a time, in process)`);
    for (const page of pages) {
      const cpu = median(perRound.get(page.name)!);
      console.log(`${page.name.padEnd(26)} ${cpu.toFixed(2).padStart(7)} ${(cpu - bare).toFixed(2).padStart(7)} ${sizes.get(page.name)!.toLocaleString("en-GB").padStart(8)}`);
    }
  } finally {
    await services.store.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
