// Removing or anonymising one person's record (issue 42 items 2 and 4; decision 0041), shared by the
// retention sweep and erasure. The record goes through the write path, so its list row and the
// history follow; its uploads go with their files; and the history of the record (change entries,
// history entries) keeps who and when but loses the values that named the person.
import { randomUUID } from "node:crypto";
import { RECORD_COLLECTIONS, type RecordCollectionName } from "./change-entries";
import { deleteRecord, settleChanges, updateRecord, type ChangeMeta } from "./write-path";
import type { UploadRecord } from "../repositories";
import type { Services } from "../services";
import { COLLECTIONS, type CollectionName, type Filter, type LooseDocument } from "../store/port";
import { anonymisingUpdate, FOOTPRINT, type FootprintCollection } from "../retention/person-footprint";

/** One collection's documents matching the filter, a batch at a time in id order (the sweep's candidates). */
export async function* batchesWhere(services: Pick<Services, "store">, collection: CollectionName, filter: Filter, size = 200): AsyncGenerator<LooseDocument[]> {
  let after = "";
  for (;;) {
    const batch = await services.store.collection<LooseDocument>(collection).find({ ...filter, ...(after ? { _id: { $gt: after } } : {}) }, { sort: { _id: 1 }, limit: size });
    if (!batch.length) return;
    yield batch;
    after = batch[batch.length - 1]._id;
  }
}

/** A record of the person's record kinds, as stored. */
export function storedRecord(services: Pick<Services, "store">, tenant: string, collection: RecordCollectionName, id: string): Promise<LooseDocument | null> {
  return services.store.collection<LooseDocument>(collection).findOne({ tenant, _id: id });
}

/** An id that stands where the person's was: unique, and leading nowhere. */
export const replacementPersonId = (): string => `anonymous-${randomUUID()}`;

/** Deletes the uploads on a record, their files first (a file left without its record would be found by nobody). */
export async function removeUploadsOf(services: Services, tenant: string, recordIds: readonly string[], meta: ChangeMeta): Promise<number> {
  if (!recordIds.length) return 0;
  const uploads = await services.store.collection<UploadRecord>("uploads").find({ tenant, recordId: { $in: [...recordIds] } });
  for (const upload of uploads) await removeUpload(services, tenant, upload, meta);
  return uploads.length;
}

export async function removeUpload(services: Services, tenant: string, upload: UploadRecord, meta: ChangeMeta): Promise<void> {
  const files = FOOTPRINT.uploads.holdsPeople ? FOOTPRINT.uploads.files : undefined;
  if (files) await services.files.delete(files.area, String((upload as unknown as LooseDocument)[files.keyField]));
  await deleteRecord(services, tenant, "uploads", upload._id, meta);
}

/** Anonymises a record through the write path: its personal fields removed, the person's id replaced. */
export async function anonymiseRecord(services: Services, tenant: string, collection: RecordCollectionName, record: LooseDocument, person: { id: string; replacementId: string }, meta: ChangeMeta): Promise<void> {
  const update = anonymisingUpdate(collection, record, person, services.clock().toISOString());
  await updateRecord(services, tenant, collection, record._id, update, meta);
}

/**
 * The history of these records without the person: change entries lose their diffs, notes and
 * reasons, history entries their details; the person as author is replaced. Who (staff), when and
 * what kind of change stay, so the record's history still reads as a sequence of events.
 */
export async function scrubHistoryOf(services: Services, tenant: string, recordIds: readonly string[], person: { id: string; replacementId: string } | null): Promise<number> {
  if (!recordIds.length && !person) return 0;
  // The done marks of the writes just made are written first: they would otherwise land after the scrub, harmlessly, but unseen by it.
  await settleChanges(services);
  let scrubbed = 0;
  for (const name of ["changes", "auditLog"] as const) {
    const footprint = FOOTPRINT[name];
    if (!footprint.holdsPeople) continue;
    const reaches = footprint.reach.filter((reach) => (reach.holds === "recordId" && recordIds.length) || (reach.holds === "personId" && person));
    const filter = { tenant, $or: reaches.map((reach) => ({ [reach.field]: reach.holds === "recordId" ? { $in: [...recordIds] } : person?.id })) };
    const collection = services.store.collection<LooseDocument>(name);
    for (const entry of await collection.find(filter)) {
      const update = anonymisingUpdate(name, entry, person ?? { id: "", replacementId: "" }, services.clock().toISOString());
      await collection.updateOne({ _id: entry._id }, update);
      scrubbed += 1;
    }
  }
  return scrubbed;
}

/** History (scrubHistoryOf), the lists (their projector) and the person's own records are handled on their own paths. */
const HANDLED_ELSEWHERE: ReadonlySet<string> = new Set(["changes", "auditLog", "users", "uploads"]);

/**
 * What reaches expired records by their id (the documents entries, reminders, staff tasks,
 * automation runs and sandbox copies of a swept CAS record or application): deleted or cleaned of
 * the person as the person's footprint says, so a swept record leaves nothing that still names the
 * person. A write-path collection (documents) is changed through the write path.
 */
export async function removeWhatReaches(services: Services, tenant: string, recordIds: readonly string[], meta: ChangeMeta): Promise<number> {
  if (!recordIds.length) return 0;
  const at = services.clock().toISOString();
  const writePath = new Set<string>(RECORD_COLLECTIONS);
  let removed = 0;
  for (const name of Object.keys(FOOTPRINT) as FootprintCollection[]) {
    const footprint = FOOTPRINT[name];
    if (!footprint.holdsPeople || HANDLED_ELSEWHERE.has(name) || footprint.onErase === "derived" || footprint.onErase === "files") continue;
    if (!(COLLECTIONS as readonly string[]).includes(name)) continue;
    const byRecord = footprint.reach.filter((reach) => reach.holds === "recordId");
    if (!byRecord.length) continue;
    const filter = { ...(footprint.tenantScoped ? { tenant } : {}), $or: byRecord.map((reach) => ({ [reach.field]: { $in: [...recordIds] } })) };
    const collection = services.store.collection<LooseDocument>(name);
    for (const document of await collection.find(filter)) {
      if (writePath.has(name) && footprint.onErase === "delete") await deleteRecord(services, tenant, name as RecordCollectionName, document._id, meta);
      else if (writePath.has(name)) await updateRecord(services, tenant, name as RecordCollectionName, document._id, anonymisingUpdate(name, document, { id: "", replacementId: "" }, at), meta);
      else if (footprint.onErase === "delete") await collection.deleteOne({ _id: document._id });
      else await collection.updateOne({ _id: document._id }, anonymisingUpdate(name, document, { id: "", replacementId: "" }, at));
      removed += 1;
    }
  }
  return removed;
}
