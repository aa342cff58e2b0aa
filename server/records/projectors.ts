// Everything derived from records is made here, from change entries (issue 37 item 1; decision
// 0019): one list of projectors, each saying which collections' changes it follows and what it
// produces. A projector is idempotent (running it twice over a change leaves the same state: its
// outputs are keyed by the change or worked out from the records as they are now), so a change a
// crash left half-projected is simply projected again.
import type { PreparedConfig } from "../../rules";
import type { Services } from "../services";
import { auditProjector } from "./audit-projector";
import { listRowsProjector } from "../lists/list-rows";
import { applicationStatusProjector } from "../applications/status-follower";
import { automationSignals, automationsProjector } from "../automations/record-changes";
import type { ChangeEntry, ChangeOp, RecordCollectionName } from "./change-entries";

export interface Projector {
  name: string;
  /** The collections whose changes it follows. */
  collections: readonly RecordCollectionName[];
  /** What it produces (collections, or `collection.field` for a field of another record), for the checks at publish. */
  outputs: readonly string[];
  project(services: Services, tenant: string, change: ChangeEntry, config: PreparedConfig): Promise<void>;
}

/**
 * The projectors, in the order they run over one change: the history entry first, then the list
 * rows, then what follows another record (an offer's application), then the automations (which
 * read the records as the others left them). A function, not a constant: the projectors' modules
 * import the write path, which imports this one.
 */
export function registeredProjectors(): readonly Projector[] {
  return [auditProjector, listRowsProjector, applicationStatusProjector, automationsProjector];
}

export function projectorNamesFor(collection: RecordCollectionName): string[] {
  return registeredProjectors()
    .filter((projector) => projector.collections.includes(collection))
    .map((projector) => projector.name);
}

/** What a change carries for the projectors that need the record as it was (the automations' triggers and `before`). */
export function changeSignals(config: PreparedConfig | null, collection: RecordCollectionName, op: ChangeOp, before: Record<string, unknown> | null, after: Record<string, unknown> | null, automationChain: readonly string[]): Pick<ChangeEntry, "triggers" | "before" | "document"> {
  return automationSignals(config, collection, op, before, after, automationChain);
}

/**
 * Runs the change's pending projections in order; returns the names of those that failed (left
 * pending for the sweep). A failure is logged with ids only; the write it follows stands.
 */
export async function runProjections(services: Services, tenant: string, change: ChangeEntry, config: PreparedConfig | null): Promise<string[]> {
  const pending = new Set(change.pending);
  const failed: string[] = [];
  for (const projector of registeredProjectors()) {
    if (!pending.has(projector.name)) continue;
    try {
      if (!config) throw new Error("no published configuration");
      await projector.project(services, tenant, change, config);
    } catch (error) {
      failed.push(projector.name);
      services.logger.warn({ tenant, change: change._id, collection: change.collection, record: change.recordId, projector: projector.name, error: error instanceof Error ? error.name : "unknown" }, "a projection could not finish; the sweep will run it again");
    }
  }
  return failed;
}
