// What staff read about each stored document (issue 39, decision 0053): its type in the
// configuration's words, who uploaded it ("the applicant" or the staff member's name) and its
// review state ("Awaiting review", "Approved", "Rejected" with the reason). The record page's
// document list, the document viewer and the review page all say it the same way.
import type { PreparedConfig } from "../../rules";
import { documentTypeName } from "../../rules/documents/document-type";
import { isRejection } from "../../rules/offers/offer-view";
import type { UploadRecord } from "../repositories";
import type { Services } from "../services";

export interface DocumentWords {
  typeLabel: string;
  uploadedBy: string;
  reviewState: string;
  /** Why it was rejected, when it was. */
  rejectionReason: string | null;
}

type Described = Pick<UploadRecord, "_id" | "documentType" | "ownerId" | "uploadedBy" | "review">;

/** The document's type in the configuration's words ("Passport", "Offer condition: English language results"). */
export function documentTypeLabel(config: PreparedConfig, documentType: string): string {
  const name = documentTypeName(config, documentType);
  if (!name) return config.text("person.documents.type.other");
  return name.offerCondition ? config.text("person.documents.type.offerCondition", { label: name.label }) : name.label;
}

/** The review state in words (the review form's statuses: APPROVED, REJECTED, REJECTED_WITHOUT_ALTERNATIVE); none yet is awaiting review. */
function reviewStateOf(config: PreparedConfig, review: UploadRecord["review"]): string {
  return config.text(review?.status ? `person.documents.review.${review.status}` : "person.documents.review.awaiting");
}

/** The words of each upload (by id), with one read of the uploaders' accounts. */
export async function documentWords(services: Services, tenant: string, config: PreparedConfig, uploads: readonly Described[]): Promise<Map<string, DocumentWords>> {
  const staffIds = [...new Set(uploads.filter((upload) => upload.uploadedBy && upload.uploadedBy !== upload.ownerId).map((upload) => upload.uploadedBy))];
  const accounts = staffIds.length ? await services.repositories.users.find(tenant, { _id: { $in: staffIds } }, { projection: { givenName: 1, familyName: 1, email: 1 } }) : [];
  const names = new Map(accounts.map((account) => [account._id, [account.givenName, account.familyName].filter(Boolean).join(" ") || account.email]));
  return new Map(
    uploads.map((upload) => [
      upload._id,
      {
        typeLabel: documentTypeLabel(config, upload.documentType),
        uploadedBy: upload.uploadedBy === upload.ownerId ? config.text("person.documents.uploadedBy.applicant") : (names.get(upload.uploadedBy) ?? config.text("person.documents.uploadedBy.unknown")),
        reviewState: reviewStateOf(config, upload.review),
        rejectionReason: isRejection(upload.review?.status) && upload.review?.reason ? upload.review.reason : null,
      },
    ]),
  );
}
