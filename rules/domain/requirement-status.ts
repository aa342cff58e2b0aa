// Requirement statuses (000 §4): the values the offer workflow's configuration is checked
// against (rules/config/compile-configuration.ts).

export const REQUIREMENT_STATUSES = ["Assess", "Satisfied", "Condition", "Exempt", "NotSatisfied"] as const;
