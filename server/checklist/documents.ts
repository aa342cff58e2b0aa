// The I/O of a student's documents: the files stored per document type (rules/ decides what is
// asked for and how each stands), and saving one document's state with the version check.
import type { DocumentState } from "../../rules/checklist/documents";
import type { OpenedRecord } from "../records/record-page";
import { saveRecord } from "../records/record-page";
import type { Services } from "../services";
import { summaryOf, type UploadSummary } from "../uploads/uploads";

/** One record's uploads by document type. */
export async function uploadsByType(services: Services, opened: Pick<OpenedRecord, "tenant" | "record">): Promise<Map<string, UploadSummary[]>> {
  const byRecord = await uploadsByTypeForRecords(services, opened.tenant, [opened.record._id]);
  return byRecord.get(opened.record._id) ?? new Map();
}

/**
 * Each record's uploads by document type, read in one query for the whole set (the impact check
 * reads every student's: one query each was a round trip per student).
 */
export async function uploadsByTypeForRecords(services: Services, tenant: string, recordIds: readonly string[]): Promise<Map<string, Map<string, UploadSummary[]>>> {
  const byRecord = new Map<string, Map<string, UploadSummary[]>>(recordIds.map((id) => [id, new Map()]));
  if (recordIds.length === 0) return byRecord;
  const uploads = await services.repositories.uploads.find(tenant, { recordId: { $in: [...recordIds] }, status: "UPLOADED_OK" }, { sort: { createdAt: 1 } });
  for (const upload of uploads) {
    const byType = byRecord.get(upload.recordId);
    if (!byType) continue;
    const list = byType.get(upload.documentType) ?? [];
    list.push(summaryOf(upload));
    byType.set(upload.documentType, list);
  }
  return byRecord;
}

/** Saves one document's state (dialog answers, status); VersionConflictError on a stale version. */
export function saveDocumentState(services: Services, opened: OpenedRecord, key: string, state: DocumentState, expectedVersion: number) {
  return saveRecord(services, opened, { $set: { [`documents.${key}`]: state } }, expectedVersion, { action: "document.save", details: { document: key, status: state.status ?? null } });
}
