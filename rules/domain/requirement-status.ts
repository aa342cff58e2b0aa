// Requirement status updates (000 §4, 001 §4): Condition needs conditionText; Exempt needs a
// reason note; moving a requirement off Condition needs a note.

import { isBlankText, type DomainError } from "./domain-messages";

export const REQUIREMENT_STATUSES = ["Assess", "Satisfied", "Condition", "Exempt", "NotSatisfied"] as const;
export type RequirementStatus = (typeof REQUIREMENT_STATUSES)[number];

export interface RequirementUpdate {
  status?: unknown;
  noteText?: unknown;
  conditionText?: unknown;
}

/** @param previousStatus the requirement's status before this update, if it has one. */
export function validateRequirementUpdate(update: RequirementUpdate, previousStatus?: string | null): DomainError[] {
  const { status, noteText, conditionText } = update ?? {};
  if (isBlankText(status)) return [{ path: "status", key: "requirement.status.required", params: {} }];
  if (!(REQUIREMENT_STATUSES as readonly unknown[]).includes(status)) return [{ path: "status", key: "requirement.status.invalid", params: { status: String(status) } }];
  const errors: DomainError[] = [];
  if (status === "Condition" && isBlankText(conditionText)) {
    errors.push({ path: "conditionText", key: "requirement.conditionText.required", params: {} });
  }
  if (isBlankText(noteText)) {
    if (status === "Exempt") errors.push({ path: "noteText", key: "requirement.note.exemptReason", params: {} });
    else if (previousStatus === "Condition" && status !== "Condition") {
      errors.push({ path: "noteText", key: "requirement.note.resetCondition", params: { status: status as string } });
    }
  }
  return errors;
}
