// Generated from schemas/offers/offer-acceptance.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
/**
 * 000 §2 offer-acceptance page: the applicant accepts or declines (one page, wording by offer type)
 */
export interface OffersOfferAcceptance {
  applicantStatus?: unknown;
}
