// Generated from schemas/offers/banner-text.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
/**
 * 001 §3 Banner text (offer letter start and end text)
 */
export interface OffersBannerText {
  startText?: unknown;
  endText?: unknown;
}
