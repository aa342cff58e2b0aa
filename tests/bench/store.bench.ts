// npm run bench:store — the embedded store with 100,000 application documents across five
// universities. Prints medians; targets: lookup < 1 ms, filtered page < 20 ms, cold start < 3 s.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { openEmbeddedStore } from "../../server/store/embedded";
import { INDEXES } from "../../server/repositories/indexes";
import { createRepositories } from "../../server/repositories";

const TOTAL = Number(process.env.BENCH_DOCS ?? 100_000);
const TENANTS = ["north", "south", "east", "west", "central"];
const STATUSES = ["NEW", "InProgress", "Completed", "Submitted", "AwaitingDecision", "Offered", "Accepted", "Rejected", "Withdrawn"];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function applicationDoc(n: number) {
  return {
    userId: `user-${n}`,
    applicationStatus: STATUSES[n % STATUSES.length],
    feeStatus: n % 4 === 0 ? "HOME" : "OVERSEAS",
    nationality: ["Indian", "Nigerian", "Chinese", "British", "Pakistani"][n % 5],
    givenName: `Given${n}`,
    familyName: `Family${n}`,
    email: `applicant${n}@example.test`,
    intakeId: `2027-0${1 + (n % 9)}`,
    updatedAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
    createdAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString(),
    sections: {
      identity: { givenName: `Given${n}`, familyName: `Family${n}`, passport: { passportNo: `P${n}`, dateOfIssue: "2020-01-01", dateOfExpiry: "2030-01-01" } },
      "contact-details": { residentialAddress: { addressLine1: `${n} High Street`, city: "Leeds", postcode: "LS1 1AA", country: "United Kingdom" } },
    },
  };
}

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "cas-bench-store-"));
  let store = await openEmbeddedStore({ dataDir: dir });
  await store.ensureIndexes(INDEXES);
  let repos = createRepositories(store);

  const batch = 1_000;
  const insertStart = performance.now();
  for (let start = 0; start < TOTAL; start += batch) {
    const docs = Array.from({ length: Math.min(batch, TOTAL - start) }, (_, i) => applicationDoc(start + i));
    const tenant = TENANTS[(start / batch) % TENANTS.length];
    // The bare store, as the write path itself writes it (what the write path adds is bench:write-path's).
    await store.collection("applications").insertMany(docs.map((doc) => ({ ...doc, tenant })));
  }
  const insertSeconds = (performance.now() - insertStart) / 1000;

  const singleStart = performance.now();
  for (let i = 0; i < 2_000; i += 1) await store.collection("applications").insertOne({ ...applicationDoc(TOTAL + i), tenant: "north" });
  const singleSeconds = (performance.now() - singleStart) / 1000;

  const all = await store.collection("applications").find({ tenant: "north" }, { projection: { _id: 1 }, limit: 5_000 });
  const ids = all.map((doc) => doc._id);

  async function measureLookups() {
    const times: number[] = [];
    for (let i = 0; i < 2_000; i += 1) {
      const t = performance.now();
      await repos.applications.findById("north", ids[(i * 7919) % ids.length]);
      times.push(performance.now() - t);
    }
    return median(times);
  }
  async function measurePages() {
    const times: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const t = performance.now();
      const page = await repos.applications.find(
        "north",
        { applicationStatus: STATUSES[i % STATUSES.length] },
        { sort: { updatedAt: -1 }, limit: 50, skip: (i % 4) * 50 },
      );
      times.push(performance.now() - t);
      if (page.length !== 50) throw new Error(`expected a full page, got ${page.length}`);
    }
    return median(times);
  }
  const lookupMs = await measureLookups();
  const pageMs = await measurePages();

  const coldStarts: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    await store.close();
    const t = performance.now();
    store = await openEmbeddedStore({ dataDir: dir });
    await store.ensureIndexes(INDEXES);
    coldStarts.push(performance.now() - t);
  }
  repos = createRepositories(store);
  const count = await repos.applications.count("north");
  await store.close();
  await rm(dir, { recursive: true, force: true });

  const row = (name: string, value: string, target: string) => console.log(`${name.padEnd(44)} ${value.padStart(14)}   ${target}`);
  console.log(`Embedded store, ${TOTAL.toLocaleString("en-GB")} application documents across ${TENANTS.length} universities (north holds ${count.toLocaleString("en-GB")})\n`);
  row("insert throughput, batches of 1,000", `${Math.round(TOTAL / insertSeconds).toLocaleString("en-GB")} docs/s`, "");
  row("insert throughput, one at a time", `${Math.round(2_000 / singleSeconds).toLocaleString("en-GB")} docs/s`, "");
  row("tenant-scoped lookup by id (median)", `${lookupMs.toFixed(3)} ms`, "target < 1 ms");
  row("tenant filter + sort + limit 50 (median)", `${pageMs.toFixed(2)} ms`, "target < 20 ms");
  row("cold start, open data files (median of 3)", `${(median(coldStarts) / 1000).toFixed(2)} s`, "target < 3 s");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
