// The history entry of a change (decision 0019): one audit entry per stored write, with the change's
// id as its own (a replay finds it there and adds nothing). It says who, what and why (the
// reason, and an offer's internal note for staff: decision 0056); what
// changed comes from the caller's words for it (a stage move's from and to, the section saved)
// or, when the caller gave none, from the change's diff. An upload's entry belongs to the record
// the document is on, so the person's history shows it.
import type { UploadRecord } from "../repositories/records";
import { DuplicateKeyError } from "../store/port";
import type { ChangeEntry } from "./change-entries";
import type { Projector } from "./projectors";
import { changesOf } from "./write-path";

/** Paths every write moves that the history does not show. */
const UNSHOWN_PATHS = new Set(["updatedAt"]);

export function auditDetails(change: ChangeEntry): Record<string, unknown> {
  // A new record's every field is not a change worth listing: its action says it was made.
  const details = change.details ?? (change.op === "update" ? { changes: change.diff.filter((entry) => !UNSHOWN_PATHS.has(entry.path)) } : {});
  // The reason and the staff's internal note are kept whole here; only staff read them (server/views/history.ts).
  return { ...details, ...(change.reason && !("reason" in details) ? { reason: change.reason } : {}), ...(change.note && !("note" in details) ? { note: change.note } : {}) };
}

export const auditProjector: Projector = {
  name: "audit",
  collections: ["applications", "offers", "students", "uploads", "documents", "conversationMessages", "imports"],
  outputs: ["auditLog"],
  async project(services, tenant, change) {
    let entity: string = change.collection;
    let entityId = change.recordId;
    if (change.collection === "uploads") {
      const upload = await services.store.collection<UploadRecord>("uploads").findOne({ _id: change.recordId, tenant }, { projection: { recordKind: 1, recordId: 1 } });
      if (upload) {
        entity = upload.recordKind;
        entityId = upload.recordId;
      }
    }
    try {
      await services.repositories.auditLog.insert(tenant, { _id: change._id, at: change.at, actorId: change.actorId, action: change.action, entity, entityId, details: { ...auditDetails(change), ...(change.collection === "uploads" ? { upload: change.recordId } : {}) } });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  },
  // Every stored change has its history entry (decision 0027); an entry once written is history, never rewritten, so only its being there is checked.
  check: {
    over: "changes",
    async expected(_services, _tenant, _config, subject) {
      if (!("changes" in subject)) return [];
      return subject.changes.map((change) => ({ about: { collection: change.collection, id: change.recordId }, output: { collection: "auditLog", id: change._id }, fields: {}, source: change._id }));
    },
    async repair(services, tenant, config, expectations) {
      const ids = expectations.map((expectation) => expectation.source).filter((id): id is string => Boolean(id));
      for (const change of await changesOf(services).find({ tenant, _id: { $in: ids } })) await auditProjector.project(services, tenant, change, config);
    },
  },
};
