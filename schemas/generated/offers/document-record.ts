// Generated from schemas/offers/document-record.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
/**
 * 001 §3 Document record, uploaded-file items and the document upload payload
 */
export interface OffersDocumentRecord {
  label?: string;
  status?: unknown;
  prevStatus?: unknown;
  fileNames?: string[];
  files?: UploadedFile[];
  reason?: unknown;
  signedUrls?: string[];
  /**
   * 001 §4 Documents: Uploader
   */
  uploadedBy?: "Admin" | "Agent" | "University" | "Enroly" | "SITS" | "";
  userAccess?: "STAFF_ONLY" | "AGENT_ONLY";
  isProcessingPdf?: boolean;
  eTags?: string[];
  s3Keys?: string[];
  deletedByTTL?: boolean;
}
/**
 * This interface was referenced by `OffersDocumentRecord`'s JSON-Schema
 * via the `definition` "uploadedFile".
 */
export interface UploadedFile {
  label?: string;
  fileName?: string;
  fileSize?: number;
  fileType?: string;
  s3Key?: string;
  pages?: number;
}
/**
 * This interface was referenced by `OffersDocumentRecord`'s JSON-Schema
 * via the `definition` "uploadPayload".
 */
export interface UploadPayload {
  docType: string;
  fileName: string;
  fileType: string;
  docKey: string;
  studyId?: string;
}
