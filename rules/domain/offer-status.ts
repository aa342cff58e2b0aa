// Offer status changes (000 §4, 001 §4-§5): a status is required; Conditional and Unconditional
// need a conditions list; Withdrawn and Rejected need a status reason. Allowed transitions
// between statuses are not specified, so none is refused here.

import { isBlankText, type DomainError } from "./domain-messages";

export const OFFER_STATUSES = ["Applied", "Draft", "Conditional", "Unconditional", "Withdrawn", "Rejected", "Completed"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const STATUS_REASONS = [
  "EntryCriteriaNotMet",
  "FailedAcademicAssessment",
  "FailedCredibilityAssessment",
  "FraudulentApplication",
  "CourseClosure",
  "CourseFull",
  "UnableToOfferCourse",
  "DeadlineHasPassed",
  "ClosedByApplicant",
  "AcceptedByApplicant",
  "CompletedByApplicant",
  "WithdrawnOnCompletion",
  "Other",
] as const;

export interface OfferStatusChange {
  status?: unknown;
  conditions?: unknown;
  assess?: unknown;
  statusReason?: unknown;
  statusInternalNote?: unknown;
  notifyApplicant?: unknown;
}

const NEEDS_CONDITIONS = new Set<unknown>(["Conditional", "Unconditional"]);
const NEEDS_REASON = new Set<unknown>(["Withdrawn", "Rejected"]);

/** At least one condition that is not blank. */
function hasConditions(conditions: unknown): boolean {
  return Array.isArray(conditions) && conditions.some((c) => !isBlankText(c));
}

export function validateOfferStatusChange(change: OfferStatusChange): DomainError[] {
  const { status, statusReason } = change ?? {};
  if (isBlankText(status)) return [{ path: "status", key: "offerStatus.status.required", params: {} }];
  if (!(OFFER_STATUSES as readonly unknown[]).includes(status)) return [{ path: "status", key: "offerStatus.status.invalid", params: { status: String(status) } }];
  const errors: DomainError[] = [];
  const params = { status: status as string };
  if (NEEDS_CONDITIONS.has(status) && !hasConditions(change.conditions)) {
    errors.push({ path: "conditions", key: "offerStatus.conditions.required", params });
  }
  if (NEEDS_REASON.has(status) && isBlankText(statusReason)) {
    errors.push({ path: "statusReason", key: "offerStatus.statusReason.required", params });
  } else if (!isBlankText(statusReason) && !(STATUS_REASONS as readonly unknown[]).includes(statusReason)) {
    errors.push({ path: "statusReason", key: "offerStatus.statusReason.invalid", params: { statusReason: String(statusReason) } });
  }
  return errors;
}
