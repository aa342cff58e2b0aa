// Generated from schemas/offers/applicant-decision.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
/**
 * 001 §3 Applicant decision on an offer
 */
export interface OffersApplicantDecision {
  applicantStatus?: unknown;
}
