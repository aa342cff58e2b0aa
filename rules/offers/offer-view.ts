// What an applicant's offer page shows (000 §2-§3, 001 §3; issue 15 item 6): the offer letter
// from the university's template (settings.offerLetter: '{conditionType} offer to study
// {courseName} starting {intakeIdLabel}', opening and closing text, signed by the team), the
// offer's status, its requirements with their statuses and condition texts, and whether the
// applicant may still decide. Pure: the offer record, the configuration and the person in.
import type { PreparedConfig } from "../config/prepared-config";
import { formatMessage } from "../forms/messages";
import { penceFromPounds, poundsFromPence } from "../domain/money";
import { format, isValid, parseISO } from "date-fns";

export interface OfferRequirementView {
  id: string;
  text: string;
  status: string;
  conditionText: string | null;
  /** The condition's page (`/offers/<id>/<slug>`): a configured document's slug, or the requirement id of a custom one. */
  slug: string | null;
}

export interface OfferConditionDocument {
  slug: string;
  label: string;
  documentType: string;
}

/** A review that turned the document down (REJECTED, REJECTED_WITHOUT_ALTERNATIVE; 001 §4). */
export function isRejection(status: unknown): boolean {
  return typeof status === "string" && status.startsWith("REJECTED");
}

/** A condition's status while a document the person gave for it waits for the university (issue 40 item 12). */
export const AWAITING_REVIEW = "AwaitingReview";

/**
 * The requirements as the person follows them: a condition still to meet ("Condition") whose
 * document was given and not yet reviewed reads "Awaiting review" at once, until the university
 * reviews it or changes the condition's status. `uploads`: the offer's documents the person may see.
 */
export function withReviewsAwaited(config: PreparedConfig, requirements: readonly OfferRequirementView[], uploads: ReadonlyArray<{ documentType: string; review?: { status?: string } }>): OfferRequirementView[] {
  const waiting = new Set(uploads.filter((upload) => !upload.review?.status).map((upload) => upload.documentType));
  return requirements.map((requirement) => {
    const document = requirement.status === "Condition" ? conditionDocument(config, requirement.id) : null;
    return document && waiting.has(document.documentType) ? { ...requirement, status: AWAITING_REVIEW } : requirement;
  });
}

/**
 * The document page of a requirement (000 §2's condition pages): the offer document whose
 * requirement template it is, or for a requirement of no template the custom document, under
 * the requirement's own id (offer-documents.json).
 */
export function conditionDocument(config: PreparedConfig, requirementId: string): OfferConditionDocument | null {
  const area = config.document["offer-documents"];
  const configured = Object.values(area.documents).find((document) => document.requirementTemplate === requirementId && document.aliasOf === undefined);
  if (configured) return { slug: configured.slug, label: configured.label, documentType: configured.documentType };
  if (!area.custom || !/^[A-Za-z0-9_-]+$/.test(requirementId)) return null;
  return { slug: requirementId, label: area.custom.label, documentType: `${area.custom.documentType}.${requirementId}` };
}

export interface OfferFeeLine {
  label: string;
  /** Pounds and pence, e.g. "16,500.00". */
  amount: string;
}

/** One fact a visa application needs from the letter (issue 40 item 3): its label and value, in words. */
export interface OfferLetterFact {
  label: string;
  value: string;
}

/** What the letter says besides the offer: the student number is the application's (the offer does not hold it). */
export interface OfferLetterContext {
  studentNumber?: string;
}

export interface OfferView {
  heading: string;
  /** The letter's date, student number, course dates, entry point, mode and campus: those the offer has. */
  facts: OfferLetterFact[];
  /** A rejected or withdrawn offer (issue 40 item 3): the outcome, with the reason the university gives the applicant. */
  outcome: { status: string; reason: string } | null;
  /** The course entry's fee, each scholarship and what is left to pay (001 §3, §5). */
  fees: OfferFeeLine[];
  letterStart: string[];
  letterEnd: string[];
  signedBy: string;
  status: string;
  conditionType: string;
  courseName: string;
  intakeLabel: string;
  requirements: OfferRequirementView[];
  /** The applicant's decision, once made. */
  decision: "Accepted" | "Declined" | null;
  decidedAt: string | null;
  /** An issued offer (Conditional or Unconditional) without a decision yet. */
  decisionOpen: boolean;
  /** Not issued yet (Applied, Draft): the decision comes later. */
  notYetIssued: boolean;
  /** The university's review of the payment (Request, Review, Exempt, Approved), once there is one. */
  paymentStatus: string | null;
}

/** Statuses in which an applicant may accept or decline (the offer-acceptance form's own rule agrees). */
const DECIDABLE = new Set(["Conditional", "Unconditional"]);
const NOT_YET_ISSUED = new Set(["Applied", "Draft"]);
/** Statuses that end an offer without a place: the applicant reads the outcome, never the letter. */
const CLOSED_WITHOUT_PLACE = new Set(["Rejected", "Withdrawn"]);

/** An offer the university has made (issue 40 item 3; decision 0048): one in Applied or Draft is not the applicant's to see. */
export const offerWasMade = (offer: Record<string, unknown>): boolean => !NOT_YET_ISSUED.has(text(offer.status));

/** An offer whose letter the applicant may read and download: made, and not rejected or withdrawn. */
export const letterIsShown = (offer: Record<string, unknown>): boolean => offerWasMade(offer) && !CLOSED_WITHOUT_PLACE.has(text(offer.status));

/** The applicant's decision on the offer, once made. */
export const decisionOf = (offer: Record<string, unknown>): "Accepted" | "Declined" | null =>
  offer.applicantStatus === "Accepted" || offer.applicantStatus === "Declined" ? offer.applicantStatus : null;

/** The answers that decline an offer. A decline is confirmed on a page of its own before it is stored (GOV.UK "Are you sure"; decision 0048). */
export const DECLINE_ANSWERS: Readonly<Record<string, string>> = { applicantStatus: "Declined" };
/** The intent the confirmation page posts with the decline. */
export const DECLINE_CONFIRMED = "confirm-decline";
export const isDecline = (answers: Record<string, unknown>): boolean => answers.applicantStatus === DECLINE_ANSWERS.applicantStatus;

/** A letter's date: "22 November 2026". */
function letterDate(value: unknown): string {
  const date = typeof value === "string" ? parseISO(value) : null;
  return date && isValid(date) ? format(date, "d MMMM yyyy") : "";
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const paragraphs = (value: string): string[] => value.split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean);

function requirementsOf(config: PreparedConfig, offer: Record<string, unknown>): OfferRequirementView[] {
  const list = Array.isArray(offer.conditions) ? offer.conditions : [];
  return list
    .filter((entry): entry is Record<string, unknown> => Boolean(entry) && typeof entry === "object")
    .map((entry, index) => {
      const id = text(entry.requirementId) || String(index);
      return {
        id,
        text: text(entry.requirementText) || text(entry.requirementId),
        status: text(entry.status),
        conditionText: text(entry.conditionText) || null,
        slug: conditionDocument(config, id)?.slug ?? null,
      };
    });
}

/**
 * The fee lines of the offer's course entry (money in pence): the fee, each scholarship (a
 * percentage of the fee rounded, as the letter shows it; 001 §5) and the fee after them.
 */
function feesOf(config: PreparedConfig, offer: Record<string, unknown>): OfferFeeLine[] {
  const entry = Array.isArray(offer.courses) && offer.courses[0] && typeof offer.courses[0] === "object" ? (offer.courses[0] as Record<string, unknown>) : null;
  if (!entry || typeof entry.fee !== "number") return [];
  const fee = entry.fee;
  const lines: OfferFeeLine[] = [{ label: config.text("applicant.offer.fee.tuition"), amount: poundsFromPence(fee) }];
  for (const scholarship of Array.isArray(entry.scholarships) ? entry.scholarships : []) {
    if (!scholarship || typeof scholarship !== "object") continue;
    const { name, type, amount, percentage } = scholarship as Record<string, unknown>;
    const pence = type === "PERCENTAGE" ? Math.round((fee * (typeof percentage === "number" ? percentage : 0)) / 100) : (penceFromPounds(amount) ?? 0);
    // A scholarship of nothing is no scholarship (001 §5 says ignore it): the letter leaves it off.
    if (pence === 0) continue;
    lines.push({ label: text(name), amount: poundsFromPence(pence) });
  }
  if (typeof entry.feeTotal === "number") lines.push({ label: config.text("applicant.offer.fee.total"), amount: poundsFromPence(entry.feeTotal) });
  return lines;
}

/**
 * The facts the letter states (issue 40 item 3): the day it was issued, the student number, the
 * course entry's start and end dates and entry point, the course's mode and where it is taught
 * (the course's campus, else the university's only campus; decision 0042). A fact the offer does
 * not hold is left out, never shown empty.
 */
function factsOf(config: PreparedConfig, offer: Record<string, unknown>, context: OfferLetterContext): OfferLetterFact[] {
  const entry = Array.isArray(offer.courses) && offer.courses[0] && typeof offer.courses[0] === "object" ? (offer.courses[0] as Record<string, unknown>) : {};
  const course = (config.settings.courses ?? []).find((candidate) => candidate.id === (text(offer.courseId) || text(entry.courseId)));
  const campuses = config.settings.campuses ?? [];
  const values: Array<[string, string]> = [
    ["letterDate", letterDate(offer.issueDate)],
    ["studentNumber", text(context.studentNumber)],
    ["startDate", letterDate(entry.startDate)],
    ["endDate", letterDate(entry.endDate)],
    ["entryPoint", text(entry.entryPoint) || text(offer.courseEntryPoint)],
    ["mode", text(offer.courseMode) || text(course?.mode)],
    ["campus", text(course?.campus) || (campuses.length === 1 ? campuses[0] : "")],
  ];
  return values.filter(([, value]) => value).map(([key, value]) => ({ label: config.text(`applicant.offer.fact.${key}`), value }));
}

/**
 * @param accountName the applicant's account name: the letter greets them by the offer's given name, or its first word.
 * @param context what the letter states that the offer does not hold.
 */
export function offerView(config: PreparedConfig, offer: Record<string, unknown>, accountName: string, context: OfferLetterContext = {}): OfferView {
  const settings = config.settings;
  const letter = settings.offerLetter ?? {};
  const course = (settings.courses ?? []).find((candidate) => candidate.id === offer.courseId);
  const courseName = text(offer.courseName) || course?.name || "";
  const intakeLabel = (settings.intakes ?? []).find((intake) => intake.id === offer.intakeId)?.label ?? text(offer.intakeId);
  const conditionType = text(offer.conditionType);
  const params = {
    conditionType,
    courseName,
    intakeIdLabel: intakeLabel,
    givenName: text(offer.givenName) || accountName.split(" ")[0],
    universityName: settings.universityName,
    supportEmail: settings.supportEmail,
  };
  const decision = decisionOf(offer);
  const status = text(offer.status);
  const closed = CLOSED_WITHOUT_PLACE.has(status);
  const banner = offer.bannerText && typeof offer.bannerText === "object" ? (offer.bannerText as Record<string, unknown>) : {};
  return {
    // A rejected or withdrawn offer is no letter: its heading says the outcome, and it has no letter text at all.
    heading: closed ? config.text(`applicant.offer.outcome.${status}.heading`, params) : formatMessage(letter.heading ?? "", params),
    facts: closed ? [] : factsOf(config, offer, context),
    outcome: closed ? { status, reason: text(offer.statusApplicantReason) } : null,
    fees: closed ? [] : feesOf(config, offer),
    letterStart: closed ? [] : [...paragraphs(formatMessage(letter.startTemplate ?? "", params)), ...paragraphs(text(banner.startText))],
    letterEnd: closed ? [] : [...paragraphs(text(banner.endText)), ...paragraphs(formatMessage(letter.endTemplate ?? "", params))],
    signedBy: letter.signedBy ?? settings.teamName,
    status,
    conditionType,
    courseName,
    intakeLabel,
    requirements: requirementsOf(config, offer),
    decision,
    decidedAt: text(offer.applicantDecisionAt) || null,
    decisionOpen: decision === null && DECIDABLE.has(status),
    notYetIssued: NOT_YET_ISSUED.has(status),
    paymentStatus: text(offer.paymentStatus) || null,
  };
}
