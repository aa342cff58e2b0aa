// An offer's versions are kept by the write path itself (issue 39; decision 0045): whichever form,
// import or automation changes an issued offer's terms, the same write stores the new version and
// its history entry says what changed, so no call site can change an accepted offer under the
// applicant. What counts as a change of terms is rules/offers/offer-versions.ts.
import type { PreparedConfig } from "../../rules";
import { versionOutcome } from "../../rules/offers/offer-versions";
import { applyUpdate } from "../store/embedded";
import type { Update } from "../store/port";

/** The action of a write that made a new version of an offer (its history entry names the version and what changed). */
const OFFER_VERSION_ACTION = "offer.version";

export interface VersionedWrite {
  update: Update;
  action?: string;
  details?: Record<string, unknown>;
}

/** An update to an offer with what it does to the offer's versions added; null when it does nothing to them. */
export function withOfferVersion(config: PreparedConfig, before: Record<string, unknown>, update: Update, who: { actor: string; at: string; details?: Record<string, unknown> }): VersionedWrite | null {
  const after = applyUpdate(before, update);
  const outcome = versionOutcome(config, before, after, who);
  if (!outcome) return null;
  const versioned: Update = { ...update, $set: { ...(update.$set ?? {}), ...outcome.fields } };
  if (!outcome.version) return { update: versioned };
  // Issuing the offer: its history entry (the status change) says it is version 1.
  if (outcome.version.number === 1) return { update: versioned, details: { ...(who.details ?? {}), version: 1 } };
  // The history lists the terms in words (old -> new), never the form's answers by key.
  const changes = outcome.version.changes.map((change) => ({ path: change.label, label: change.label, from: change.from, to: change.to }));
  return { update: versioned, action: OFFER_VERSION_ACTION, details: { ...(who.details ?? {}), version: outcome.version.number, changes } };
}
