// The write path (issue 37 items 1 and 2; decision 0019): the only code that writes applications,
// offers, CAS student records, uploads, documents, conversation messages and imports. Each write
// is one crash-safe unit without a transaction:
//   1. read the record; a caller's version that is no longer the stored one writes nothing;
//   2. work out the record after the write in memory, and its diff;
//   3. store a change entry ("intent") claiming the record's next version (a unique index: two
//      writers of one version cannot both claim it);
//   4. write the record with the store's own version check;
//   5. run the projections registered for the collection (audit entry, list rows, the status an
//      offer gives its application, automations), then mark the change done, or "stored" with the
//      projections that failed still pending for the sweep. The person's save succeeds either way.
// A crash anywhere leaves an intent or a stored change that start-up (and the sweep) finishes:
// see replay.ts. No call site updates a derived value itself.
import { randomUUID } from "node:crypto";
import type { PreparedConfig } from "../../rules";
import type { ConversationMessageRecord, EntityRecord, UploadRecord } from "../repositories/records";
import type { Services } from "../services";
import { applyUpdate } from "../store/embedded";
import { DuplicateKeyError, VersionConflictError, type Collection, type Update } from "../store/port";
import { recordDiff, type ChangeEntry, type ChangeOp, type RecordCollectionName } from "./change-entries";
import { changeSignals, projectorNamesFor, runProjections } from "./projectors";
import { DoneMarks } from "./done-marks";
import { withOfferVersion } from "./offer-versions";
import type { Store } from "../store/port";

/** What each collection the write path owns holds. */
export interface RecordTypes {
  applications: EntityRecord;
  offers: EntityRecord;
  students: EntityRecord;
  documents: EntityRecord;
  imports: EntityRecord;
  uploads: UploadRecord;
  conversationMessages: ConversationMessageRecord;
}

/** A new record as a caller gives it: the tenant, id and version are the write path's. */
export type NewRecord<C extends RecordCollectionName> = Omit<RecordTypes[C], "_id" | "_version" | "tenant"> & { _id?: string };

/** Who, what and why: what the change entry and its history entry say about the write. */
export interface ChangeMeta {
  /** A user's id, "system", "seed", `automation:<id>`, or a process's name ("import-feed"). */
  actor: string;
  action: string;
  /** The reason or note the form asked for. */
  reason?: string;
  /** A note for staff only (an offer's internal note): on the change entry, never in the history. */
  note?: string;
  /** What the history says beyond the diff (the form saved, a stage move's from and to). */
  details?: Record<string, unknown>;
  /** Changes that led to this one. */
  causedBy?: readonly string[];
  /** The automations whose runs made this write (none of them is woken by it). */
  automationChain?: readonly string[];
  /** An id the caller chose for the change: the same id again is the same write, done once (an automation's run taken over after a crash). */
  changeId?: string;
  /** The university's configuration the caller already holds (a page's, a projector's): read from the store otherwise. */
  config?: PreparedConfig;
}

export type WriteRequest<C extends RecordCollectionName> = ChangeMeta &
  (
    | { collection: C; op: "insert"; id?: string; doc: NewRecord<C> }
    | { collection: C; op: "update"; id: string; update: Update; expectedVersion?: number }
    | { collection: C; op: "delete"; id: string; expectedVersion?: number }
  );

export interface WriteResult<C extends RecordCollectionName> {
  /** The record as stored after the write (null after a delete). */
  record: RecordTypes[C] | null;
  change: ChangeEntry;
}

/** How long an intent may stay unresolved before another writer or the sweep resolves it (its writer is taken to have stopped). */
export const INTENT_LEASE_MS = 60_000;
/** A write without a caller's version is read, worked out and written again this many times when others keep writing first. */
const MAX_ATTEMPTS = 8;

/** Changes this process is writing now (or whose done mark is not yet written): the sweep leaves them to their writer. */
const inFlight = new Set<string>();
export const isInFlight = (changeId: string): boolean => inFlight.has(changeId);

const doneMarks = new WeakMap<Store, DoneMarks>();
function doneMarksOf(services: Pick<Services, "store" | "logger">): DoneMarks {
  let marks = doneMarks.get(services.store);
  if (!marks) {
    marks = new DoneMarks(services.store, services.logger, (id) => inFlight.delete(id));
    doneMarks.set(services.store, marks);
  }
  return marks;
}

/** Writes the done marks still waiting (before the store closes, and where a test reads them). */
export function settleChanges(services: Pick<Services, "store" | "logger">): Promise<void> {
  return doneMarks.get(services.store)?.flush() ?? Promise.resolve();
}

export const changesOf = (services: Pick<Services, "store">): Collection<ChangeEntry> => services.store.collection<ChangeEntry>("changes");
const recordsOf = <C extends RecordCollectionName>(services: Pick<Services, "store">, collection: C): Collection<RecordTypes[C]> => services.store.collection<RecordTypes[C]>(collection);

const RETRY = Symbol("retry");

/** The university's configuration for the projections, or null (a university with none published yet: the projections wait for the sweep). */
async function configOf(services: Services, tenant: string): Promise<PreparedConfig | null> {
  try {
    return (await services.configs.current(tenant)).prepared;
  } catch {
    return null;
  }
}

/**
 * Writes one record with its change entry and projections. Null when the record to update or
 * delete is not there. VersionConflictError (nothing written) when `expectedVersion` is not the
 * stored version, or when another writer claimed the same version first.
 */
export async function writeRecord<C extends RecordCollectionName>(services: Services, tenant: string, request: WriteRequest<C>): Promise<WriteResult<C> | null> {
  if (!tenant) throw new Error("A tenant key is required for every write");
  if (request.op === "update" && request.update.$set && "tenant" in request.update.$set) throw new Error("A document cannot move to another tenant");
  const config = request.config ?? (await configOf(services, tenant));
  if (request.changeId) {
    const repeated = await repeatedWrite(services, tenant, request, config);
    if (repeated) return repeated;
  }
  for (let attempt = 1; ; attempt++) {
    const outcome = await attemptWrite(services, tenant, request, config);
    if (outcome !== RETRY) return outcome;
    if (attempt >= MAX_ATTEMPTS) {
      const current = request.id ? await recordsOf(services, request.collection).findOne({ _id: request.id, tenant }) : null;
      throw new VersionConflictError(request.collection, String(request.id ?? ""), current?._version ?? 0, current?._version ?? 0);
    }
  }
}

/** A change id given again: the write it names was made (its change is finished if need be) or never landed (written now). */
async function repeatedWrite<C extends RecordCollectionName>(services: Services, tenant: string, request: WriteRequest<C>, config: PreparedConfig | null): Promise<WriteResult<C> | null> {
  const existing = await changesOf(services).findOne({ _id: request.changeId, tenant });
  if (!existing) return null;
  // Finished here a moment ago, its done mark not yet written.
  if (existing.status === "intent" && isInFlight(existing._id)) return { record: await recordsOf(services, request.collection).findOne({ _id: existing.recordId, tenant }), change: { ...existing, status: "done", pending: [] } };
  const resolved = existing.status === "intent" ? await resolveIntent(services, tenant, existing, { force: !isInFlight(existing._id) }) : existing;
  if (!resolved) return null;
  if (resolved.status !== "done") await finishChange(services, tenant, resolved, config);
  const record = await recordsOf(services, request.collection).findOne({ _id: resolved.recordId, tenant });
  return { record, change: resolved };
}

async function attemptWrite<C extends RecordCollectionName>(services: Services, tenant: string, asked: WriteRequest<C>, config: PreparedConfig | null): Promise<WriteResult<C> | null | typeof RETRY> {
  const records = recordsOf(services, asked.collection);
  const id = asked.op === "insert" ? (asked.id ?? randomUUID()) : asked.id;
  const before = asked.op === "insert" ? null : await records.findOne({ _id: id, tenant });
  if (asked.op !== "insert") {
    if (!before) return null;
    if (asked.expectedVersion !== undefined && before._version !== asked.expectedVersion) throw new VersionConflictError(asked.collection, id, asked.expectedVersion, before._version);
  }
  const request = withRecordRules(services, asked, before as unknown as Record<string, unknown> | null, config);
  const after: Record<string, unknown> | null =
    request.op === "insert" ? { ...(request.doc as Record<string, unknown>), _id: id, tenant, _version: 1 } : request.op === "update" ? applyUpdate(before as unknown as Record<string, unknown>, request.update) : null;
  const change = changeEntryFor(services, tenant, request, config, id, before as unknown as Record<string, unknown> | null, after);
  inFlight.add(change._id);
  let handedOver = false;
  try {
    try {
      await changesOf(services).insertOne(change);
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      // Another change holds this version: a writer that stopped mid-write is resolved, then this write tries again.
      const cleared = await resolveHolder(services, tenant, change);
      if (cleared) return RETRY;
      if (request.op === "insert") throw new DuplicateKeyError(`${request.collection}: a record with the id ${id} exists`);
      if (request.expectedVersion === undefined) return RETRY;
      throw new VersionConflictError(request.collection, id, request.expectedVersion, before?._version ?? 0);
    }
    let stored: RecordTypes[C] | null;
    try {
      stored = await writeTheRecord(services, tenant, request, id, change.versionBefore);
    } catch (error) {
      await discardIntent(services, tenant, change);
      if (error instanceof VersionConflictError && request.op !== "insert" && request.expectedVersion === undefined) return RETRY;
      throw error;
    }
    if (request.op !== "insert" && stored === null) {
      await discardIntent(services, tenant, change);
      if (request.op === "update") return null;
      // A delete that found another version: refused with a caller's version, tried again without.
      const now = await records.findOne({ _id: id, tenant });
      if (!now) return null;
      if (request.expectedVersion !== undefined) throw new VersionConflictError(request.collection, id, request.expectedVersion, now._version);
      return RETRY;
    }
    const finished = await finishChange(services, tenant, change, config, { batched: true });
    // A change whose mark waits in the batch stays in flight until the batch is written.
    handedOver = finished.status === "done";
    return { record: request.op === "delete" ? null : stored, change: finished };
  } finally {
    if (!handedOver) inFlight.delete(change._id);
  }
}

/** The write with what the record's own rules add to it in the same write: an offer's versions (decision 0045). */
function withRecordRules<C extends RecordCollectionName>(services: Services, request: WriteRequest<C>, before: Record<string, unknown> | null, config: PreparedConfig | null): WriteRequest<C> {
  if (request.collection !== "offers" || request.op !== "update" || !before || !config) return request;
  const versioned = withOfferVersion(config, before, request.update, { actor: request.actor, at: services.clock().toISOString(), ...(request.details ? { details: request.details } : {}) });
  if (!versioned) return request;
  return { ...request, update: versioned.update, ...(versioned.action ? { action: versioned.action } : {}), ...(versioned.details ? { details: versioned.details } : {}) };
}

/** The record's own write, with the store's version check at the version read. Null when it is no longer there (update, delete). */
async function writeTheRecord<C extends RecordCollectionName>(services: Services, tenant: string, request: WriteRequest<C>, id: string, versionBefore: number): Promise<RecordTypes[C] | null> {
  const records = recordsOf(services, request.collection);
  if (request.op === "insert") return records.insertOne({ ...request.doc, _id: id, tenant } as never);
  if (request.op === "update") return records.updateOne({ _id: id, tenant }, request.update, { expectedVersion: versionBefore });
  const deleted = await records.deleteOne({ _id: id, tenant, _version: versionBefore });
  return deleted ? ({ _id: id } as RecordTypes[C]) : null;
}

function changeEntryFor<C extends RecordCollectionName>(
  services: Services,
  tenant: string,
  request: WriteRequest<C>,
  config: PreparedConfig | null,
  recordId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): ChangeEntry {
  const op: ChangeOp = request.op;
  const versionBefore = before ? Number(before._version) : 0;
  const signals = changeSignals(config, request.collection, op, before, after, request.automationChain ?? []);
  return {
    _id: request.changeId ?? randomUUID(),
    _version: 1,
    tenant,
    collection: request.collection,
    recordId,
    op,
    versionBefore,
    versionAfter: versionBefore + 1,
    at: services.clock().toISOString(),
    actorId: request.actor,
    action: request.action,
    ...(request.reason ? { reason: request.reason } : {}),
    ...(request.note ? { note: request.note } : {}),
    ...(request.details ? { details: request.details } : {}),
    causedBy: [...(request.causedBy ?? [])],
    ...(request.automationChain?.length ? { automationChain: [...request.automationChain] } : {}),
    diff: recordDiff(before, after, request.op === "update" ? Object.values(request.update).flatMap((fields) => Object.keys(fields ?? {})) : undefined),
    ...signals,
    status: "intent",
    pending: projectorNamesFor(request.collection),
  };
}

/**
 * Runs the change's pending projections; marks it done, or stored with those that failed still
 * pending. `batched`: a live write's done mark goes with the next batch (done-marks.ts).
 */
export async function finishChange(services: Services, tenant: string, change: ChangeEntry, config?: PreparedConfig | null, options: { batched?: boolean } = {}): Promise<ChangeEntry> {
  const prepared = config === undefined ? await configOf(services, tenant) : config;
  const left = await runProjections(services, tenant, change, prepared);
  const status = left.length ? "stored" : "done";
  if (status === "done" && options.batched && change.status === "intent") {
    doneMarksOf(services).add(change._id);
    return { ...change, status, pending: [] };
  }
  try {
    const updated = await changesOf(services).updateOne({ _id: change._id, tenant }, { $set: { status, pending: left } });
    return updated ?? { ...change, status, pending: left };
  } catch (error) {
    // The record is written: its change stays as it was for replay to finish, and the save stands.
    services.logger.warn({ tenant, change: change._id, error: error instanceof Error ? error.name : "unknown" }, "a change's state could not be stored; replay will finish it");
    return { ...change, pending: left };
  }
}

/** Takes back the intent of a write that did not happen; if even that fails, replay finds the record unchanged and drops it. */
async function discardIntent(services: Services, tenant: string, change: ChangeEntry): Promise<void> {
  await changesOf(services)
    .deleteOne({ _id: change._id, tenant, status: "intent" })
    .catch(() => undefined);
}

/** The change holding the version this one wanted: resolved when its writer has stopped (true when the version may be free now). */
async function resolveHolder(services: Services, tenant: string, change: ChangeEntry): Promise<boolean> {
  const holder = await changesOf(services).findOne({ tenant, collection: change.collection, recordId: change.recordId, versionAfter: change.versionAfter });
  if (!holder) return true;
  if (holder.status !== "intent" || isInFlight(holder._id)) return false;
  const stale = services.clock().getTime() - Date.parse(holder.at) >= INTENT_LEASE_MS;
  if (!stale) return false;
  const resolved = await resolveIntent(services, tenant, holder, { force: true });
  // The holder's write had landed: this writer read an older version and must read again.
  if (resolved) await finishChange(services, tenant, resolved);
  return true;
}

/**
 * An intent whose writer stopped: when the record's write landed (an insert or update whose record
 * is at the intent's version or later, a delete whose record is gone) it is the stored change it
 * claims to be and is returned for its projections to run; otherwise the write never happened
 * (its writer never answered "saved") and the intent is deleted (null).
 */
export async function resolveIntent(services: Services, tenant: string, intent: ChangeEntry, options: { force: boolean }): Promise<ChangeEntry | null> {
  if (!options.force && isInFlight(intent._id)) return null;
  const record = await recordsOf(services, intent.collection).findOne({ _id: intent.recordId, tenant }, { projection: { _id: 1 } });
  const landed = intent.op === "delete" ? record === null : record !== null && record._version >= intent.versionAfter;
  const changes = changesOf(services);
  if (!landed) {
    await changes.deleteOne({ _id: intent._id, tenant, status: "intent" });
    return null;
  }
  const stored = await changes.updateOne({ _id: intent._id, tenant, status: "intent" }, { $set: { status: "stored" } });
  return stored ?? (await changes.findOne({ _id: intent._id, tenant }));
}

// The three kinds of write, as most call sites make them.

export async function insertRecord<C extends RecordCollectionName>(services: Services, tenant: string, collection: C, doc: NewRecord<C>, meta: ChangeMeta): Promise<RecordTypes[C]> {
  const { _id, ...rest } = doc as NewRecord<C> & { _id?: string };
  const result = await writeRecord(services, tenant, { ...meta, collection, op: "insert", ...(_id ? { id: _id } : {}), doc: rest as NewRecord<C> } as WriteRequest<C>);
  return result?.record as RecordTypes[C];
}

/** Updates one record; null when it is not there. With `expectedVersion`, a stale write raises VersionConflictError and writes nothing. */
export async function updateRecord<C extends RecordCollectionName>(services: Services, tenant: string, collection: C, id: string, update: Update, meta: ChangeMeta & { expectedVersion?: number }): Promise<RecordTypes[C] | null> {
  const result = await writeRecord(services, tenant, { ...meta, collection, op: "update", id, update } as WriteRequest<C>);
  return result?.record ?? null;
}

export async function deleteRecord<C extends RecordCollectionName>(services: Services, tenant: string, collection: C, id: string, meta: ChangeMeta & { expectedVersion?: number }): Promise<boolean> {
  return (await writeRecord(services, tenant, { ...meta, collection, op: "delete", id } as WriteRequest<C>)) !== null;
}
