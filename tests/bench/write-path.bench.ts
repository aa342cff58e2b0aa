// npm run bench:write-path — what a save costs through the write path (issue 37; decision 0019):
// the change entry, the record's write and its projections (history entry, list row, the
// automations' check), against the bare store write of the same update, in the same run on the
// embedded store. Target: a save with its projections at most 3x the bare write.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { readEnv } from "../../server/config/env";
import { TENANT_CONFIGS_DIR } from "../../server/paths";
import { seed } from "../../server/seed";
import { createServices } from "../../server/services";
import { insertRecord, updateRecord } from "../../server/records/write-path";

const TENANT = "northbridge";
const RECORDS = Number(process.env.BENCH_RECORDS ?? 2_000);
const SAVES = Number(process.env.BENCH_SAVES ?? 2_000);
const ROUNDS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "cas-bench-write-path-"));
  const services = await createServices(readEnv({ DATA_DIR: dir, LOG_LEVEL: "silent", NODE_ENV: "test" }));
  try {
    await seed(services, { configRoot: TENANT_CONFIGS_DIR, demo: false });
    const at = new Date().toISOString();
    const student = (n: number) => ({ givenName: `Given${n}`, familyName: `Family${n}`, email: `s${n}@example.test`, userId: `user-${n}`, stage: "Post-Deposit", nationality: "Indian", feeStatus: "OVERSEAS", sections: { "names-and-aliases": { givenName: `Given${n}`, familyName: `Family${n}` } }, createdAt: at, updatedAt: at });
    // Two sets of students, one written each way, so neither run's records grow under the other's.
    const bare = services.store.collection("students");
    const bareIds: string[] = [];
    const pathIds: string[] = [];
    for (let n = 0; n < RECORDS; n += 1) {
      bareIds.push((await bare.insertOne({ ...student(n), tenant: TENANT }))._id);
      pathIds.push((await insertRecord(services, TENANT, "students", student(RECORDS + n), { actor: "bench", action: "bench.create" }))._id);
    }
    // The configuration a page holds when it saves (savePage hands it to the write path).
    const config = (await services.configs.current(TENANT)).prepared;
    const save = (n: number) => ({ $set: { "sections.enrolment.arrivalStatus": n % 2 ? "Arrived" : "Not arrived", arrivalStatus: n % 2 ? "Arrived" : "Not arrived", updatedAt: new Date().toISOString() } });

    const bareRuns: number[] = [];
    const pathRuns: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // Each save is a versioned update of one record, as a page's save is.
      let start = performance.now();
      for (let n = 0; n < SAVES; n += 1) {
        const id = bareIds[n % RECORDS];
        const current = await bare.findOne({ _id: id, tenant: TENANT });
        await bare.updateOne({ _id: id, tenant: TENANT }, save(n + round), { expectedVersion: current!._version });
      }
      bareRuns.push((performance.now() - start) / SAVES);
      start = performance.now();
      for (let n = 0; n < SAVES; n += 1) {
        const id = pathIds[n % RECORDS];
        const current = await services.repositories.students.findById(TENANT, id);
        await updateRecord(services, TENANT, "students", id, save(n + round), { actor: "bench", action: "section.save", details: { section: "enrolment" }, expectedVersion: current!._version, config });
      }
      pathRuns.push((performance.now() - start) / SAVES);
    }
    const bareMs = median(bareRuns);
    const pathMs = median(pathRuns);
    const row = (name: string, value: string, target = "") => console.log(`${name.padEnd(58)} ${value.padStart(12)}   ${target}`);
    console.log(`Embedded store, ${RECORDS.toLocaleString("en-GB")} CAS records written each way, ${SAVES.toLocaleString("en-GB")} saves a round, median of ${ROUNDS} rounds\n`);
    row("bare store write (read + versioned update), per save", `${bareMs.toFixed(3)} ms`);
    row("write path (change entry, write, projections), per save", `${pathMs.toFixed(3)} ms`);
    row("write path / bare write", `${(pathMs / bareMs).toFixed(2)}x`, "target <= 3x");
  } finally {
    await services.store.close();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
