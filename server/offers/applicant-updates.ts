// News from the applicant on their offer, for the staff view's banners (001 §2: 'Applicant has
// provided new information', 'N new update(s) from applicant'). A save by the applicant is counted
// on the offer; a document is counted when the staff view is drawn (an upload must not change the
// offer's version under a page the applicant has open). Staff acting on the offer clear both.
import type { Services } from "../services";

/**
 * The applicant changed something on their offer (a decision, a payment, a document): counted for
 * the staff view's 'N new update(s) from applicant' and 'Applicant has provided new information'.
 */
export async function noteApplicantUpdate(services: Services, tenant: string, offerId: string): Promise<void> {
  await services.repositories.offers.update(tenant, offerId, { $inc: { newUpdatesCount: 1 }, $set: { pendingChanges: true } });
}

/** The offer with the applicant's documents given since staff last acted added to its news. */
export async function withDocumentNews<T extends { _id: string; userId?: unknown; newUpdatesCount?: unknown; staffActedAt?: unknown }>(services: Services, tenant: string, offer: T): Promise<T> {
  const since = typeof offer.staffActedAt === "string" ? offer.staffActedAt : "";
  const documents = await services.repositories.uploads.count(tenant, { recordId: offer._id, uploadedBy: String(offer.userId ?? ""), status: "UPLOADED_OK", createdAt: { $gt: since } });
  if (!documents) return offer;
  const saved = typeof offer.newUpdatesCount === "number" ? offer.newUpdatesCount : 0;
  return { ...offer, newUpdatesCount: saved + documents, pendingChanges: true };
}
