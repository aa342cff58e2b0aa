// npm run bench:insights — the Insights summary over 100,000 offers (with their applications) and
// 50,000 CAS students in one university, on the embedded store (issue 22 'Performance'): the
// whole summary (funnel, compliance, operations) and the same with a breakdown by nationality,
// median of 20 runs, against a baseline in the same run: one count of every list row of the
// university. Target: the whole summary under 500 ms median. Figures printed.
// BENCH_DATA_CACHE=<folder> reads bench:pages's seeded store instead (a copy of <folder>/<BENCH_RECORDS>,
// its university BENCH_TENANT, default northbridge), so a change can be measured before and after
// on the same data without seeding (minutes); BENCH_ROUNDS (default 20) runs per median.
import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { SignedInUser } from "../../server/auth/permissions";
import { readEnv } from "../../server/config/env";
import { insightsSummary } from "../../server/insights/summary";
import { TENANT_CONFIGS_DIR } from "../../server/paths";
import { seed } from "../../server/seed";
import { createServices } from "../../server/services";
import { bulkLoad } from "../support/bulk-load";

const OFFERS = Number(process.env.BENCH_OFFERS ?? 100_000);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 50_000);
const STATUSES = ["Applied", "Draft", "Conditional", "Conditional", "Unconditional", "Completed", "Withdrawn", "Rejected"];
const STAGES = ["Pre-Deposit", "Post-Deposit", "Interview", "Ready for CAS", "CAS Issued", "Visa Issued", "Visa Refused", "Deferred"];
const NATIONALITIES = ["Indian", "Chinese", "Nigerian", "Pakistani", "Vietnamese", "Ghanaian", "Bangladeshi", "American"];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const CACHE = process.env.BENCH_DATA_CACHE;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "cas-bench-insights-"));
  if (CACHE) await cp(path.resolve(CACHE, process.env.BENCH_RECORDS ?? "100000"), dir, { recursive: true });
  const services = await createServices(readEnv({ DATA_DIR: dir, LOG_LEVEL: "silent", REMINDER_TICK: "off", AUTOMATION_TICK: "off", ...(process.env.MONGODB_URI && !CACHE ? { MONGODB_URI: process.env.MONGODB_URI } : {}) }));
  try {
    if (!CACHE) await seed(services, { configRoot: TENANT_CONFIGS_DIR, demo: false });
    const tenant = CACHE ? (process.env.BENCH_TENANT ?? "northbridge") : (await services.repositories.tenants.list())[0].key;
    const loading = performance.now();
    for (let start = 0; start < (CACHE ? 0 : OFFERS); start += 1_000) {
      const size = Math.min(1_000, OFFERS - start);
      const applications = await bulkLoad(services, "applications", tenant,
        Array.from({ length: size }, (_, i) => {
          const n = start + i;
          return { userId: `user-${n}`, applicationStatus: "Completed", feeStatus: n % 5 === 0 ? "HOME" : "OVERSEAS", nationality: NATIONALITIES[n % NATIONALITIES.length], givenName: `Given${n}`, familyName: `Family${n % 997}`, email: `person${n}@bench.example`, intakeId: n % 2 ? "2027-09" : "2028-01", sections: {}, createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z" };
        }),
      );
      await bulkLoad(services, "offers", tenant,
        applications.map((application, i) => {
          const n = start + i;
          return { applicationId: application._id, userId: application.userId, status: STATUSES[n % STATUSES.length], conditionType: "Conditional", ...(n % 3 === 0 ? { applicantStatus: "Accepted" } : {}), intakeId: application.intakeId, createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z" };
        }),
      );
    }
    for (let start = 0; start < (CACHE ? 0 : STUDENTS); start += 1_000) {
      await bulkLoad(services, "students", tenant,
        Array.from({ length: Math.min(1_000, STUDENTS - start) }, (_, i) => {
          const n = start + i;
          const day = `2026-${String((n % 11) + 1).padStart(2, "0")}-${String((n % 27) + 1).padStart(2, "0")}`;
          return { userId: `user-${n}`, stage: STAGES[n % STAGES.length], nationality: NATIONALITIES[n % NATIONALITIES.length], intakeId: n % 2 ? "2027-09" : "2028-01", givenName: `Given${n}`, familyName: `Family${n}`, email: `student${n}@bench.example`, stageChangedAt: `${day}T09:00:00.000Z`, sections: {}, createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z" };
        }),
      );
    }
    if (!CACHE) console.log(`loaded ${OFFERS.toLocaleString("en-GB")} offers with their applications and ${STUDENTS.toLocaleString("en-GB")} students, with their list rows, in ${((performance.now() - loading) / 1000).toFixed(1)} s`);

    const config = (await services.configs.current(tenant)).prepared;
    const user: SignedInUser = { id: "bench", email: "bench@example", role: "UniAdmin", tenant, name: "Bench" };
    const time = async (run: () => Promise<unknown>, rounds = ROUNDS) => {
      const times: number[] = [];
      for (let round = 0; round < rounds + 2; round++) {
        const started = performance.now();
        await run();
        times.push(performance.now() - started);
      }
      return median(times.slice(2));
    };
    const baseline = await time(() => services.repositories.listRows.count(tenant, {}));
    console.log(`baseline: one count of the university's ${(await services.repositories.listRows.count(tenant, {})).toLocaleString("en-GB")} list rows: ${baseline.toFixed(1)} ms median`);
    // A baseline that reads what the funnel reads: every list row of the university, its id alone.
    const read = await time(() => services.repositories.listRows.find(tenant, {}, { projection: { _id: 1 } }));
    console.log(`baseline: one read of every list row's id: ${read.toFixed(1)} ms median`);
    const today = "2026-11-25";
    const whole = await time(() => insightsSummary(services, user, tenant, config, today, { intake: "", breakdown: "", from: "", to: "" }));
    const summary = await insightsSummary(services, user, tenant, config, today, { intake: "", breakdown: "", from: "", to: "" });
    console.log(`the whole summary: ${whole.toFixed(1)} ms median (target < 500 ms), ${(whole / baseline).toFixed(1)}x the count, ${(whole / read).toFixed(2)}x the read`);
    console.log(`  funnel: ${summary.funnel.map((step) => `${step.label} ${step.count.toLocaleString("en-GB")}`).join(", ")}`);
    console.log(`  compliance: ${summary.compliance.measures.map((measure) => `${measure.label} ${measure.rate ?? "-"}% of ${measure.of.toLocaleString("en-GB")}`).join(", ")}`);
    console.log(`  operations: ${summary.operations.map((figure) => `${figure.label} ${figure.value?.toLocaleString("en-GB") ?? "-"}`).join(", ")}`);
    const intake = await time(() => insightsSummary(services, user, tenant, config, today, { intake: "2027-09", breakdown: "", from: "", to: "" }));
    console.log(`for one intake: ${intake.toFixed(1)} ms median, ${(intake / read).toFixed(2)}x the read`);
    const broken = await time(() => insightsSummary(services, user, tenant, config, today, { intake: "", breakdown: "nationality", from: "", to: "" }), Math.max(1, Math.round(ROUNDS / 2)));
    console.log(`with a breakdown by nationality: ${broken.toFixed(1)} ms median, ${(broken / read).toFixed(2)}x the read`);
  } finally {
    await services.store.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
