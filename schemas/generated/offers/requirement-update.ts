// Generated from schemas/offers/requirement-update.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
/**
 * 000 §3 / 001 §3 Requirement update (staff dialog)
 */
export interface OffersRequirementUpdate {
  status?: unknown;
  noteText?: unknown;
  conditionText?: unknown;
}
