// An uploaded document as each audience reads it (decision 0015; 001 §4 Documents): who may see it
// at all (STAFF_ONLY: the university and the person; AGENT_ONLY: also the applicant's agent), then
// the fields each may read. Where it is stored and who reviewed it stay with the university.
import type { UploadRecord } from "../repositories";
import { summaryOf, type UploadSummary, type UploadSummarySource } from "../uploads/uploads";
import { compileAllowList, pickAllowed } from "./allow-list";
import { AUDIENCES, type AllowLists, type Audience } from "./audience";

/** The audiences a restricted document is shown to (an unrestricted one is shown to all who see the record). */
export const DOCUMENT_SEEN_BY: Readonly<Record<string, readonly Audience[]>> = {
  STAFF_ONLY: ["staff", "applicant"],
  AGENT_ONLY: ["staff", "agent", "applicant"],
};

/** The review's reason is the one the person reads beside a rejected document. */
const SHARED = ["_id", "originalName", "size", "mimeType", "documentType", "createdAt", "review.status", "review.reason"] as const;

export const DOCUMENT_FIELDS: AllowLists = {
  staff: [...SHARED, "userAccess"],
  agent: SHARED,
  partner: SHARED,
  applicant: SHARED,
};

const trees = Object.fromEntries(AUDIENCES.map((audience) => [audience, compileAllowList(DOCUMENT_FIELDS[audience])]));

export function documentVisibleTo(audience: Audience, upload: Pick<UploadRecord, "userAccess">): boolean {
  const restricted = upload.userAccess ? DOCUMENT_SEEN_BY[upload.userAccess] : undefined;
  return !restricted || restricted.includes(audience);
}

/** The uploads the audience may see at all, in the same order. */
export function visibleDocuments<T extends Pick<UploadRecord, "userAccess">>(audience: Audience, uploads: readonly T[]): T[] {
  return uploads.filter((upload) => documentVisibleTo(audience, upload));
}

export type DocumentView = UploadSummary & { documentType: string; createdAt: string; reviewStatus: string | null };

/** The document for this audience, or null when it is not theirs to see. */
export function documentView(audience: Audience, upload: UploadRecord): DocumentView | null {
  if (!documentVisibleTo(audience, upload)) return null;
  const kept = pickAllowed(upload, trees[audience]) as UploadSummarySource & Pick<UploadRecord, "documentType" | "createdAt">;
  return { ...summaryOf(kept), documentType: kept.documentType, createdAt: kept.createdAt, reviewStatus: kept.review?.status ?? null };
}
