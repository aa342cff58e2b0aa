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

type Described = Pick<UploadRecord, "_id" | "documentType" | "ownerId" | "uploadedBy" | "review"> & Partial<Pick<UploadRecord, "recordId">>;

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
  const conditions = await customConditionTexts(services, tenant, config, uploads);
  return new Map(
    uploads.map((upload) => [
      upload._id,
      {
        typeLabel: conditions.get(conditionDocumentKey(upload.recordId, upload.documentType)) ?? documentTypeLabel(config, upload.documentType),
        uploadedBy: upload.uploadedBy === upload.ownerId ? config.text("person.documents.uploadedBy.applicant") : (names.get(upload.uploadedBy) ?? config.text("person.documents.uploadedBy.unknown")),
        reviewState: reviewStateOf(config, upload.review),
        rejectionReason: isRejection(upload.review?.status) && upload.review?.reason ? upload.review.reason : null,
      },
    ]),
  );
}

/**
 * A condition staff wrote themselves has no type of its own in the configuration (it is the
 * catch-all "Additional document"): its document is named by the condition's words instead
 * ("Offer condition: Proof of funds for the first year"), read from the offer it belongs to.
 * Keyed by the offer's id and the document type (`conditionDocumentKey`).
 */
async function customConditionNames(services: Services, tenant: string, config: PreparedConfig, offerIds: readonly string[]): Promise<Map<string, string>> {
  if (!config.document["offer-documents"].custom || offerIds.length === 0) return new Map();
  return conditionNamesOf(config, await services.repositories.offers.find(tenant, { _id: { $in: [...new Set(offerIds)] } }, { projection: { conditions: 1 } }));
}

/** The same names from offers already read (the record page holds the person's offers). */
export function conditionNamesOf(config: PreparedConfig, offers: ReadonlyArray<{ _id: string; conditions?: unknown }>): Map<string, string> {
  const custom = config.document["offer-documents"].custom;
  const names = new Map<string, string>();
  if (!custom) return names;
  for (const offer of offers) {
    for (const condition of Array.isArray(offer.conditions) ? (offer.conditions as Array<Record<string, unknown>>) : []) {
      if (typeof condition.requirementId === "string" && typeof condition.requirementText === "string" && condition.requirementText) {
        names.set(conditionDocumentKey(offer._id, `${custom.documentType}.${condition.requirementId}`), config.text("person.documents.type.offerCondition", { label: condition.requirementText }));
      }
    }
  }
  return names;
}

export const conditionDocumentKey = (recordId: unknown, documentType: string) => `${String(recordId)}\u0000${documentType}`;

async function customConditionTexts(services: Services, tenant: string, config: PreparedConfig, uploads: readonly Described[]): Promise<Map<string, string>> {
  const custom = config.document["offer-documents"].custom;
  const prefix = custom ? `${custom.documentType}.` : null;
  const offerIds = prefix ? uploads.filter((upload) => upload.recordId && upload.documentType.startsWith(prefix)).map((upload) => String(upload.recordId)) : [];
  return customConditionNames(services, tenant, config, offerIds);
}
