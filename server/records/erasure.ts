// A person's erasure (issue 42 item 4; decision 0044). The request is recorded (who asked, when,
// which staff member received it); the plan says what can be erased now and what must be kept and
// until when (the retention rule that holds it, or a legal hold); carrying it out removes or
// anonymises the person across every collection the map of a person's data names
// (person-footprint.ts), files included, through the write path where the records are its, and
// leaves a tombstone with no personal data: the request's id, dates and counts per collection.
import { randomUUID } from "node:crypto";
import { expiresOn } from "../../rules/retention/expiry";
import { eventDayOf } from "../../rules/retention/record-events";
import type { PreparedConfig } from "../../rules";
import type { RecordCollectionName } from "./change-entries";
import { RECORD_COLLECTIONS } from "./change-entries";
import { deleteRecord, settleChanges, updateRecord, type ChangeMeta } from "./write-path";
import type { UploadRecord } from "../repositories";
import type { TenantDocument } from "../repositories/tenant-scoped";
import type { Services } from "../services";
import { COLLECTIONS, type CollectionName, type Filter, type LooseDocument } from "../store/port";
import { discardFailures, discardImportFile, openImportFile, type ImportFileKind } from "../import/import-files";
import { activeLegalHolds } from "../retention/legal-holds";
import { FOOTPRINT, PERSON_RECORDS, anonymisingUpdate, type FootprintCollection } from "../retention/person-footprint";
import { removeUpload, replacementPersonId } from "./record-removal";

export interface ErasureRequest extends TenantDocument {
  /** The person; removed when the erasure is carried out. */
  personId?: string;
  /** Who asked: the person, or someone acting for them (their name); removed when carried out. */
  requestedBy?: { who: "person" | "representative"; name?: string };
  /** The day the request was made (YYYY-MM-DD). */
  requestedOn: string;
  /** The staff member who recorded it, and when. */
  receivedBy: string;
  receivedAt: string;
  status: "open" | "erased";
  erasedAt?: string;
  erasedBy?: string;
  /** Documents removed, anonymised or cleaned per collection, and files removed. */
  counts?: Record<string, number>;
}

const erasuresOf = (services: Pick<Services, "store">) => services.store.collection<ErasureRequest>("erasures");

export async function recordErasureRequest(services: Services, tenant: string, request: { personId: string; requestedBy: ErasureRequest["requestedBy"]; requestedOn: string; receivedBy: string }): Promise<ErasureRequest> {
  return erasuresOf(services).insertOne({ _id: randomUUID(), tenant, personId: request.personId, requestedBy: request.requestedBy, requestedOn: request.requestedOn, receivedBy: request.receivedBy, receivedAt: services.clock().toISOString(), status: "open" } as never);
}

export function erasureRequestsOf(services: Services, tenant: string, personId: string): Promise<ErasureRequest[]> {
  return erasuresOf(services).find({ tenant, personId }, { sort: { receivedAt: 1 } });
}

/** The staff members' names by id (who received a request), their email when they have none. */
export async function staffNames(services: Services, tenant: string, ids: readonly string[]): Promise<Map<string, string>> {
  const staff = await services.repositories.users.find(tenant, { _id: { $in: [...ids] } });
  return new Map(staff.map((user) => [user._id, [user.givenName, user.familyName].filter(Boolean).join(" ") || user.email]));
}

export function erasureRequest(services: Services, tenant: string, id: string): Promise<ErasureRequest | null> {
  return erasuresOf(services).findOne({ tenant, _id: id });
}

/** What names the person: their id, email and name, as the records hold them. */
export interface PersonIdentity {
  id: string;
  email: string | null;
  givenName: string | null;
  familyName: string | null;
  studentNo: string | null;
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value.trim() : null);

export async function identityOf(services: Services, tenant: string, personId: string): Promise<PersonIdentity | null> {
  const user = await services.repositories.users.findById(tenant, personId);
  const records = (await Promise.all((["students", "applications", "offers"] as const).map((name) => services.store.collection<LooseDocument>(name).find({ tenant, userId: personId })))).flat();
  if (!user && !records.length) return null;
  const first = (field: string) => text((user as unknown as LooseDocument | null)?.[field]) ?? records.map((record) => text(record[field])).find(Boolean) ?? null;
  return { id: personId, email: first("email")?.toLowerCase() ?? null, givenName: first("givenName"), familyName: first("familyName"), studentNo: first("studentNo") };
}

/** One thing the plan keeps, and why: a retention rule (with the day it ends, or null while its event has not happened) or a legal hold. */
export interface KeptItem {
  collection: FootprintCollection;
  id: string;
  because: { rule: "casStudents"; until: string | null; source: string } | { hold: { by: string; since: string; reason: string } };
}

export interface ErasurePlan {
  identity: PersonIdentity;
  /** Documents that go now, per collection (removed, anonymised or cleaned). */
  now: Partial<Record<FootprintCollection, number>>;
  kept: KeptItem[];
  /** A legal hold stops the whole erasure until it is released. */
  held: boolean;
}

/** The person's own records by collection (the ids other collections reach them by). */
async function recordsOfPerson(services: Services, tenant: string, personId: string): Promise<Map<RecordCollectionName, LooseDocument[]>> {
  const found = new Map<RecordCollectionName, LooseDocument[]>();
  for (const name of ["applications", "offers", "students"] as const) found.set(name, await services.store.collection<LooseDocument>(name).find({ tenant, userId: personId }));
  const entityIds = [...found.values()].flat().map((record) => record._id);
  found.set("uploads", await services.store.collection<LooseDocument>("uploads").find({ tenant, $or: [{ ownerId: personId }, { recordId: { $in: entityIds } }] }));
  found.set("documents", await services.store.collection<LooseDocument>("documents").find({ tenant, $or: [{ ownerId: personId }, { recordId: { $in: entityIds } }] }));
  found.set("conversationMessages", await services.store.collection<LooseDocument>("conversationMessages").find({ tenant, personId }));
  return found;
}

/** The store's filter for the person's documents in a collection: any of its reaches, within the university where it has one. */
function reachFilter(name: FootprintCollection, tenant: string, identity: PersonIdentity, recordIds: readonly string[]): Filter | null {
  const footprint = FOOTPRINT[name];
  if (!footprint.holdsPeople) return null;
  const alternatives = footprint.reach.flatMap((reach): Filter[] => {
    if (reach.holds === "personId") return [{ [reach.field]: identity.id }];
    if (reach.holds === "email") return identity.email ? [{ [reach.field]: identity.email }] : [];
    return recordIds.length ? [{ [reach.field]: { $in: [...recordIds] } }] : [];
  });
  if (!alternatives.length) return null;
  return { ...(footprint.tenantScoped ? { tenant } : {}), $or: alternatives };
}

const isStoreCollection = (name: string): name is CollectionName => (COLLECTIONS as readonly string[]).includes(name);

/** The documents of a collection that are the person's, leaving out those the plan keeps. */
async function documentsOf(services: Services, tenant: string, name: FootprintCollection, identity: PersonIdentity, recordIds: readonly string[], kept: ReadonlySet<string>): Promise<LooseDocument[]> {
  const filter = reachFilter(name, tenant, identity, recordIds);
  if (!filter || !isStoreCollection(name)) return [];
  const footprint = FOOTPRINT[name];
  const recordFields = footprint.holdsPeople ? footprint.reach.filter((reach) => reach.holds === "recordId").map((reach) => reach.field) : [];
  const documents = await services.store.collection<LooseDocument>(name).find(filter);
  return documents.filter((document) => !kept.has(document._id) && !recordFields.some((field) => kept.has(String(document[field]))));
}

async function holdsOn(services: Services, tenant: string, personId: string): Promise<KeptItem[]> {
  const holds = (await activeLegalHolds(services, tenant)).filter((hold) => hold.personId === personId);
  const staff = await services.repositories.users.find(tenant, { _id: { $in: holds.map((hold) => hold.heldBy) } });
  const nameOf = (id: string) => {
    const user = staff.find((candidate) => candidate._id === id);
    return user ? [user.givenName, user.familyName].filter(Boolean).join(" ") || user.email : id;
  };
  return holds.map((hold) => ({ collection: "legalHolds", id: hold._id, because: { hold: { by: nameOf(hold.heldBy), since: hold.heldAt.slice(0, 10), reason: hold.reason } } }));
}

/** What erasure would do for the person today: what goes now, and what is kept and until when. */
export async function erasurePlan(services: Services, tenant: string, config: PreparedConfig, personId: string, today: string): Promise<ErasurePlan | null> {
  const identity = await identityOf(services, tenant, personId);
  if (!identity) return null;
  const holds = await holdsOn(services, tenant, personId);
  const records = await recordsOfPerson(services, tenant, personId);
  const kept: KeptItem[] = [...holds];
  const rule = config.areas.retention.casStudents;
  // A sponsored student's record and documents stay for the sponsorship and the period after it (the Home Office's floor).
  for (const student of records.get("students") ?? []) {
    const eventDay = eventDayOf("casStudents", student, rule);
    const until = eventDay ? expiresOn(rule, eventDay) : null;
    if (until !== null && until <= today) continue;
    kept.push({ collection: "students", id: student._id, because: { rule: "casStudents", until, source: rule.source } });
    for (const upload of (records.get("uploads") ?? []).filter((candidate) => candidate.recordId === student._id)) kept.push({ collection: "uploads", id: upload._id, because: { rule: "casStudents", until, source: rule.source } });
  }
  const keptIds = new Set(kept.map((item) => item.id));
  const recordIds = [...records.values()].flat().map((record) => record._id);
  const now: Partial<Record<FootprintCollection, number>> = {};
  if (!holds.length) {
    for (const name of Object.keys(FOOTPRINT) as FootprintCollection[]) {
      const footprint = FOOTPRINT[name];
      if (!footprint.holdsPeople || footprint.onErase === "derived" || footprint.onErase === "files" || name === "erasures") continue;
      // The account stays while a record it reaches is kept.
      if (name === "users" && kept.length) continue;
      const count = (await documentsOf(services, tenant, name, identity, recordIds, keptIds)).length;
      if (count) now[name] = count;
    }
    if (kept.length) kept.push({ collection: "users", id: personId, because: kept[0].because });
  }
  return { identity, now, kept, held: holds.length > 0 };
}

/** Import files that name the person (their email or student number in a row): discarded, as their retention would. */
async function discardImportFilesNaming(services: Services, tenant: string, identity: PersonIdentity, meta: ChangeMeta): Promise<number> {
  const needles = [identity.email, identity.studentNo].filter((value): value is string => Boolean(value)).map((value) => value.toLowerCase());
  if (!needles.length) return 0;
  let discarded = 0;
  for (const record of await services.store.collection<LooseDocument>("imports").find({ tenant, fileDiscardedAt: { $exists: false } })) {
    const kind = ((record.kind as ImportFileKind | undefined) ?? "csv") as ImportFileKind;
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of await openImportFile(services, record._id, kind)) chunks.push(Buffer.from(chunk as Uint8Array));
    } catch {
      continue;
    }
    const content = Buffer.concat(chunks).toString("latin1").toLowerCase();
    if (!needles.some((needle) => content.includes(needle))) continue;
    await discardImportFile(services, record._id, kind);
    await discardFailures(services, record._id, typeof record.failureParts === "number" ? record.failureParts : undefined);
    const now = services.clock().toISOString();
    await updateRecord(services, tenant, "imports", record._id, { $set: { fileDiscardedAt: now, failuresDiscardedAt: now } }, meta);
    discarded += 1;
  }
  return discarded;
}

export class ErasureRefused extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey);
    this.name = "ErasureRefused";
  }
}

/**
 * Carries out an open request: every collection the person touches, in the map's terms; what the
 * plan keeps stays. The request becomes a tombstone: its id, the dates, who carried it out and
 * counts per collection, with nothing that names the person.
 */
export async function carryOutErasure(services: Services, tenant: string, config: PreparedConfig, requestId: string, by: string, today: string): Promise<ErasureRequest> {
  const request = await erasureRequest(services, tenant, requestId);
  if (!request || request.status !== "open" || !request.personId) throw new ErasureRefused("erasure.error.notOpen");
  const plan = await erasurePlan(services, tenant, config, request.personId, today);
  if (!plan) throw new ErasureRefused("erasure.error.noPerson");
  if (plan.held) throw new ErasureRefused("erasure.error.held");
  const { identity } = plan;
  const keptIds = new Set(plan.kept.map((item) => item.id));
  const records = await recordsOfPerson(services, tenant, identity.id);
  const recordIds = [...records.values()].flat().map((record) => record._id);
  const person = { id: identity.id, replacementId: replacementPersonId() };
  const meta: ChangeMeta = { actor: by, action: "erasure", details: { erasure: requestId } };
  const at = services.clock().toISOString();
  const counts: Record<string, number> = {};
  const count = (name: string, by = 1) => (counts[name] = (counts[name] ?? 0) + by);
  // The person's own records first (through the write path: their list rows and history follow), then what reaches them.
  for (const name of PERSON_RECORDS) {
    const footprint = FOOTPRINT[name];
    for (const record of (records.get(name) ?? []).filter((candidate) => !keptIds.has(candidate._id))) {
      if (name === "uploads") await removeUpload(services, tenant, record as unknown as UploadRecord, meta);
      else if (footprint.holdsPeople && footprint.onErase === "anonymise") await updateRecord(services, tenant, name, record._id, anonymisingUpdate(name, record, person, at), meta);
      else await deleteRecord(services, tenant, name, record._id, meta);
      count(name);
    }
  }
  // The writes' done marks land before their change entries are cleaned of the person.
  await settleChanges(services);
  const writePath = new Set<string>(RECORD_COLLECTIONS);
  for (const name of Object.keys(FOOTPRINT) as FootprintCollection[]) {
    const footprint = FOOTPRINT[name];
    if (!footprint.holdsPeople || writePath.has(name) || !isStoreCollection(name)) continue;
    if (footprint.onErase === "derived" || footprint.onErase === "files") continue;
    if (name === "users" && plan.kept.length) continue;
    const collection = services.store.collection<LooseDocument>(name);
    for (const document of await documentsOf(services, tenant, name, identity, recordIds, keptIds)) {
      if (name === "erasures" && document._id === requestId) continue;
      if (footprint.onErase === "delete") await collection.deleteOne({ _id: document._id });
      else await collection.updateOne({ _id: document._id }, anonymisingUpdate(name, document, person, at));
      count(name);
    }
  }
  const files = await discardImportFilesNaming(services, tenant, identity, meta);
  if (files) count("imports", files);
  const tombstone = await erasuresOf(services).updateOne(
    { _id: requestId, tenant, status: "open" },
    { $set: { status: "erased", erasedAt: at, erasedBy: by, counts }, $unset: { personId: "", requestedBy: "" } },
  );
  if (!tombstone) throw new ErasureRefused("erasure.error.notOpen");
  return tombstone;
}
