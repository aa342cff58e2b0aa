// Uploaded documents: stored through the FileStorage port (server/files/port.ts), recorded in `uploads` against the
// application or CAS student record they belong to, readable only by those who may see that
// record, and deleted softly (the record stays with status DELETED, the bytes go).
import type { SignedInUser } from "../auth/permissions";
import { can } from "../auth/permissions";
import type { Services } from "../services";
import { insertRecord, updateRecord } from "../records/write-path";
import type { UploadRecord } from "../repositories";
import { checkNameAndSize, documentRules, type FileProblem, type FileVerdict } from "./check-file";
import { FileMissingError, FileRefused, type OpenedFile } from "../files/port";
import type { UploadLimits } from "./limits";
import { isRejection } from "../../rules/offers/offer-view";

export const UPLOAD_TARGETS = { applications: "application", students: "student", offers: "offer" } as const;
export type UploadTarget = UploadRecord["recordKind"];
export type { UploadRecord };


/** What the browser is told about an upload. */
export interface UploadSummary {
  id: string;
  name: string;
  size: number;
  type: string;
  url: string;
  /** Why the university rejected it, when it did. */
  rejection?: string;
}

/** What a summary is made from: an upload, or the view of it an audience reads (server/views/document.ts). */
export type UploadSummarySource = Pick<UploadRecord, "_id" | "originalName" | "size" | "mimeType"> & { review?: { status: string; reason?: string } };

export function summaryOf(upload: UploadSummarySource): UploadSummary {
  return {
    id: upload._id,
    name: upload.originalName,
    size: upload.size,
    type: upload.mimeType,
    url: `/uploads/${upload._id}`,
    // The reason the person reads beside a rejected document (000 §4 'Reason for document rejection').
    ...(isRejection(upload.review?.status) ? { rejection: upload.review?.reason ?? "" } : {}),
  };
}

/** The document types whose latest document on the record was rejected: the university asks for another. */
export async function rejectedDocumentTypes(services: Services, tenant: string, recordId: string): Promise<Set<string>> {
  const latest = new Map<string, UploadRecord>();
  for (const upload of await listUploads(services, tenant, recordId)) latest.set(upload.documentType, upload);
  return new Set([...latest.values()].filter((upload) => isRejection(upload.review?.status)).map((upload) => upload.documentType));
}

export class UploadRefused extends Error {
  constructor(readonly problem: FileProblem, readonly status = 422) {
    super(problem.messageKey);
  }
}

/** The record an upload belongs to, if the user may add documents to it. */
export async function uploadTarget(services: Services, user: SignedInUser, kind: string, recordId: string) {
  if (!user.tenant || !(kind in UPLOAD_TARGETS)) return null;
  const target = kind as UploadTarget;
  const record = await services.repositories[target].findById(user.tenant, recordId);
  if (!record) return null;
  const ownerId = String(record.userId ?? "");
  const allowed = can(user, "create:document:own", { tenant: user.tenant, ownerId }) || can(user, "create:document:tenant", { tenant: user.tenant });
  return allowed ? { kind: target, record, ownerId } : null;
}

export async function listUploads(services: Services, tenant: string, recordId: string, documentType?: string): Promise<UploadRecord[]> {
  const filter: Record<string, unknown> = { recordId, status: "UPLOADED_OK" };
  if (documentType) filter.documentType = documentType;
  return services.repositories.uploads.find(tenant, filter, { sort: { createdAt: 1 } });
}

export async function saveUpload(
  services: Services,
  user: SignedInUser,
  /** `tenant`: the university the record is of, for the platform Admin who has none (their own otherwise). */
  target: { kind: UploadTarget; recordId: string; ownerId: string; tenant?: string },
  file: { name: string; bytes: Uint8Array; documentType: string },
  limits: UploadLimits,
): Promise<{ upload: UploadRecord; warning: FileProblem | null }> {
  const tenant = user.tenant ?? (target.tenant as string);
  const existing = await services.repositories.uploads.count(tenant, { recordId: target.recordId, documentType: file.documentType, status: "UPLOADED_OK" });
  if (existing >= limits.maxFiles) throw new UploadRefused({ messageKey: "uploads.maxFiles", params: { n: limits.maxFiles } });
  const early = checkNameAndSize(file.name, file.bytes.byteLength, limits);
  if (early) throw new UploadRefused(early);
  // The content is checked as the storage saves it (server/files/checked-stream.ts): one check, whichever adapter.
  let verdict: FileVerdict = { problem: null, warning: null, mimeType: null };
  let storageKey: string;
  try {
    storageKey = (await services.files.save("uploads", file.bytes, documentRules(file.name, limits, (seen) => (verdict = seen)))).key;
  } catch (error) {
    if (error instanceof FileRefused) throw new UploadRefused(error.problem);
    throw error;
  }
  const upload = await insertRecord(services, tenant, "uploads", {
    ownerId: target.ownerId,
    recordKind: target.kind,
    recordId: target.recordId,
    documentType: file.documentType,
    originalName: file.name.slice(0, 255),
    storageKey,
    size: file.bytes.byteLength,
    mimeType: verdict.mimeType as string,
    status: "UPLOADED_OK",
    uploadedBy: user.id,
    uploadedByRole: user.role,
    createdAt: services.clock().toISOString(),
  }, { actor: user.id, action: "document.upload", details: { document: file.name.slice(0, 255) } });
  return { upload, warning: verdict.warning };
}

/** The stored file of an upload, to stream; null (and a warning in the log) when it is not in the storage. */
export async function openUploadedFile(services: Services, upload: UploadRecord): Promise<OpenedFile | null> {
  try {
    return await services.files.open("uploads", upload.storageKey);
  } catch (error) {
    if (!(error instanceof FileMissingError)) throw error;
    services.logger.warn({ tenant: upload.tenant, uploadId: upload._id }, "an upload's file is not in the file storage");
    return null;
  }
}

/** An upload the user may see (the owner, or staff of the university), or null. */
export async function readableUpload(services: Services, user: SignedInUser, uploadId: string): Promise<UploadRecord | null> {
  if (!user.tenant) return null;
  const upload = await services.repositories.uploads.findById(user.tenant, uploadId);
  if (!upload || upload.status !== "UPLOADED_OK") return null;
  const target = { tenant: user.tenant, ownerId: upload.ownerId };
  return can(user, "read:document:own", target) || can(user, "read:document:tenant", target) ? upload : null;
}

export async function deleteUpload(services: Services, user: SignedInUser, uploadId: string): Promise<boolean> {
  const upload = await readableUpload(services, user, uploadId);
  if (!upload) return false;
  const target = { tenant: upload.tenant, ownerId: upload.ownerId };
  if (!can(user, "delete:document:own", target) && !can(user, "update:document:tenant", target)) return false;
  await updateRecord(services, upload.tenant, "uploads", upload._id, { $set: { status: "DELETED", deletedAt: services.clock().toISOString() } }, { actor: user.id, action: "document.delete", details: { document: upload.originalName } });
  await services.files.delete("uploads", upload.storageKey);
  return true;
}
