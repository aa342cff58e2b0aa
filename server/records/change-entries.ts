// The change entry (decision 0019): one per write of a record through the write path, stored in
// `changes` before the record itself is written. It says what changed (old -> new, by path in the
// stored record), who, why, and which projections are still to run over it.
import type { TenantDocument } from "../repositories/tenant-scoped";
import type { AutomationTrigger } from "../../rules/automations/compile-automations";

/** The collections only the write path writes (the architecture test holds every other module to it). */
export const RECORD_COLLECTIONS = ["applications", "offers", "students", "uploads", "documents", "conversationMessages", "imports"] as const;
export type RecordCollectionName = (typeof RECORD_COLLECTIONS)[number];

export type ChangeOp = "insert" | "update" | "delete";

/**
 * intent: written before the record; the record's write may or may not have landed (replay looks).
 * stored: the record is written; `pending` names the projections still to run.
 * done: every projection has run.
 */
export type ChangeStatus = "intent" | "stored" | "done";

export interface FieldChange {
  path: string;
  from: unknown;
  to: unknown;
}

export interface ChangeEntry extends TenantDocument {
  collection: RecordCollectionName;
  recordId: string;
  op: ChangeOp;
  /** 0 for an insert. */
  versionBefore: number;
  /** The record's version this change made (for a delete, the version it removed plus one). */
  versionAfter: number;
  at: string;
  /** A user's id, "system", "seed", `automation:<id>`, or a process's own name ("import-feed"). */
  actorId: string;
  /** What was done ("section.save", "stage.move", "offer.status", "import.row", ...). */
  action: string;
  /** The reason or note the form asked for (a stage move's reason, a review's reason, an offer's internal note). */
  reason?: string;
  /** A note for the university's staff only (an offer's internal note): kept here, never in the history others may read. */
  note?: string;
  /** What the history says beyond the diff (a stage move's from and to, the form saved): the audit entry's details. */
  details?: Record<string, unknown>;
  /** Changes that led to this one (a projector's or an automation's own write). */
  causedBy: string[];
  /** The automations whose runs made this change, in order: none of them is woken by it (decision 0851). */
  automationChain?: string[];
  /** Old -> new by path in the stored record, capped at MAX_DIFF paths. */
  diff: FieldChange[];
  /** What the change fires for the university's automations. */
  triggers?: AutomationTrigger[];
  /** The record as it was, kept only when an automation of the university listens to the change (its conditions read `before`). */
  before?: Record<string, unknown> | null;
  /** An upload's document type and review status (documentUploaded / documentReviewed). */
  document?: { type: string; status: string | null };
  status: ChangeStatus;
  /** The projections not yet done for this change. */
  pending: string[];
}

export const MAX_DIFF = 50;

/** Fields the store keeps for itself: never part of what a person changed. */
const STORE_FIELDS = new Set(["_id", "_version", "tenant"]);

/** The values that differ between two versions of a record (or of part of one), by dot path, at most MAX_DIFF. */
export function changesBetween(before: unknown, after: unknown, path = "", found: FieldChange[] = []): FieldChange[] {
  if (found.length >= MAX_DIFF) return found;
  const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
  if (isObject(before) && isObject(after) && Array.isArray(before) === Array.isArray(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) changesBetween(before[key], after[key], path ? `${path}.${key}` : key, found);
    return found;
  }
  if (JSON.stringify(before ?? null) !== JSON.stringify(after ?? null)) found.push({ path, from: before ?? null, to: after ?? null });
  return found;
}

const isBranch = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !(Array.isArray(value) && value.every((item) => typeof item !== "object" || item === null));

/**
 * The values that differ, by path down to the leaves (a value is a scalar or a list of scalars):
 * an object that appears or goes is listed field by field, so the history can name each field in
 * the configuration's words and never shows a stored object as it is.
 */
function leafChanges(before: unknown, after: unknown, path: string, found: FieldChange[]): FieldChange[] {
  if (found.length >= MAX_DIFF) return found;
  if (isBranch(before) || isBranch(after)) {
    const from = isBranch(before) ? before : {};
    const to = isBranch(after) ? after : {};
    // A branch replaced by a leaf (or the other way round) is both: the leaf's value, then the branch's fields.
    if (!isBranch(before) && before !== undefined && before !== null) found.push({ path, from: before, to: null });
    for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) leafChanges(from[key], to[key], path ? `${path}.${key}` : key, found);
    if (!isBranch(after) && after !== undefined && after !== null && found.length < MAX_DIFF) found.push({ path, from: null, to: after });
    return found;
  }
  if (JSON.stringify(before ?? null) !== JSON.stringify(after ?? null)) found.push({ path, from: before ?? null, to: after ?? null });
  return found;
}

/** A record's diff as the change entry keeps it: the store's own fields left out. */
export function recordDiff(before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldChange[] {
  const own = (record: Record<string, unknown> | null) => (record ? Object.fromEntries(Object.entries(record).filter(([key]) => !STORE_FIELDS.has(key))) : {});
  return leafChanges(own(before), own(after), "", []);
}
