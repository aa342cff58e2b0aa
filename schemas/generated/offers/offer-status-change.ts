// Generated from schemas/offers/offer-status-change.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
/**
 * 001 §3 Offer status change (staff dialog)
 */
export interface OffersOfferStatusChange {
  status?: unknown;
  conditions?: unknown[];
  assess?: unknown[];
  statusReason?: unknown;
  statusInternalNote?: unknown;
  notifyApplicant?: boolean;
}
