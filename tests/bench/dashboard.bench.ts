// npm run bench:dashboard — the staff dashboard on the embedded store with 100,000 offers and
// 100,000 applications over five universities (one holding 22,000 of each), their list rows kept
// by the same projector the app uses; then the CAS pipeline over 22,000 students of the big
// university (issue 17: the same bar as the dashboard). Measured in-process, as a request's loader runs it:
// a tab's first page of 50 rows, sorted, with the counts of every visible tab; then with two
// filters and a search. Targets: under 50 ms and under 100 ms median. Prints which index each
// tab's query uses (on MongoDB, set MONGODB_URI: explain() shows IXSCAN for every tab).
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { readEnv } from "../../server/config/env";
import { createServices } from "../../server/services";
import { seed } from "../../server/seed";
import { TENANT_CONFIGS_DIR } from "../../server/paths";
import { listQueries, loadDashboard } from "../../server/lists/dashboard";
import type { SignedInUser } from "../../server/auth/permissions";
import { bulkLoad } from "../support/bulk-load";

const TOTAL = Number(process.env.BENCH_RECORDS ?? 100_000);
const BIG = Math.round(TOTAL * 0.22);
const STATUSES = ["Applied", "Draft", "Conditional", "Conditional", "Unconditional", "Completed", "Withdrawn", "Rejected"];
const APPLICATION_STATUSES = ["NEW", "InProgress", "Completed", "Offered", "Rejected", "Withdrawn"];
const NATIONALITIES = ["Indian", "Chinese", "Nigerian", "Pakistani", "Vietnamese", "Ghanaian", "Bangladeshi", "American"];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "cas-bench-dashboard-"));
  const services = await createServices(readEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent", ...(process.env.MONGODB_URI ? { MONGODB_URI: process.env.MONGODB_URI } : {}) }));
  try {
    await seed(services, { configRoot: TENANT_CONFIGS_DIR, demo: false });
    const tenants = (await services.repositories.tenants.list()).map((tenant) => tenant.key);
    const big = tenants[0];
    const perOther = Math.round((TOTAL - BIG) / (tenants.length - 1));
    const loadStart = performance.now();
    for (const tenant of tenants) {
      const count = tenant === big ? BIG : perOther;
      const courses = (await services.configs.current(tenant)).prepared.settings.courses ?? [];
      for (let start = 0; start < count; start += 1_000) {
        const size = Math.min(1_000, count - start);
        const applications = await bulkLoad(services, "applications", tenant,
          Array.from({ length: size }, (_, i) => {
            const n = start + i;
            return {
              userId: `${tenant}-user-${n}`, applicationStatus: APPLICATION_STATUSES[n % APPLICATION_STATUSES.length], feeStatus: n % 5 === 0 ? "HOME" : "OVERSEAS",
              nationality: NATIONALITIES[(n + Math.floor(n / 8)) % NATIONALITIES.length], givenName: `Given${n}`, familyName: `Family${n % 997}`, email: `person${n}@${tenant}.example`,
              courseId: courses[n % Math.max(1, courses.length)]?.id, courseName: courses[n % Math.max(1, courses.length)]?.name, intakeId: "2027-09",
              submittedAt: new Date(Date.UTC(2026, 0, 1) + n * 600_000).toISOString(), createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z", sections: {},
            };
          }),
        );
        await bulkLoad(services, "offers", tenant,
          applications.map((application, i) => {
            const n = start + i;
            return {
              applicationId: application._id, userId: application.userId, status: STATUSES[n % STATUSES.length], intakeId: "2027-09",
              courseId: application.courseId, courseName: application.courseName, conditionType: "Conditional",
              appliedAt: application.submittedAt, createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z",
            };
          }),
        );
      }
    }
    console.log(`loaded ${TOTAL.toLocaleString("en-GB")} applications and ${TOTAL.toLocaleString("en-GB")} offers (${BIG.toLocaleString("en-GB")} of each in ${big}) with their list rows in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`);

    const config = (await services.configs.current(big)).prepared;
    const user: SignedInUser = { id: "bench", email: "bench@example", role: "Uni", tenant: big, name: "Bench" };
    const course = config.settings.courses?.[0]?.id ?? "";
    const run = async (query: Record<string, string[]>, rounds: number) => {
      const times: number[] = [];
      let rows = 0;
      let counts = "";
      for (let round = 0; round < rounds; round++) {
        const started = performance.now();
        const data = await loadDashboard(services, user, big, config, query);
        times.push(performance.now() - started);
        rows = data.rows.length;
        counts = data.tabs.map((tab) => `${tab.label} ${tab.count.toLocaleString("en-GB")}`).join(", ");
      }
      return { median: median(times.slice(2)), rows, counts };
    };
    const plain = await run({ tab: ["conditional"], sortCol: ["family_name"], sortDir: ["asc"] }, 22);
    console.log(`\nConditional, first page sorted by family name, with every tab's count: ${plain.median.toFixed(1)} ms median (target < 50 ms); ${plain.rows} rows; ${plain.counts}`);
    const filtered = await run({ tab: ["conditional"], nationality: ["Indian", "Chinese"], course: [course], search: ["family1"] }, 22);
    console.log(`Conditional with two filters (nationality, course) and a search: ${filtered.median.toFixed(1)} ms median (target < 100 ms); ${filtered.rows} rows; ${filtered.counts}`);

    // The CAS pipeline: the big university's students across its stages, some on a pathway.
    const STAGES = ["Pre-Deposit", "Post-Deposit", "Interview", "Compliance Check", "Ready for CAS", "CAS Issued", "Visa Issued", "Deferred"];
    const studentsStart = performance.now();
    for (let start = 0; start < BIG; start += 1_000) {
      const size = Math.min(1_000, BIG - start);
      await bulkLoad(services, "students", big,
        Array.from({ length: size }, (_, i) => {
          const n = start + i;
          return {
            userId: `${big}-student-${n}`, stage: STAGES[n % STAGES.length], givenName: `Given${n}`, familyName: `Family${n % 997}`, email: `student${n}@${big}.example`,
            nationality: NATIONALITIES[n % NATIONALITIES.length], intakeId: "2027-09", ...(n % 7 === 0 ? { pathway: "Foundation" } : {}),
            stageChangedAt: new Date(Date.UTC(2026, 8, 1) + (n % 80) * 86_400_000).toISOString(), createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z",
          };
        }),
      );
    }
    console.log(`\nloaded ${BIG.toLocaleString("en-GB")} CAS students with their list rows in ${((performance.now() - studentsStart) / 1000).toFixed(1)} s`);
    const pipeline = async (query: Record<string, string[]>, rounds: number) => {
      const times: number[] = [];
      let rows = 0;
      for (let round = 0; round < rounds; round++) {
        const started = performance.now();
        rows = (await loadDashboard(services, user, big, config, query, "pipeline")).rows.length;
        times.push(performance.now() - started);
      }
      return { median: median(times.slice(2)), rows };
    };
    const casPlain = await pipeline({ tab: ["post-deposit"], sortCol: ["family_name"], sortDir: ["asc"] }, 22);
    console.log(`Pipeline Post-Deposit, first page sorted by family name, with every tab's count: ${casPlain.median.toFixed(1)} ms median (target < 50 ms); ${casPlain.rows} rows`);
    const casFiltered = await pipeline({ tab: ["post-deposit"], pathwayVisibility: ["no"], startDate: ["2026-10-01"], endDate: ["2026-10-31"], unreadMessages: ["no"], search: ["family1"] }, 22);
    console.log(`Pipeline Post-Deposit without pathway students, moved in October, no unread messages, and a search: ${casFiltered.median.toFixed(1)} ms median (target < 100 ms); ${casFiltered.rows} rows`);

    console.log(`\nquery plans (${services.store.kind}):`);
    const plan = await listQueries(services, user, big, config, {});
    for (const tab of plan.tabs) {
      for (const filter of plan.filtersOf(tab)) console.log(`  ${tab.label.padEnd(14)} ${JSON.stringify(filter)}: ${await services.repositories.listRows.explain(big, filter, { sort: plan.sort })}`);
    }
  } finally {
    await services.store.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
