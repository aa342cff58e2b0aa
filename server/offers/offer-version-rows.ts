// The versions of an offer as staff read them on the person's record (decision 0045): each version
// with when, who, what changed and whether it is the one the applicant accepted.
import { acceptedVersion, currentVersion, storedVersions, type VersionChange } from "../../rules/offers/offer-versions";
import type { Services } from "../services";

export interface OfferVersionRow {
  number: number;
  at: string;
  who: string | null;
  changes: VersionChange[];
  /** The version the applicant accepted. */
  accepted: boolean;
  current: boolean;
}

/** The offer's versions, once it has more than one (an offer never changed since it was issued has nothing to compare). */
export async function offerVersionRows(services: Services, offer: Record<string, unknown>): Promise<OfferVersionRow[]> {
  const versions = storedVersions(offer);
  if (versions.length < 2) return [];
  const accepted = acceptedVersion(offer);
  const current = currentVersion(offer);
  const names = new Map<string, string>();
  for (const id of new Set(versions.map((version) => version.by).filter((by): by is string => typeof by === "string" && by !== ""))) {
    const account = await services.repositories.users.findByIdForSession(id);
    if (account) names.set(id, [account.givenName, account.familyName].filter(Boolean).join(" ") || account.email);
  }
  return versions.map((version) => ({
    number: version.number,
    at: version.at,
    who: version.by ? (names.get(version.by) ?? null) : null,
    changes: Array.isArray(version.changes) ? version.changes : [],
    accepted: version.number === accepted,
    current: version.number === current,
  }));
}
