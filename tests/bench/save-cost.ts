// What a save costs through the write path against the bare store write of the same update, in
// one process on one store (issue 37 'Performance'; decisions 0019 and 0029). Both benches use
// it: bench:write-path on a freshly seeded store, bench:season on the season's own folder after
// the season. The bare side is the store's own versioned write (read, then update at that
// version); the path side is the full save: its read, the change entry, the record's write and
// every projection (history entry, list row, automations), with the done marks written before
// the clock stops.
import { performance } from "node:perf_hooks";
import type { Services } from "../../server/services";
import { insertRecord, settleChanges, updateRecord } from "../../server/records/write-path";

export interface SaveCost {
  records: number;
  saves: number;
  rounds: number;
  /** Median over the rounds of the ms per save (wall clock). */
  bareMs: number;
  pathMs: number;
  /** Median of the rounds' ratios (wall clock). */
  ratio: number;
  /** Each round's ratio (the spread the noise makes). */
  roundRatios: number[];
  /** The same with this process's CPU time (user + system): what other processes on the machine do moves it less. */
  cpuRatio: number;
}

/** Saves of each kind in turn: on a shared machine both kinds then meet the same neighbours. */
const BLOCK = 100;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export async function measureSaveCost(services: Services, tenant: string, options: { records?: number; saves?: number; rounds?: number } = {}): Promise<SaveCost> {
  const records = options.records ?? 2_000;
  const saves = options.saves ?? 2_000;
  const rounds = options.rounds ?? 5;
  const at = services.clock().toISOString();
  const student = (n: number) => ({ givenName: `Given${n}`, familyName: `Family${n}`, email: `bench${n}@example.test`, userId: `bench-user-${n}`, stage: "Post-Deposit", nationality: "Indian", feeStatus: "OVERSEAS", sections: { "names-and-aliases": { givenName: `Given${n}`, familyName: `Family${n}` } }, createdAt: at, updatedAt: at });
  // Two sets of students, one written each way, so neither run's records grow under the other's.
  const bare = services.store.collection("students");
  const bareIds: string[] = [];
  const pathIds: string[] = [];
  for (let n = 0; n < records; n += 1) {
    bareIds.push((await bare.insertOne({ ...student(n), tenant }))._id);
    pathIds.push((await insertRecord(services, tenant, "students", student(records + n), { actor: "bench", action: "bench.create" }))._id);
  }
  await settleChanges(services);
  // The configuration a page holds when it saves (savePage hands it to the write path).
  const config = (await services.configs.current(tenant)).prepared;
  const save = (n: number) => ({ $set: { "sections.enrolment.arrivalStatus": n % 2 ? "Arrived" : "Not arrived", arrivalStatus: n % 2 ? "Arrived" : "Not arrived", updatedAt: new Date().toISOString() } });

  const rows: Array<{ bare: number; path: number; bareCpu: number; pathCpu: number }> = [];
  for (let round = 0; round < rounds; round += 1) {
    const spent = { bare: 0, path: 0, bareCpu: 0, pathCpu: 0 };
    for (let first = 0; first < saves; first += BLOCK) {
      const last = Math.min(saves, first + BLOCK);
      // Each save is a versioned update of one record, as a page's save is.
      let wall = performance.now();
      let cpu = cpuMs();
      for (let n = first; n < last; n += 1) {
        const id = bareIds[n % records];
        const current = await bare.findOne({ _id: id, tenant });
        await bare.updateOne({ _id: id, tenant }, save(n + round), { expectedVersion: current!._version });
      }
      spent.bare += performance.now() - wall;
      spent.bareCpu += cpuMs() - cpu;
      wall = performance.now();
      cpu = cpuMs();
      for (let n = first; n < last; n += 1) {
        const id = pathIds[n % records];
        const current = await services.repositories.students.findById(tenant, id);
        await updateRecord(services, tenant, "students", id, save(n + round), { actor: "bench", action: "section.save", details: { section: "enrolment" }, expectedVersion: current!._version, config });
      }
      // The saves' done marks are part of their cost.
      await settleChanges(services);
      spent.path += performance.now() - wall;
      spent.pathCpu += cpuMs() - cpu;
    }
    rows.push(spent);
  }
  return {
    records,
    saves,
    rounds,
    bareMs: median(rows.map((row) => row.bare / saves)),
    pathMs: median(rows.map((row) => row.path / saves)),
    ratio: median(rows.map((row) => row.path / row.bare)),
    roundRatios: rows.map((row) => row.path / row.bare),
    cpuRatio: median(rows.map((row) => row.pathCpu / row.bareCpu)),
  };
}

export function describeSaveCost(cost: SaveCost): string[] {
  const row = (name: string, value: string, target = "") => `${name.padEnd(58)} ${value.padStart(12)}   ${target}`;
  return [
    `${cost.records.toLocaleString("en-GB")} CAS records written each way, ${cost.saves.toLocaleString("en-GB")} saves a round in blocks of ${BLOCK} taking turns, median of ${cost.rounds} rounds`,
    row("bare store write (read + versioned update), per save", `${cost.bareMs.toFixed(3)} ms`),
    row("write path (change entry, write, projections), per save", `${cost.pathMs.toFixed(3)} ms`),
    row("write path / bare write", `${cost.ratio.toFixed(2)}x`, `target <= 3x (rounds: ${cost.roundRatios.map((ratio) => ratio.toFixed(2)).join(", ")})`),
    row("the same in CPU time", `${cost.cpuRatio.toFixed(2)}x`),
  ];
}
