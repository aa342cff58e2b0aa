// The upload rules a university's configuration sets (the `uploads` area): accepted extensions
// and types, size limits and file count (000 §5, §9; 001 §5), and what a page's upload control
// needs to offer them.
import type { PreparedConfig } from "../../rules";
import type { OpenedRecord } from "../records/record-page";
import type { Services } from "../services";
import { listUploads, summaryOf, type UploadSummary } from "./uploads";
import { audienceOf, visibleDocuments } from "../views";

/**
 * The largest document upload any university may allow: a configured `maxFileSizeMb` narrows it,
 * never widens it (an upload is read in memory; docs/decisions/0017).
 */
export const UPLOAD_CEILING_MB = 100;

export interface UploadLimits {
  extensions: string[];
  mimeTypes: string[];
  maxFileSizeMb: number;
  minFileSizeBytes: number;
  maxFiles: number;
}

export function uploadLimits(config: PreparedConfig): UploadLimits {
  const uploads = config.uploads;
  return {
    extensions: uploads.extensions.map((extension) => extension.toLowerCase().replace(/^\./, "")),
    mimeTypes: [...uploads.mimeTypes],
    maxFileSizeMb: Math.min(uploads.maxFileSizeMb ?? uploads.maxFileSizeBytes / (1024 * 1024), UPLOAD_CEILING_MB),
    minFileSizeBytes: uploads.minFileSizeBytes ?? 1,
    maxFiles: uploads.maxFiles,
  };
}

/** What the browser's upload control needs: the limits, the overlay timing and the attempts allowed. */
export function uploadControlRules(config: PreparedConfig) {
  const limits = uploadLimits(config);
  return {
    extensions: limits.extensions,
    maxFileSizeMb: limits.maxFileSizeMb,
    minFileSizeBytes: limits.minFileSizeBytes,
    maxFiles: limits.maxFiles,
    overlayFadeMs: config.uploads.overlayFadeMs ?? 0,
    maxAttempts: config.uploads.maxAttempts ?? 1,
  };
}

/** Where a record page's upload fields send files, and the files the record already has by type (those the viewer may see). */
export async function uploadContextFor(services: Services, opened: OpenedRecord) {
  const existing: Record<string, UploadSummary[]> = {};
  const uploads = visibleDocuments(audienceOf(opened.user), await listUploads(services, opened.tenant, opened.record._id));
  for (const upload of uploads) (existing[upload.documentType] ??= []).push(summaryOf(upload));
  return { endpoint: "/uploads", recordKind: opened.collection, recordId: opened.record._id, rules: uploadControlRules(opened.config), existing };
}
