// The message keys domain checks return, with their wording, for the catalogue author to copy
// into tenant-configs (texts live in the catalogue; rules/ returns keys and params only).
// `spec` says where the wording comes from; "ours" marks wording the specs do not give.

import type { MessageEntry } from "../types";

export interface DomainError {
  /** The field the message belongs to. */
  path: string;
  key: string;
  params: Record<string, string | number>;
}

export const DOMAIN_MESSAGE_KEYS: ReadonlyArray<MessageEntry & { key: string }> = [
  { key: "offerStatus.status.required", text: "Status is required", spec: "001 §5 Offer status change: status required (wording ours)" },
  { key: "offerStatus.status.invalid", text: "Select a valid status", spec: "000 §4 Offer status values (wording ours)" },
  { key: "offerStatus.conditions.required", text: "Status {status} requires conditions", spec: "000 §4, 001 §4 Offer status" },
  { key: "offerStatus.statusReason.required", text: "Status {status} requires status reason", spec: "000 §4, 001 §4 Offer status" },
  { key: "offerStatus.statusReason.invalid", text: "Select a valid status reason", spec: "000 §4 Status reasons (wording ours)" },
  { key: "requirement.status.required", text: "Status is required", spec: "000 §4 Requirement status (wording ours)" },
  { key: "requirement.status.invalid", text: "Select a valid status", spec: "000 §4 Requirement status (wording ours)" },
  { key: "requirement.conditionText.required", text: "Condition text is required", spec: "000 §4 Condition needs conditionText (wording ours)" },
  { key: "requirement.note.exemptReason", text: "A reason is required to exempt this requirement", spec: "000 §4 Exempt needs a reason note (wording ours)" },
  { key: "requirement.note.resetCondition", text: "A note is required to reset a condition", spec: "000 §4 Resetting a Condition requires a note (wording ours)" },
  {
    key: "tbTest.notRequired",
    text: "Your responses indicated you do not require a TB test. This item will be marked as Done. You may be contacted for more information.",
    spec: "002 §5.6 TB test",
  },
];

/** Blank: absent, or a string of white space only. */
export function isBlankText(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === "string" && value.trim() === "");
}
