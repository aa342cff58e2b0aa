// News from the applicant on their offer (001 §2 banners 'Applicant has provided new
// information', 'N new update(s) from applicant'), pure: what a save by the applicant adds, what
// staff acting on the offer clears, and the news with documents given since then counted in.

type Offer = Record<string, unknown>;

/** The store update for one more thing the applicant gave. */
export const applicantUpdate = () => ({ $inc: { newUpdatesCount: 1 }, $set: { pendingChanges: true } });

/** The same as fields the applicant's own save sets (the save is versioned, so the count read with it is the one it raises). */
export const applicantUpdateFields = (offer: Offer) => ({ newUpdatesCount: Number(offer.newUpdatesCount ?? 0) + 1, pendingChanges: true });

/** What staff acting on the offer at `now` set: nothing the applicant gave before is new. */
export const staffSeen = (now: string) => ({ newUpdatesCount: 0, pendingChanges: false, staffActedAt: now });

/** Since when the applicant's documents are news (the last time staff acted; "" for never). */
export const newsSince = (offer: Offer): string => (typeof offer.staffActedAt === "string" ? offer.staffActedAt : "");

/** The offer with `documents` more pieces of news. */
export function withDocuments<T extends Offer>(offer: T, documents: number): T {
  if (!documents) return offer;
  const saved = typeof offer.newUpdatesCount === "number" ? offer.newUpdatesCount : 0;
  return { ...offer, newUpdatesCount: saved + documents, pendingChanges: true };
}
