// The documents a student is asked for, by task (documents.json areas; 002 §3.11), each with
// its status from the uploads stored for it and the state saved by its dialog or acknowledgement.
import { applicableDocuments, documentStatus, isDocumentDone, type DocumentRef, type DocumentState, type DocumentStatus } from "../../rules/checklist/documents";
import type { TaskDefinition } from "../../rules/checklist/types";
import type { Services } from "../services";
import { listUploads, summaryOf, type UploadSummary } from "../uploads/uploads";
import { documentsDefinition, sectionStatuses } from "./config";
import type { StudentContext } from "./student";

export interface DocumentRow extends DocumentRef {
  status: DocumentStatus;
  done: boolean;
  uploads: UploadSummary[];
  state: DocumentState;
}

/** The areas a documents task lists, less those the university switched off. */
export function documentAreas(loaded: StudentContext, task: TaskDefinition): string[] {
  const statuses = sectionStatuses(loaded.config);
  return (task.documents ?? []).filter((area) => statuses[area] === undefined || statuses[area] === "active");
}

export function documentStateOf(student: Record<string, unknown>, key: string): DocumentState {
  let node: unknown = student.documents;
  for (const part of key.split(".")) node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  return node && typeof node === "object" ? (node as DocumentState) : {};
}

export async function uploadsByType(services: Services, loaded: StudentContext): Promise<Map<string, UploadSummary[]>> {
  const byType = new Map<string, UploadSummary[]>();
  for (const upload of await listUploads(services, loaded.tenant, loaded.student._id)) {
    const list = byType.get(upload.documentType) ?? [];
    list.push(summaryOf(upload));
    byType.set(upload.documentType, list);
  }
  return byType;
}

export function documentRows(loaded: StudentContext, areas: string[], uploads: Map<string, UploadSummary[]>, student: Record<string, unknown> = loaded.student): DocumentRow[] {
  return applicableDocuments(documentsDefinition(loaded.config), areas, student).map((ref) => {
    const state = documentStateOf(student, ref.key);
    const files = uploads.get(ref.key) ?? [];
    const status = documentStatus(ref, state, files.length);
    return { ...ref, status, done: isDocumentDone(status), uploads: files, state };
  });
}

/** Saves one document's state (dialog answers, status); throws VersionConflictError on a stale version. */
export async function saveDocumentState(services: Services, loaded: StudentContext, key: string, state: DocumentState, expectedVersion: number) {
  const now = services.clock().toISOString();
  const updated = await services.repositories.students.update(loaded.tenant, loaded.student._id, { $set: { [`documents.${key}`]: state, updatedAt: now } }, expectedVersion);
  await services.repositories.auditLog.insert(loaded.tenant, {
    at: now,
    actorId: loaded.user.id,
    action: "document.save",
    entity: "students",
    entityId: loaded.student._id,
    details: { document: key, status: state.status ?? null },
  });
  return updated;
}
