// Offer statuses (000 §4): the values the offer workflow's configuration is
// checked against (rules/config/compile-configuration.ts). What a change needs is configured
// (offer-workflow.json), not written here.

export const OFFER_STATUSES = ["Applied", "Draft", "Conditional", "Unconditional", "Withdrawn", "Rejected", "Completed"] as const;
