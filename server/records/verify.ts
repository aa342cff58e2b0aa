// `npm run cli -- verify` (issue 37 item 4; decision 0027): every derived value worked out again
// from the records and change entries and set beside what is stored. It knows no projector by
// name: each registered projector that has a check says what it would store now for a record (or
// a change), and which of its outputs have nothing behind them any more; verify compares, field by
// field, and a repair hands the differences back to that projector's own projection. Besides the
// projectors' outputs, it finds change entries whose projections never finished and imports left
// "running" by a process that stopped, and repairs them as start-up does (replay.ts).
import { isDeepStrictEqual } from "node:util";
import type { PreparedConfig } from "../../rules";
import type { EntityRecord } from "../repositories/records";
import type { Services } from "../services";
import type { CollectionName, LooseDocument } from "../store/port";
import { recoverImports, STALLED_MS } from "../import/import-jobs";
import type { ChangeEntry, RecordCollectionName } from "./change-entries";
import { registeredProjectors, type Expectation, type Projector } from "./projectors";
import { replayChanges } from "./replay";
import { changesOf, INTENT_LEASE_MS, isInFlight, settleChanges } from "./write-path";

const BATCH = 250;
/** The store's own fields: never a projector's output. */
const STORE_FIELDS = new Set(["_id", "_version", "tenant"]);

export interface Difference {
  /** The projector whose output differs, or "changes" (projections never finished), or "imports" (left running). */
  check: string;
  /** The record it is about. */
  about: { collection: RecordCollectionName; id: string };
  /** The field that differs; null: the whole output (missing, or there with nothing behind it). */
  field: string | null;
  /** What is stored (undefined: nothing). */
  stored: unknown;
  /** What it would be now (undefined: nothing). */
  expected: unknown;
  /** What the projector's repair is handed. */
  expectation?: Expectation;
}

export interface VerifyReport {
  tenant: string;
  differences: Difference[];
  /** Records and change entries looked at. */
  checked: { records: number; changes: number };
}

export interface VerifyOptions {
  /**
   * Every unfinished change and running import counts as left by a stopped process (the data
   * folder is this process's alone, as with --repair); otherwise only those older than the write
   * path's lease or silent for longer than an import's stall (verify beside a running server).
   */
  all: boolean;
}

/** Reads a record collection a batch at a time, in id order (after `after`, to go on where a rebuild stopped). */
export async function* batchesOf(services: Services, tenant: string, collection: RecordCollectionName, after = ""): AsyncGenerator<EntityRecord[]> {
  for (;;) {
    const batch = (await services.repositories[collection].find(tenant, after ? { _id: { $gt: after } } : {}, { sort: { _id: 1 }, limit: BATCH })) as EntityRecord[];
    if (!batch.length) return;
    yield batch;
    after = batch[batch.length - 1]._id;
  }
}

async function* changeBatches(services: Services, tenant: string): AsyncGenerator<ChangeEntry[]> {
  let after = "";
  for (;;) {
    const batch = await changesOf(services).find({ tenant, status: { $ne: "intent" }, ...(after ? { _id: { $gt: after } } : {}) }, { sort: { _id: 1 }, limit: BATCH });
    if (!batch.length) return;
    yield batch;
    after = batch[batch.length - 1]._id;
  }
}

/** The stored outputs of these expectations, by collection and id. */
async function storedOutputs(services: Services, tenant: string, expectations: readonly Expectation[]): Promise<Map<string, LooseDocument>> {
  const found = new Map<string, LooseDocument>();
  const byCollection = new Map<CollectionName, string[]>();
  for (const { output } of expectations) byCollection.set(output.collection, [...(byCollection.get(output.collection) ?? []), output.id]);
  for (const [collection, ids] of byCollection) {
    for (const document of await services.store.collection<LooseDocument>(collection).find({ tenant, _id: { $in: ids } })) found.set(`${collection}:${document._id}`, document);
  }
  return found;
}

/** The differences between each expectation and what is stored. */
export function differencesOf(check: string, expectation: Expectation, stored: LooseDocument | undefined): Difference[] {
  const base = { check, about: expectation.about, expectation };
  if (expectation.fields === null) return stored ? [{ ...base, field: null, stored: "present", expected: undefined }] : [];
  if (!stored) return [{ ...base, field: null, stored: undefined, expected: "present" }];
  const differences: Difference[] = [];
  for (const [field, value] of Object.entries(expectation.fields)) if (!isDeepStrictEqual(stored[field], value)) differences.push({ ...base, field, stored: stored[field], expected: value });
  if (expectation.whole) {
    const except = new Set(expectation.whole.except);
    for (const field of Object.keys(stored)) if (!STORE_FIELDS.has(field) && !except.has(field) && !(field in expectation.fields) && stored[field] !== undefined) differences.push({ ...base, field, stored: stored[field], expected: undefined });
  }
  return differences;
}

/** What differs between the projector's expectations and what is stored. */
export async function compare(services: Services, tenant: string, projector: Projector, expectations: readonly Expectation[]): Promise<Difference[]> {
  if (!expectations.length) return [];
  const stored = await storedOutputs(services, tenant, expectations);
  return expectations.flatMap((expectation) => differencesOf(projector.name, expectation, stored.get(`${expectation.output.collection}:${expectation.output.id}`)));
}

/** Change entries whose projections never all ran, and imports no process is working on. */
async function unfinished(services: Services, tenant: string, options: VerifyOptions): Promise<Difference[]> {
  // This process's own finished writes whose done marks wait in the batch are written first (not unfinished).
  await settleChanges(services);
  const now = services.clock().getTime();
  const differences: Difference[] = [];
  const changes = await changesOf(services).find({ tenant, status: { $in: ["intent", "stored"] } }, { sort: { at: 1, _id: 1 } });
  for (const change of changes) {
    if (isInFlight(change._id) || (!options.all && now - Date.parse(change.at) < INTENT_LEASE_MS)) continue;
    differences.push({ check: "changes", about: { collection: change.collection, id: change.recordId }, field: change._id, stored: change.status === "intent" ? "intent" : change.pending, expected: "done" });
  }
  for (const job of await services.repositories.imports.find(tenant, { status: "running" })) {
    const seen = Date.parse(String(job.heartbeatAt ?? job.claimedAt ?? job.createdAt ?? ""));
    if (!options.all && Number.isFinite(seen) && now - seen < STALLED_MS) continue;
    differences.push({ check: "imports", about: { collection: "imports", id: job._id }, field: "status", stored: { status: "running", done: Number(job.done ?? 0), total: Number(job.total ?? 0) }, expected: "done" });
  }
  return differences;
}

/** Every derived value of one university worked out again and compared with what is stored. */
export async function verifyTenant(services: Services, tenant: string, options: VerifyOptions): Promise<VerifyReport> {
  const config = (await services.configs.current(tenant)).prepared;
  const differences = await unfinished(services, tenant, options);
  const checked = { records: 0, changes: 0 };
  const counted = new Set<string>();
  for (const projector of registeredProjectors()) {
    const check = projector.check;
    if (!check) continue;
    if (check.over === "changes") {
      for await (const changes of changeBatches(services, tenant)) {
        if (!counted.has("changes")) checked.changes += changes.length;
        differences.push(...(await compare(services, tenant, projector, await check.expected(services, tenant, config, { changes }))));
      }
      counted.add("changes");
    } else {
      for (const collection of check.over.records) {
        for await (const records of batchesOf(services, tenant, collection)) {
          if (!counted.has(collection)) checked.records += records.length;
          differences.push(...(await compare(services, tenant, projector, await check.expected(services, tenant, config, { collection, records }))));
        }
        counted.add(collection);
      }
    }
    if (check.strays) differences.push(...(await check.strays(services, tenant, config)).map((expectation): Difference => ({ check: projector.name, about: expectation.about, field: null, stored: "present", expected: undefined, expectation })));
  }
  return { tenant, differences, checked };
}

/**
 * Repairs what a report found, as start-up would and through each projector's own projection:
 * unfinished changes replayed, imports left running resumed (and waited for) or stopped in words,
 * then each projector's differing outputs made again. Returns how many differences it handed on.
 */
export async function repairTenant(services: Services, report: VerifyReport): Promise<number> {
  const { tenant, differences } = report;
  if (!differences.length) return 0;
  if (differences.some((difference) => difference.check === "changes")) await replayChanges(services, tenant, { before: new Date(services.clock().getTime() + 1), limit: Number.MAX_SAFE_INTEGER });
  if (differences.some((difference) => difference.check === "imports")) {
    const recovered = await recoverImports(services, { all: true, feeds: true, tenant });
    await Promise.all(recovered.map((entry) => entry.finished?.catch(() => undefined)));
  }
  const config = (await services.configs.current(tenant)).prepared;
  for (const projector of registeredProjectors()) {
    const expectations = differences.filter((difference) => difference.check === projector.name && difference.expectation).map((difference) => difference.expectation as Expectation);
    if (projector.check && expectations.length) await projector.check.repair(services, tenant, config, [...new Map(expectations.map((expectation) => [`${expectation.output.collection}:${expectation.output.id}`, expectation])).values()]);
  }
  return differences.length;
}

const shown = (config: PreparedConfig, value: unknown): string => {
  if (value === undefined || value === null || value === "") return config.text("verify.value.nothing");
  if (value === "present") return config.text("verify.value.present");
  if (typeof value === "string") return `"${value}"`;
  return JSON.stringify(value);
};

/** One difference in words: the record, what of it, what is stored and what it should be. */
export function differenceInWords(config: PreparedConfig, difference: Difference): string {
  const record = config.text(`verify.record.${difference.about.collection}`, { id: difference.about.id });
  const what = config.text(`verify.output.${difference.check}`);
  if (difference.check === "changes") return config.text(difference.stored === "intent" ? "verify.changeUnconfirmed" : "verify.changePending", { record, change: difference.field ?? "", pending: Array.isArray(difference.stored) ? difference.stored.join(", ") : "" });
  if (difference.check === "imports") {
    const job = difference.stored as { done: number; total: number };
    return config.text("verify.importRunning", { record, done: job.done.toLocaleString("en-GB"), total: job.total.toLocaleString("en-GB") });
  }
  if (difference.field === null) return config.text(difference.expected === undefined ? "verify.stray" : "verify.missing", { record, what });
  return config.text("verify.field", { record, what, field: difference.field, stored: shown(config, difference.stored), expected: shown(config, difference.expected) });
}
