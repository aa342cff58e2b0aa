// Keeping each record's list row beside it (decisions 0710 and 0019): the list rows projector
// follows every change of an application, an offer, a CAS student record, a conversation message
// or an upload, and works the affected rows out again by rules/ from the university's
// configuration and the records as they are now (so running it twice leaves the same rows). The
// rows are stored in `listRows`, so the staff lists are filtered, sorted, paged and counted by the
// store.
import type { PreparedConfig } from "../../rules";
import type { ListKind } from "../../rules/config/areas/lists";
import { listRowOf, type ListRowScope } from "../../rules/lists/list-row";
import { unreadCounts, type UnreadCounts } from "../../rules/conversations/conversation";
import type { EntityRecord, ListRowRecord } from "../repositories";
import type { Services } from "../services";
import type { Projector } from "../records/projectors";
import { DuplicateKeyError, VersionConflictError } from "../store/port";

export const rowIdOf = (kind: ListKind, recordId: string): string => `${kind}:${recordId}`;

interface PendingRow {
  kind: ListKind;
  record: EntityRecord;
  scope: ListRowScope;
}

/** Fields of a stored row that are not the row's own values. */
const ROW_META = new Set(["_id", "_version", "tenant", "updatedAt"]);
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Writes the rows of a batch of records: new rows in one insert, changed ones one by one, unchanged ones not at all. */
async function writeRows(services: Services, tenant: string, config: PreparedConfig, pending: readonly PendingRow[]): Promise<void> {
  if (!pending.length) return;
  const { listRows } = services.repositories;
  const now = services.clock().toISOString();
  const ids = pending.map(({ kind, record }) => rowIdOf(kind, record._id));
  const existing = new Map((await listRows.find(tenant, { _id: { $in: ids } })).map((row) => [row._id, row]));
  const inserts: Array<Omit<ListRowRecord, "_version" | "tenant">> = [];
  for (const { kind, record, scope } of pending) {
    const row = listRowOf(config, kind, scope);
    const id = rowIdOf(kind, record._id);
    const values: Record<string, unknown> = { ...row.fields, kind, recordId: record._id, userId: String(record.userId ?? ""), assignedTo: row.assignedTo, search: row.search };
    const stored = existing.get(id);
    if (!stored) {
      inserts.push({ _id: id, ...values, updatedAt: now } as Omit<ListRowRecord, "_version" | "tenant">);
      continue;
    }
    const gone = Object.keys(stored).filter((key) => !ROW_META.has(key) && !(key in values));
    if (!gone.length && Object.entries(values).every(([key, value]) => sameValue(stored[key], value))) continue;
    // With the row's version: a projection that read an older record and comes second is refused, and reads again.
    await listRows.update(tenant, id, { $set: { ...values, updatedAt: now }, ...(gone.length ? { $unset: Object.fromEntries(gone.map((key) => [key, ""])) } : {}) }, stored._version);
  }
  if (inserts.length) await listRows.insertMany(tenant, inserts);
}

/** Unread messages per person, audience and side. */
async function unreadByPerson(services: Services, tenant: string, personIds: readonly string[]): Promise<Map<string, UnreadCounts>> {
  const waiting = await services.repositories.conversationMessages.find(tenant, { personId: { $in: [...personIds] }, unreadBy: { $in: ["team", "outside"] } }, { projection: { personId: 1, audience: 1, unreadBy: 1 } });
  const byPerson = new Map<string, typeof waiting>();
  for (const message of waiting) byPerson.set(message.personId, [...(byPerson.get(message.personId) ?? []), message]);
  return new Map([...byPerson].map(([personId, messages]) => [personId, unreadCounts(messages)]));
}

/** How often a projection overtaken by another one (of a later change of the same record) reads again. */
const ATTEMPTS = 4;

/**
 * The rows of these records worked out again from the records as they are now (a record gone
 * takes its row with it). Two projections of one record at once (two writes close together) may
 * read it at different versions: each row is written with the row's own version, so the one
 * that read the older record and writes second is refused and reads again.
 */
export async function refreshRows(services: Services, tenant: string, config: PreparedConfig, kind: ListKind, ids: readonly string[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await refreshRowsOnce(services, tenant, config, kind, ids);
    } catch (error) {
      if (attempt >= ATTEMPTS || !(error instanceof VersionConflictError || error instanceof DuplicateKeyError)) throw error;
    }
  }
}

async function refreshRowsOnce(services: Services, tenant: string, config: PreparedConfig, kind: ListKind, ids: readonly string[]): Promise<void> {
  const { repositories } = services;
  const records = await repositories[kind].find(tenant, { _id: { $in: [...ids] } });
  const found = new Set(records.map((record) => record._id));
  for (const id of ids) if (!found.has(id)) await repositories.listRows.delete(tenant, rowIdOf(kind, id));
  if (kind === "students") {
    const unread = await unreadByPerson(services, tenant, records.map((student) => String(student.userId ?? "")));
    await writeRows(services, tenant, config, records.map((student) => ({ kind, record: student, scope: { student, messages: { unread: unread.get(String(student.userId ?? "")) ?? {} } } })));
    return;
  }
  if (kind === "applications") {
    // An offer's row shows its application's answers (names, nationality): they follow it.
    const offers = await repositories.offers.find(tenant, { applicationId: { $in: records.map((record) => record._id) } });
    const byId = new Map(records.map((record) => [record._id, record]));
    await writeRows(services, tenant, config, [
      ...records.map((application) => ({ kind, record: application, scope: { application } })),
      ...offers.map((offer) => ({ kind: "offers" as const, record: offer, scope: { offer, application: byId.get(String(offer.applicationId)) ?? {} } })),
    ]);
    return;
  }
  const applicationIds = [...new Set(records.map((offer) => String(offer.applicationId ?? "")).filter(Boolean))];
  const applications = new Map((await repositories.applications.find(tenant, { _id: { $in: applicationIds } })).map((record) => [record._id, record]));
  await writeRows(services, tenant, config, records.map((offer) => ({ kind, record: offer, scope: { offer, application: applications.get(String(offer.applicationId)) ?? {} } })));
}

/** The list rows a change touches: its record's own, or (a message, an upload) the rows of the record or person it is about. */
export const listRowsProjector: Projector = {
  name: "listRows",
  collections: ["applications", "offers", "students", "conversationMessages", "uploads"],
  outputs: ["listRows"],
  async project(services, tenant, change, config) {
    const { repositories } = services;
    switch (change.collection) {
      case "applications":
      case "offers":
      case "students":
        return refreshRows(services, tenant, config, change.collection, [change.recordId]);
      case "conversationMessages": {
        // A student's row counts their unread messages (decision 0822).
        const message = await repositories.conversationMessages.findById(tenant, change.recordId);
        if (!message) return;
        const students = await repositories.students.find(tenant, { userId: message.personId }, { projection: { _id: 1 } });
        if (students.length) await refreshRows(services, tenant, config, "students", students.map((student) => student._id));
        return;
      }
      case "uploads": {
        const upload = await repositories.uploads.findById(tenant, change.recordId);
        if (upload) await refreshRows(services, tenant, config, upload.recordKind, [upload.recordId]);
        return;
      }
      default:
        return;
    }
  },
};
