// What an applicant's offer page shows (000 §2-§3, 001 §3; issue 15 item 6): the offer letter
// from the university's template (settings.offerLetter: '{conditionType} offer to study
// {courseName} starting {intakeIdLabel}', opening and closing text, signed by the team), the
// offer's status, its requirements with their statuses and condition texts, and whether the
// applicant may still decide. Pure: the offer record, the configuration and the person in.
import type { PreparedConfig } from "../config/prepared-config";
import { formatMessage } from "../forms/messages";
import { penceFromPounds, poundsFromPence } from "../domain/money";

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

export interface OfferView {
  heading: string;
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

/** @param accountName the applicant's account name: the letter greets them by the offer's given name, or its first word. */
export function offerView(config: PreparedConfig, offer: Record<string, unknown>, accountName: string): OfferView {
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
  const decision = offer.applicantStatus === "Accepted" || offer.applicantStatus === "Declined" ? offer.applicantStatus : null;
  const status = text(offer.status);
  const banner = offer.bannerText && typeof offer.bannerText === "object" ? (offer.bannerText as Record<string, unknown>) : {};
  return {
    heading: formatMessage(letter.heading ?? "", params),
    fees: feesOf(config, offer),
    letterStart: [...paragraphs(formatMessage(letter.startTemplate ?? "", params)), ...paragraphs(text(banner.startText))],
    letterEnd: [...paragraphs(text(banner.endText)), ...paragraphs(formatMessage(letter.endTemplate ?? "", params))],
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
