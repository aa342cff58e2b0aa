// The versions of an issued offer (issue 39; decision 0045), pure: an offer the applicant was
// issued keeps what it said as version 1; a later change to its terms (course, intake, fee,
// scholarships, total, conditions) is a new version with what changed in the configuration's
// words, who and when. An accepted offer's accepted version stands until the applicant accepts
// the new one. A status change (Withdrawn, Rejected, Unconditional once conditions are met) and a
// requirement's assessment (Met, Not met) are not changes to the terms.
import type { PreparedConfig } from "../config/prepared-config";
import { offerView } from "./offer-view";

type Offer = Record<string, unknown>;

/** The parts of an offer a version keeps: what the letter says. */
const TERM_FIELDS = ["courseId", "courseName", "intakeId", "conditionType", "courses", "conditions", "bannerText"] as const;

export interface VersionChange {
  /** The term in the configuration's words ("Tuition fee", "Course"). */
  label: string;
  from: string;
  to: string;
}

export interface OfferVersion {
  number: number;
  /** ISO time the version was made. */
  at: string;
  /** Who made it (a user id), when known. */
  by?: string;
  /** What changed from the version before (none for version 1). */
  changes: VersionChange[];
  /** The offer's terms as this version has them. */
  terms: Offer;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

function termsOf(offer: Offer): Offer {
  return Object.fromEntries(TERM_FIELDS.filter((field) => offer[field] !== undefined).map((field) => [field, offer[field]]));
}

/** The versions the offer has stored (none for an offer never changed since it was issued, or never issued). */
export function storedVersions(offer: Offer): OfferVersion[] {
  return Array.isArray(offer.versions) ? offer.versions.filter((version): version is OfferVersion => Boolean(version) && typeof version === "object" && typeof (version as OfferVersion).number === "number") : [];
}

/** The offer's versions: the stored ones, or the offer as it is as version 1. */
export function versionsOf(offer: Offer): OfferVersion[] {
  const stored = storedVersions(offer);
  return stored.length ? stored : [{ number: 1, at: text(offer.lastIssuedAt) || text(offer.updatedAt), changes: [], terms: termsOf(offer) }];
}

export const currentVersion = (offer: Offer): number => (typeof offer.offerVersion === "number" ? offer.offerVersion : 1);

/** The version the applicant accepted, or null when they have not accepted the offer. */
export function acceptedVersion(offer: Offer): number | null {
  if (offer.applicantStatus !== "Accepted") return null;
  return typeof offer.acceptedVersion === "number" ? offer.acceptedVersion : currentVersion(offer);
}

/** The applicant accepted an earlier version than the offer's current one: the university waits for them to accept again. */
export function awaitingReacceptance(offer: Offer): boolean {
  const accepted = acceptedVersion(offer);
  return accepted !== null && accepted < currentVersion(offer);
}

/**
 * The offer as one of its versions has it: that version's terms over the offer (a term the
 * version did not have is left out), with each requirement's status as it is now (an assessment is
 * not a change of terms). Null for a version the offer does not have.
 */
export function offerAtVersion(offer: Offer, number: number): Offer | null {
  const version = versionsOf(offer).find((candidate) => candidate.number === number);
  if (!version) return null;
  const live = new Map((Array.isArray(offer.conditions) ? offer.conditions : []).filter((item): item is Offer => Boolean(item) && typeof item === "object").map((item) => [text(item.requirementId), item]));
  const at: Offer = { ...offer };
  for (const field of TERM_FIELDS) delete at[field];
  Object.assign(at, version.terms);
  if (Array.isArray(at.conditions)) {
    at.conditions = at.conditions.map((item) => {
      const now = item && typeof item === "object" ? live.get(text((item as Offer).requirementId)) : undefined;
      return now ? { ...(item as Offer), status: now.status } : item;
    });
  }
  return at;
}

/** What the letter says of each term, in the configuration's words, for comparing two versions. */
function termWords(config: PreparedConfig, offer: Offer): Map<string, string> {
  const view = offerView(config, offer, "");
  const words = new Map<string, string>([
    [config.text("offers.version.course"), view.courseName],
    [config.text("offers.version.intake"), view.intakeLabel],
  ]);
  for (const line of view.fees) words.set(line.label, `£${line.amount}`);
  const conditions = view.requirements.map((requirement) => (requirement.conditionText ? `${requirement.text}: ${requirement.conditionText}` : requirement.text));
  words.set(config.text("offers.version.conditions"), conditions.join("; "));
  return words;
}

const requirementsOf = (offer: Offer): Offer[] => (Array.isArray(offer.conditions) ? offer.conditions.filter((item): item is Offer => Boolean(item) && typeof item === "object") : []);

/**
 * Whether the conditions the applicant must meet changed: a requirement added, dropped or renamed,
 * or one that is a Condition now with words it did not have. A condition met (Satisfied, its text
 * no longer asked for) or assessed otherwise is the applicant's progress, not a new term.
 */
function conditionsChanged(before: Offer, after: Offer): boolean {
  const old = new Map(requirementsOf(before).map((item) => [text(item.requirementId), item]));
  const now = requirementsOf(after);
  if (now.length !== old.size || now.some((item) => !old.has(text(item.requirementId)))) return true;
  return now.some((item) => {
    const was = old.get(text(item.requirementId)) as Offer;
    if (text(was.requirementText) !== text(item.requirementText)) return true;
    return item.status === "Condition" && (was.status !== "Condition" || text(was.conditionText) !== text(item.conditionText));
  });
}

/** What changed between two states of an offer's terms, in the configuration's words (old -> new). */
export function termChanges(config: PreparedConfig, before: Offer, after: Offer): VersionChange[] {
  const old = termWords(config, before);
  const now = termWords(config, after);
  const conditions = config.text("offers.version.conditions");
  const labels = [...new Set([...old.keys(), ...now.keys()])].filter((label) => label !== conditions || conditionsChanged(before, after));
  return labels.filter((label) => (old.get(label) ?? "") !== (now.get(label) ?? "")).map((label) => ({ label, from: old.get(label) ?? "", to: now.get(label) ?? "" }));
}

export interface VersionOutcome {
  /** Fields the write sets besides its own. */
  fields: Record<string, unknown>;
  /** Set when the write made a version (1 when the offer is issued): what the history says of it. */
  version?: { number: number; changes: VersionChange[] };
}

/**
 * What a write to an offer adds for its versions, or null when nothing: issuing the offer keeps
 * version 1 (who, when); a change to the terms of a live issued offer makes the next version; the
 * applicant's acceptance records which version they accepted.
 */
export function versionOutcome(config: PreparedConfig, before: Offer, after: Offer, who: { actor: string; at: string }): VersionOutcome | null {
  const issued = config.areas.offerWorkflow.issuedStatuses;
  const wasIssued = issued.has(text(before.status));
  const isIssued = issued.has(text(after.status));
  const firstAcceptance = after.applicantStatus === "Accepted" && before.applicantStatus !== "Accepted" ? { acceptedVersion: currentVersion(after) } : null;
  if (!isIssued) return firstAcceptance ? { fields: firstAcceptance } : null;
  if (!wasIssued) {
    if (storedVersions(after).length) return firstAcceptance ? { fields: firstAcceptance } : null;
    return { fields: { versions: [{ number: 1, at: who.at, by: who.actor, changes: [], terms: termsOf(after) }], offerVersion: 1, ...firstAcceptance }, version: { number: 1, changes: [] } };
  }
  const versions = versionsOf(before);
  const latest = versions[versions.length - 1] as OfferVersion;
  const changes = termChanges(config, latest.terms, after);
  if (!changes.length) return firstAcceptance ? { fields: firstAcceptance } : null;
  const number = latest.number + 1;
  const accepted = acceptedVersion(before);
  return {
    fields: { versions: [...versions, { number, at: who.at, by: who.actor, changes, terms: termsOf(after) }], offerVersion: number, ...(accepted !== null ? { acceptedVersion: accepted } : {}) },
    version: { number, changes },
  };
}

/** The applicant accepts the offer as it is now. */
export const reacceptanceFields = (offer: Offer, now: string): Record<string, unknown> => ({ acceptedVersion: currentVersion(offer), applicantDecisionAt: now });

export interface OfferChangeNotice {
  /** The offer's current version. */
  version: number;
  /** The version the applicant accepted, when they are asked to accept the current one. */
  accepted: number | null;
  /** What changed: from the accepted version while acceptance is awaited, else from the version before. */
  changes: VersionChange[];
}

/**
 * What the applicant is shown of an offer with versions: the version they accepted (while the
 * university waits for them to accept a changed one), else the offer as it is; and what changed,
 * when the offer has changed since it was issued.
 */
export function applicantVersionView(config: PreparedConfig, offer: Offer): { shown: Offer; notice: OfferChangeNotice | null } {
  const version = currentVersion(offer);
  if (awaitingReacceptance(offer)) {
    const accepted = acceptedVersion(offer) as number;
    const shown = offerAtVersion(offer, accepted) ?? offer;
    return { shown, notice: { version, accepted, changes: termChanges(config, shown, offer) } };
  }
  if (version <= 1 || offer.applicantStatus === "Accepted" || offer.applicantStatus === "Declined") return { shown: offer, notice: null };
  const latest = versionsOf(offer).find((candidate) => candidate.number === version);
  return { shown: offer, notice: { version, accepted: null, changes: latest?.changes ?? [] } };
}
