// Finishing what a crash left (issue 37 item 2; decision 0020). A change entry still "intent" is
// resolved by looking at its record: the write landed (the record is at the intent's version or
// later; a deleted record is gone) and the change is projected, or it never happened (its writer
// never told anyone "saved") and the intent is dropped. A "stored" change with projections still
// pending has them run again (each projector is idempotent), oldest first. Start-up does it for
// every unfinished change (the embedded store's folder is this process's alone, so none is in
// flight elsewhere); the scheduler's sweep does it for those older than the write path's lease,
// which is safe beside live writers in other instances.
import type { Services } from "../services";
import { INTENT_LEASE_MS, changesOf, finishChange, isInFlight, resolveIntent } from "./write-path";
import { recoverImports } from "../import/import-jobs";
import { rebuildOutdated, resumeRebuilds } from "./rebuild";

const BATCH = 500;

export interface ReplayReport {
  /** Intents whose write had landed: projected now. */
  landed: string[];
  /** Intents whose write never happened: dropped. */
  dropped: string[];
  /** Stored changes whose pending projections were run now. */
  finished: string[];
  /** Changes some projection of which failed again (left for the next sweep). */
  stillPending: string[];
}

const emptyReport = (): ReplayReport => ({ landed: [], dropped: [], finished: [], stillPending: [] });

/** Replays one university's unfinished changes made before `before`, oldest first, at most `limit`. */
export async function replayChanges(services: Services, tenant: string, options: { before: Date; limit?: number }): Promise<ReplayReport> {
  const report = emptyReport();
  const limit = options.limit ?? 10 * BATCH;
  const changes = changesOf(services);
  let after: { at: string; id: string } | null = null;
  let seen = 0;
  while (seen < limit) {
    const window: Record<string, unknown> = after ? { $or: [{ at: { $gt: after.at, $lt: options.before.toISOString() } }, { at: after.at, _id: { $gt: after.id } }] } : { at: { $lt: options.before.toISOString() } };
    const batch = await changes.find({ tenant, status: { $in: ["intent", "stored"] }, ...window }, { sort: { at: 1, _id: 1 }, limit: Math.min(BATCH, limit - seen) });
    if (!batch.length) break;
    for (const change of batch) {
      seen += 1;
      after = { at: change.at, id: change._id };
      if (isInFlight(change._id)) continue;
      let stored = change;
      if (change.status === "intent") {
        const resolved = await resolveIntent(services, tenant, change, { force: false });
        if (!resolved) {
          report.dropped.push(change._id);
          continue;
        }
        report.landed.push(change._id);
        stored = resolved;
      }
      const finished = await finishChange(services, tenant, stored);
      if (finished.pending.length) report.stillPending.push(change._id);
      else if (change.status === "stored") report.finished.push(change._id);
    }
  }
  return report;
}

/** Every university's unfinished changes (start-up): on the embedded store all of them, on MongoDB those older than the lease. */
export async function replayAllChanges(services: Services): Promise<ReplayReport> {
  const now = services.clock();
  const before = services.store.kind === "embedded" ? new Date(now.getTime() + 1) : new Date(now.getTime() - INTENT_LEASE_MS);
  const total = emptyReport();
  for (const { key } of await services.repositories.tenants.list()) {
    const report = await replayChanges(services, key, { before });
    for (const name of Object.keys(total) as Array<keyof ReplayReport>) total[name].push(...report[name]);
  }
  return total;
}

/**
 * Start-up: the changes a stopped process left are finished, then the imports it left running
 * are resumed (in the background) or stopped in words, and a rebuild it left part done goes on. The log says what, by counts and ids only.
 */
export async function recoverAtStartUp(services: Services): Promise<void> {
  const { logger } = services;
  const report = await replayAllChanges(services);
  const counts = Object.fromEntries(Object.entries(report).map(([name, ids]) => [name, ids.length]));
  if (Object.values(counts).some((count) => count > 0)) logger.info({ replay: counts, ids: report }, "finished the changes a stopped process left");
  // The embedded store's folder is locked to this process: every import marked running was left by one that stopped.
  const imports = await recoverImports(services, { all: services.store.kind === "embedded", feeds: true });
  if (imports.length) logger.info({ imports: imports.map(({ id, tenant, outcome }) => ({ id, tenant, outcome })) }, "imports a stopped process left running: resumed or stopped");
  // A rebuild of list rows after a publish that a stopped process left part done goes on from its last batch (decision 0027).
  const rebuilds = await resumeRebuilds(services);
  if (rebuilds.length) logger.info({ rebuilds }, "rebuilds of derived values a stopped process left: resumed");
  // Derived values stored before this code added a field to them are made again (decision 0054).
  const outdated = await rebuildOutdated(services);
  if (outdated.length) logger.info({ tenants: outdated }, "derived values stored in an older shape: rebuilding");
  for (const entry of imports) {
    entry.finished?.then(
      (job) => logger.info({ importId: entry.id, status: job.status }, "resumed import finished"),
      (error: unknown) => logger.warn({ importId: entry.id, error: error instanceof Error ? error.name : "unknown" }, "a resumed import could not finish"),
    );
  }
}
