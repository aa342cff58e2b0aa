// The facts a record's derived values read from other collections (decision 0024): its documents
// (each one's type, time, review and who uploaded it) and, for a CAS student, the person's unread
// messages. Gathered for a batch of records in one read of each collection, and only those the
// asked-for values need; the pure rules/derived/derived-values.ts works the values out. The list
// rows projector, the reminder subject and the automations' conditions all come through here.
import type { PreparedConfig } from "../../rules";
import { derivedFieldsReadBy, documentFacts, needsDocuments, NO_FACTS, withDerived, type DerivedKind, type DerivedOptions, type DerivedReader, type DocumentFact, type RecordFacts } from "../../rules/derived/derived-values";
import { unreadCounts } from "../../rules/conversations/conversation";
import { isRejection } from "../../rules/offers/offer-view";
import { actsAsAgent } from "../auth/permissions";
import { isRole } from "../../rules/auth/permissions";
import type { EntityRecord, UploadRecord } from "../repositories";
import type { Services } from "../services";

/** Whether the role is one of an agency's (an agent's documents are counted apart, 001 §2). */
const isAgentRole = (role: unknown, tenant: string): boolean => isRole(role) && actsAsAgent({ role, tenant });

/** Which facts to read: the documents (one read of uploads), the person's unread messages (one read of messages). */
export interface FactsNeeded {
  documents: boolean;
  unread: boolean;
}

/** The facts of each record (by id), read in one query per collection, and only those needed. */
export async function factsOf(services: Services, tenant: string, kind: DerivedKind, records: readonly EntityRecord[], needed: FactsNeeded = { documents: true, unread: kind === "students" }): Promise<Map<string, RecordFacts>> {
  const { repositories } = services;
  const facts = new Map<string, RecordFacts>();
  if (!records.length) return facts;
  const ids = records.map((record) => record._id);
  const uploads = needed.documents ? await repositories.uploads.find(tenant, { recordId: { $in: ids }, status: "UPLOADED_OK" }, { projection: { recordId: 1, documentType: 1, createdAt: 1, review: 1, uploadedBy: 1, uploadedByRole: 1 } }) : [];
  // Documents stored before their uploader's role was kept with them: the uploader's account says.
  const unknown = [...new Set(uploads.filter((upload) => upload.uploadedByRole === undefined && upload.uploadedBy).map((upload) => upload.uploadedBy))];
  const roles = new Map(unknown.length ? (await repositories.users.find(tenant, { _id: { $in: unknown } }, { projection: { role: 1 } })).map((user) => [user._id, user.role as unknown]) : []);
  const byRecord = new Map<string, DocumentFact[]>();
  const owners = new Map(records.map((record) => [record._id, String(record.userId ?? "")]));
  for (const upload of uploads as Array<UploadRecord & { uploadedByRole?: string }>) {
    const list = byRecord.get(upload.recordId) ?? [];
    list.push({
      documentType: upload.documentType,
      createdAt: upload.createdAt,
      rejected: isRejection(upload.review?.status),
      awaitingReview: !upload.review?.status,
      byAgent: isAgentRole(upload.uploadedByRole ?? roles.get(upload.uploadedBy), tenant),
      byOwner: upload.uploadedBy !== "" && upload.uploadedBy === owners.get(upload.recordId),
    });
    byRecord.set(upload.recordId, list);
  }
  const unread = kind === "students" && needed.unread ? await unreadOf(services, tenant, records.map((record) => String(record.userId ?? ""))) : null;
  for (const record of records) {
    facts.set(record._id, { ...documentFacts(byRecord.get(record._id) ?? []), ...(unread ? { unread: unread.get(String(record.userId ?? "")) ?? {} } : {}) });
  }
  return facts;
}

/** Unread messages per person, audience and side (decision 0822). */
export async function unreadOf(services: Services, tenant: string, personIds: readonly string[]): Promise<Map<string, ReturnType<typeof unreadCounts>>> {
  const people = [...new Set(personIds.filter(Boolean))];
  if (!people.length) return new Map();
  const waiting = await services.repositories.conversationMessages.find(tenant, { personId: { $in: people }, unreadBy: { $in: ["team", "outside"] } }, { projection: { personId: 1, audience: 1, unreadBy: 1 } });
  const byPerson = new Map<string, typeof waiting>();
  for (const message of waiting) byPerson.set(message.personId, [...(byPerson.get(message.personId) ?? []), message]);
  return new Map([...byPerson].map(([personId, messages]) => [personId, unreadCounts(messages)]));
}

/**
 * Records as a reader (reminders, automations) reads them: each one's own fields and the derived
 * values that reader's rules read (no others: a student's checklist is costly), in the order given.
 */
export async function recordsWithDerived(services: Services, config: PreparedConfig, kind: DerivedKind, records: readonly EntityRecord[], reader: DerivedReader, today: string): Promise<EntityRecord[]> {
  const fields = derivedFieldsReadBy(config, kind, reader);
  if (!fields.size || !records.length) return [...records];
  const options: DerivedOptions = { today, fields };
  const facts = needsDocuments(fields) ? await factsOf(services, String(records[0].tenant), kind, records, { documents: true, unread: false }) : new Map<string, RecordFacts>();
  return records.map((record) => withDerived(config, kind, record, facts.get(record._id) ?? NO_FACTS, options) as EntityRecord);
}

/** One record with the derived values the reader reads. */
export async function recordWithDerived(services: Services, config: PreparedConfig, kind: DerivedKind, record: EntityRecord, reader: DerivedReader, today: string): Promise<EntityRecord> {
  const [withValues] = await recordsWithDerived(services, config, kind, [record], reader, today);
  return withValues;
}
