// The banners on the staff view of an offer (001 §2): accepted, declined, edited since it was
// last issued, new information from the applicant, 'N new update(s) from applicant'. Each is a
// catalogue key with its parameters, so a university words them its own way.
import { acceptedVersion, awaitingReacceptance, currentVersion } from "./offer-versions";

export interface OfferBanner {
  key: string;
  params: Record<string, number>;
}

/** @param blocking the offer's requirements that stop it being issued, and the catalogue key that says so. */
export function offerBanners(offer: Record<string, unknown>, blocking?: { n: number; key: string }): OfferBanner[] {
  const banners: OfferBanner[] = [];
  if (blocking && blocking.n > 0) banners.push({ key: blocking.key, params: { n: blocking.n } });
  if (offer.applicantStatus === "Accepted") banners.push({ key: "offers.banner.accepted", params: {} });
  if (awaitingReacceptance(offer)) banners.push({ key: "offers.banner.awaitingReacceptance", params: { accepted: acceptedVersion(offer) ?? 0, version: currentVersion(offer) } });
  if (offer.applicantStatus === "Declined") banners.push({ key: "offers.banner.declined", params: {} });
  if (offer.editedSinceIssue === true) banners.push({ key: "offers.banner.edited", params: {} });
  if (offer.pendingChanges === true) banners.push({ key: "offers.banner.newInformation", params: {} });
  const updates = typeof offer.newUpdatesCount === "number" && Number.isInteger(offer.newUpdatesCount) ? offer.newUpdatesCount : 0;
  if (updates > 0) banners.push({ key: "offers.banner.newUpdates", params: { n: updates } });
  return banners;
}

/** The applicant has given something staff have not yet acknowledged (the lists' "Pending changes", the banners' new information). */
export function hasNews(offer: Record<string, unknown>): boolean {
  return offer.pendingChanges === true || (typeof offer.newUpdatesCount === "number" && offer.newUpdatesCount > 0);
}
