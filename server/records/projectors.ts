// Everything derived from records is made here, from change entries (issue 37 item 1; decision
// 0019): one list of projectors, each saying which collections' changes it follows and what it
// produces. A projector is idempotent (running it twice over a change leaves the same state: its
// outputs are keyed by the change or worked out from the records as they are now), so a change a
// crash left half-projected is simply projected again.
import type { PreparedConfig } from "../../rules";
import type { Services } from "../services";
import { auditProjector } from "./audit-projector";
import { listRowsProjector } from "../lists/list-rows";
import { funnelHistoryProjector } from "../insights/funnel-history";
import { applicationStatusProjector } from "../applications/status-follower";
import { travelBookedProjector } from "../cas/travel-booked";
import { automationSignals, automationsProjector } from "../automations/record-changes";
import type { ChangeEntry, ChangeOp, RecordCollectionName } from "./change-entries";
import type { EntityRecord } from "../repositories/records";
import type { CollectionName } from "../store/port";

export interface Projector {
  name: string;
  /** The collections whose changes it follows. */
  collections: readonly RecordCollectionName[];
  /** What it produces (collections, or `collection.field` for a field of another record), for the checks at publish. */
  outputs: readonly string[];
  project(services: Services, tenant: string, change: ChangeEntry, config: PreparedConfig): Promise<void>;
  /** How `npm run cli -- verify` checks and repairs what it produces (decision 0027); absent: its outputs are not checked (an automation's runs are events, not state). */
  check?: ProjectorCheck;
  /** The configuration's parts its outputs are worked out from: publishing a version that changes one rebuilds them (decision 0027). */
  configParts?: readonly string[];
  /** Whether a university's stored outputs predate a field this code adds to them: start-up then rebuilds them (decision 0054). */
  outdated?(services: Services, tenant: string): Promise<boolean>;
}

/** An output as the projector would store it now, worked out from the records as they are (decision 0027). */
export interface Expectation {
  /** The record the output is about (for an output per change, the change's record): what verify names. */
  about: { collection: RecordCollectionName; id: string };
  /** The stored document holding the output. */
  output: { collection: CollectionName; id: string };
  /** Its fields as the projector would write them now; null: there should be no such document. */
  fields: Record<string, unknown> | null;
  /** The document is wholly the projector's: a stored field it would not write is a difference too, except these (its own bookkeeping). */
  whole?: { except: readonly string[] };
  /** What the repair hands back to the projector (the offer an application's status follows, the change an entry is for). */
  source?: string;
}

/** What a projection is worked out from: a batch of records of one collection, or of stored change entries. */
export type CheckSubject = { collection: RecordCollectionName; records: readonly EntityRecord[] } | { changes: readonly ChangeEntry[] };

export interface ProjectorCheck {
  /** Its outputs follow each record of these collections, or each stored change entry. */
  over: { records: readonly RecordCollectionName[] } | "changes";
  /** What it would store now for these records (or changes). */
  expected(services: Services, tenant: string, config: PreparedConfig, subject: CheckSubject): Promise<Expectation[]>;
  /** Outputs with nothing behind them any more (a list row whose record is gone). */
  strays?(services: Services, tenant: string, config: PreparedConfig): Promise<Expectation[]>;
  /** Makes these outputs what the projector would produce now, through its own projection (never a second implementation). */
  repair(services: Services, tenant: string, config: PreparedConfig, expectations: readonly Expectation[]): Promise<void>;
}

/**
 * The projectors, in the order they run over one change: the history entry first, then the list
 * rows, then the funnel steps a row reached (read from the row just written), then what follows
 * another record (an offer's application, a travel ticket's student), then the automations (which
 * read the records as the others left them). A function, not a constant: the projectors' modules
 * import the write path, which imports this one.
 */
export function registeredProjectors(): readonly Projector[] {
  return [auditProjector, listRowsProjector, funnelHistoryProjector, applicationStatusProjector, travelBookedProjector, automationsProjector];
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
