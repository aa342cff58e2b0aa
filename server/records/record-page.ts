// One record opened for one user, and saved back: the I/O every record page shares. The tenant
// comes from the signed-in user, the record is read tenant-scoped, the permission is checked
// against it, and a save writes with the optimistic version check and an audit entry.
import type { AppLoadContext } from "@remix-run/node";
import { sectionData, type PreparedConfig } from "../../rules";
import { notFound, requirePermission, requireUser } from "../auth/guards";
import { scopeFor, type SignedInUser } from "../auth/permissions";
import type { EntityRecord } from "../repositories";
import type { Services } from "../services";
import { updateRecord } from "./write-path";
import { changesBetween } from "./change-entries";
import type { Update } from "../store/port";
import { universityToday } from "../time";

/** The collections whose records have pages, and the permission entity of each. */
const ENTITIES = { applications: "application", students: "student", offers: "offer" } as const;
export type RecordCollection = keyof typeof ENTITIES;

export interface OpenedRecord {
  user: SignedInUser;
  tenant: string;
  collection: RecordCollection;
  record: EntityRecord;
  config: PreparedConfig;
  /** The university's today. */
  today: string;
}

/** Which record: by id, or the signed-in user's own (the first they have). */
export type RecordLookup = { id: string | undefined } | { own: true };

export async function openRecord(
  request: Request,
  context: AppLoadContext,
  collection: RecordCollection,
  lookup: RecordLookup,
  action: "read" | "update",
): Promise<OpenedRecord> {
  const user = await requireUser(request, context);
  if (!user.tenant) throw notFound();
  const { services } = context;
  const repository = services.repositories[collection];
  const record =
    "own" in lookup
      ? await repository.findOne(user.tenant, { userId: user.id }, { sort: { createdAt: 1 } })
      : lookup.id
        ? await repository.findById(user.tenant, lookup.id)
        : null;
  if (!record) throw notFound();
  requirePermission(user, `${action}:${ENTITIES[collection]}:own`, { tenant: user.tenant, ownerId: String(record.userId ?? ""), assignedTo: await assigneesOf(services, user, collection, record) });
  const config = (await services.configs.current(user.tenant)).prepared;
  return { user, tenant: user.tenant, collection, record, config, today: universityToday(services.clock(), config) };
}

/**
 * Who else's lists hold the record (its agent, agency, partner), read from its stored list row: the
 * same answer the dashboard gives. Looked up only for users whose scope is `assigned`.
 */
async function assigneesOf(services: Services, user: SignedInUser, collection: RecordCollection, record: EntityRecord): Promise<string[]> {
  if (scopeFor(user, "read", ENTITIES[collection]) !== "assigned") return [];
  const row = await services.repositories.listRows.findOne(user.tenant as string, { recordId: record._id });
  return row?.assignedTo ?? [];
}

/** A record the caller already holds (the home page), with its university's configuration and today. */
export async function viewOf(services: Services, user: SignedInUser, collection: RecordCollection, record: EntityRecord): Promise<OpenedRecord> {
  const tenant = user.tenant as string;
  const config = (await services.configs.current(tenant)).prepared;
  return { user, tenant, collection, record, config, today: universityToday(services.clock(), config) };
}

export interface AuditNote {
  action: string;
  details: Record<string, unknown>;
  /** The reason or note the form asked for (kept on the change entry and shown in the history). */
  reason?: string;
  /** A note for staff only (kept on the change entry, never in the history). */
  note?: string;
}

/**
 * Writes an update to the opened record through the write path if it is still at
 * `expectedVersion` (VersionConflictError otherwise, nothing written): the change entry says who
 * did what and why, and the projections follow. Returns the record as saved.
 */
export async function saveRecord(services: Services, opened: OpenedRecord, update: Update, expectedVersion: number, audit: AuditNote): Promise<EntityRecord> {
  const at = services.clock().toISOString();
  const withTime: Update = { ...update, $set: { ...(update.$set ?? {}), updatedAt: at } };
  const saved = await updateRecord(services, opened.tenant, opened.collection, opened.record._id, withTime, {
    actor: opened.user.id,
    action: audit.action,
    details: audit.details,
    ...(audit.reason ? { reason: audit.reason } : {}),
    ...(audit.note ? { note: audit.note } : {}),
    expectedVersion,
    config: opened.config,
  });
  if (!saved) throw notFound();
  return saved;
}

/**
 * The store update saving a page: its answers under `sections.<form id>`, and the answers the form
 * promotes copied to (or, when cleared, removed from) the record's own fields.
 */
export function pageUpdate(config: PreparedConfig, formId: string, data: Record<string, unknown>): Update {
  const promote = config.form(formId).definition.promote ?? {};
  const $set: Record<string, unknown> = { [`sections.${formId}`]: data };
  const $unset: Record<string, ""> = {};
  for (const [path, field] of Object.entries(promote)) {
    const value = path.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), data);
    if (value === undefined) $unset[field] = "";
    else $set[field] = value;
  }
  return Object.keys($unset).length ? { $set, $unset } : { $set };
}

/** The answers that differ between two versions of a page, by dot path (for the history: who changed what). */
export { changesBetween };

/**
 * Saves a page's storable answers (see pageUpdate); VersionConflictError on a stale version. The
 * change is a "section.save" unless the caller names what the save is (a stage move), with the
 * section and its answers changed in its details either way.
 */
export function savePage(services: Services, opened: OpenedRecord, formId: string, data: Record<string, unknown>, expectedVersion: number, alsoSet: Record<string, unknown> = {}, as?: AuditNote): Promise<EntityRecord> {
  const changes = changesBetween(sectionData(opened.record, formId), data);
  const update = pageUpdate(opened.config, formId, data);
  const note: AuditNote = { action: as?.action ?? "section.save", details: { ...(as?.details ?? {}), section: formId, changes }, ...(as?.reason ? { reason: as.reason } : {}) };
  return saveRecord(services, opened, { ...update, $set: { ...update.$set, ...alsoSet } }, expectedVersion, note);
}
