// News from the applicant on their offer, for the staff view's banners (rules/offers/offer-news.ts).
// A save by the applicant is counted on the offer; a document is counted when the staff view is
// drawn (an upload must not change the offer's version under a page the applicant has open).
import { applicantUpdate, newsSince, withDocuments } from "../../rules/offers/offer-news";
export { applicantUpdateFields } from "../../rules/offers/offer-news";
import type { EntityRecord } from "../repositories";
import type { Services } from "../services";
import { updateRecord } from "../records/write-path";

/** Counts a save by the applicant on their offer, as a write of its own. */
export async function noteApplicantUpdate(services: Services, tenant: string, offerId: string, actor = "system"): Promise<void> {
  await updateRecord(services, tenant, "offers", offerId, applicantUpdate(), { actor, action: "offer.applicantUpdate" });
}

/** The offer with the applicant's documents given since staff last acted added to its news. */
export async function withDocumentNews(services: Services, tenant: string, offer: EntityRecord): Promise<EntityRecord> {
  const filter = { recordId: offer._id, uploadedBy: String(offer.userId ?? ""), status: "UPLOADED_OK", createdAt: { $gt: newsSince(offer) } };
  return withDocuments(offer, await services.repositories.uploads.count(tenant, filter));
}
