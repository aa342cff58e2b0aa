// Generated from schemas/offers/offer-document.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
/**
 * 000 §2 Conditions pages (passport, photo-id, ..., {requirementId}): one page for every condition slug; the document type comes from offer-documents.json
 */
export interface OffersOfferDocument {
  files?: unknown[];
}
