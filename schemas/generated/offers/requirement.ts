// Generated from schemas/offers/requirement.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
/**
 * 000 §3 Requirement; status and note as set through requirement updates
 */
export interface OffersRequirement {
  requirementId: string;
  requirementText?: unknown;
  conditionText?: unknown;
  status?: unknown;
  noteText?: unknown;
  /**
   * Offer requirement template (offer-requirement-templates.json), absent for a custom requirement
   */
  templateId?: string;
  level?: "condition" | "assess";
  documentType?: unknown;
}
