// Rebuilding what projectors produce (issue 37 item 3; decision 0027): every record a projector
// follows worked out again under the configuration published now, a batch at a time, and the
// outputs that differ made again by the projector's own repair (so a rebuild writes only what
// changed, and running it twice leaves the same state). Publishing or rolling back a version
// that changes a part of the configuration a projector reads starts one in the background;
// `npm run cli -- rows rebuild` runs one in the foreground. Its progress is a job record per
// university (collection `rebuilds`): the Config screen shows it, start-up resumes one a stopped
// process left, from the batch it had reached.
import { randomUUID } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import type { Services } from "../services";
import type { Store } from "../store/port";
import type { TenantDocument } from "../repositories/tenant-scoped";
import type { RecordCollectionName } from "./change-entries";
import { registeredProjectors, type Projector } from "./projectors";
import { batchesOf, compare } from "./verify";

export interface RebuildJob extends TenantDocument {
  status: "running" | "done" | "failed";
  /** The projectors being rebuilt. */
  projectors: string[];
  done: number;
  total: number;
  /** Where it stands: the projector and collection being worked through and the last record done. */
  cursor: { projector: string; collection: RecordCollectionName; after: string } | null;
  /** Each run's own id: a newer rebuild of the university takes the job over and the older run stops. */
  runId: string;
  startedAt: string;
  updatedAt: string;
  finishedAt?: string;
}

export type RebuildProgress = Pick<RebuildJob, "status" | "done" | "total">;

/** A rebuild on a shared store not moved on for this long was left by an instance that stopped. */
const SILENT_MS = 2 * 60 * 1000;

const jobs = (services: Pick<Services, "store">) => services.store.collection<RebuildJob>("rebuilds");
const jobIdOf = (tenant: string) => `${tenant}:projections`;

/** Runs under way in this process, by store and university (tests and the season wait for them). */
const running = new WeakMap<Store, Map<string, Promise<RebuildJob | null>>>();

/** The projectors whose outputs read one of these parts of the configuration (and can be checked, so rebuilt). */
export function projectorsReading(parts: readonly string[]): Projector[] {
  return registeredProjectors().filter((projector) => projector.check && typeof projector.check.over === "object" && projector.configParts?.some((part) => parts.includes(part)));
}

/** The parts of the configuration that differ between two versions. */
export function changedParts(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((part) => !isDeepStrictEqual(before[part], after[part]));
}

const recordsFollowed = (projector: Projector): readonly RecordCollectionName[] => (projector.check && typeof projector.check.over === "object" ? projector.check.over.records : []);

/** The university's rebuild as the Config screen shows it, while one is running or after one failed; null otherwise. */
export async function rebuildProgress(services: Pick<Services, "store">, tenant: string): Promise<RebuildProgress | null> {
  const job = await jobs(services).findOne({ _id: jobIdOf(tenant), tenant });
  return job && job.status !== "done" ? { status: job.status, done: job.done, total: job.total } : null;
}

/** Waits for this process's rebuilds (of one university, or all) to end. */
export async function rebuildsSettled(services: Pick<Services, "store">, tenant?: string): Promise<void> {
  const map = running.get(services.store);
  if (!map) return;
  await Promise.all([...map.entries()].filter(([key]) => !tenant || key === tenant).map(([, run]) => run.catch(() => null)));
}

/** Marks a new rebuild of these projectors as the university's job (taking over one under way). */
async function claimJob(services: Services, tenant: string, projectors: readonly Projector[]): Promise<RebuildJob> {
  let total = 0;
  for (const projector of projectors) for (const collection of recordsFollowed(projector)) total += await services.repositories[collection].count(tenant);
  const at = services.clock().toISOString();
  const fields = { status: "running" as const, projectors: projectors.map((projector) => projector.name), done: 0, total, cursor: null, runId: randomUUID(), startedAt: at, updatedAt: at };
  const existing = await jobs(services).findOne({ _id: jobIdOf(tenant), tenant });
  if (existing) return (await jobs(services).updateOne({ _id: existing._id, tenant }, { $set: fields, $unset: { finishedAt: "" } })) as RebuildJob;
  return jobs(services).insertOne({ _id: jobIdOf(tenant), tenant, ...fields });
}

/**
 * Works through the job from its cursor: each batch's expected outputs compared with the stored
 * ones and the differing ones repaired, the progress stored after each batch. Stops when another
 * run took the job over. Returns the job as it ended (null: taken over).
 */
async function work(services: Services, tenant: string, runId: string, onProgress?: (job: RebuildJob) => void): Promise<RebuildJob | null> {
  const job = await jobs(services).findOne({ _id: jobIdOf(tenant), tenant, runId });
  if (!job) return null;
  const config = (await services.configs.current(tenant)).prepared;
  const projectors = registeredProjectors().filter((projector) => job.projectors.includes(projector.name));
  let { done, cursor } = job;
  let reached = cursor === null;
  const progress = async (fields: Partial<RebuildJob>): Promise<RebuildJob | null> => {
    const updated = await jobs(services).updateOne({ _id: job._id, tenant, runId }, { $set: { ...fields, updatedAt: services.clock().toISOString() } });
    if (updated) onProgress?.(updated);
    return updated;
  };
  for (const projector of projectors) {
    const check = projector.check;
    if (!check) continue;
    for (const collection of recordsFollowed(projector)) {
      const resumeHere = !reached && cursor?.projector === projector.name && cursor.collection === collection;
      if (!reached && !resumeHere) continue;
      reached = true;
      for await (const records of batchesOf(services, tenant, collection, resumeHere ? (cursor?.after ?? "") : "")) {
        const differing = await compare(services, tenant, projector, await check.expected(services, tenant, config, { collection, records }));
        if (differing.length) await check.repair(services, tenant, config, differing.flatMap((difference) => (difference.expectation ? [difference.expectation] : [])));
        done += records.length;
        cursor = { projector: projector.name, collection, after: records[records.length - 1]._id };
        if (!(await progress({ done, cursor }))) return null;
      }
    }
    const strays = (await check.strays?.(services, tenant, config)) ?? [];
    if (strays.length) await check.repair(services, tenant, config, strays);
  }
  return progress({ status: "done", done: Math.max(done, job.total), finishedAt: services.clock().toISOString() });
}

function runInBackground(services: Services, tenant: string, runId: string): Promise<RebuildJob | null> {
  let map = running.get(services.store);
  if (!map) running.set(services.store, (map = new Map()));
  const run = work(services, tenant, runId).catch(async (error: unknown) => {
    services.logger.warn({ tenant, error: error instanceof Error ? error.name : "unknown" }, "a rebuild of derived values stopped; start-up takes it up again");
    await jobs(services)
      .updateOne({ _id: jobIdOf(tenant), tenant, runId }, { $set: { status: "failed", updatedAt: services.clock().toISOString() } })
      .catch(() => null);
    return null;
  });
  map.set(tenant, run);
  void run.finally(() => {
    if (map.get(tenant) === run) map.delete(tenant);
  });
  return run;
}

/** Rebuilds these projectors' outputs for the university now (the CLI): resolves with the finished job. */
export async function rebuildProjections(services: Services, tenant: string, projectors: readonly Projector[], onProgress?: (job: RebuildJob) => void): Promise<RebuildJob | null> {
  const job = await claimJob(services, tenant, projectors);
  return work(services, tenant, job.runId, onProgress);
}

/**
 * After a publish or rollback from `before` to `after`: the projectors reading a part that changed
 * have their outputs rebuilt in the background. Returns the job (null when nothing they read changed).
 */
export async function rebuildAfterPublish(services: Services, tenant: string, before: Record<string, unknown>, after: Record<string, unknown>): Promise<RebuildJob | null> {
  const projectors = projectorsReading(changedParts(before, after));
  if (!projectors.length) return null;
  try {
    const job = await claimJob(services, tenant, projectors);
    void runInBackground(services, tenant, job.runId);
    return job;
  } catch (error) {
    // The version is published either way; `npm run cli -- verify --repair` or `rows rebuild` finishes what this could not start.
    services.logger.warn({ tenant, error: error instanceof Error ? error.name : "unknown" }, "a rebuild of derived values could not start");
    return null;
  }
}

/** Start-up: rebuilds a stopped process left running (or that failed) go on from where they were, in the background. */
export async function resumeRebuilds(services: Services): Promise<string[]> {
  const resumed: string[] = [];
  for (const { key: tenant } of await services.repositories.tenants.list()) {
    const job = await jobs(services).findOne({ _id: jobIdOf(tenant), tenant, status: { $in: ["running", "failed"] } });
    // On a shared store another instance may be working on it: taken over only once it has been silent a while.
    if (!job || (services.store.kind !== "embedded" && services.clock().getTime() - Date.parse(job.updatedAt) < SILENT_MS)) continue;
    const taken = await jobs(services).updateOne({ _id: job._id, tenant, runId: job.runId }, { $set: { status: "running", runId: randomUUID(), updatedAt: services.clock().toISOString() } });
    if (!taken) continue;
    void runInBackground(services, tenant, taken.runId);
    resumed.push(tenant);
  }
  return resumed;
}

/**
 * Start-up: a university whose stored outputs of a projector predate a field the code now adds
 * (decision 0054) has them rebuilt in the background, unless a rebuild is already under way.
 */
export async function rebuildOutdated(services: Services): Promise<string[]> {
  const started: string[] = [];
  for (const { key: tenant } of await services.repositories.tenants.list()) {
    const job = await jobs(services).findOne({ _id: jobIdOf(tenant), tenant, status: "running" });
    if (job) continue;
    const outdated: Projector[] = [];
    for (const projector of registeredProjectors()) if (projector.check && (await projector.outdated?.(services, tenant))) outdated.push(projector);
    if (!outdated.length) continue;
    const claimed = await claimJob(services, tenant, outdated);
    void runInBackground(services, tenant, claimed.runId);
    started.push(tenant);
  }
  return started;
}
