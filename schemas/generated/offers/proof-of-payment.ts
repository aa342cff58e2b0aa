// Generated from schemas/offers/proof-of-payment.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
/**
 * 000 §2 proof-of-payment page: the uploaded evidence and its review
 */
export interface OffersProofOfPayment {
  proofOfPayment?: unknown;
}
