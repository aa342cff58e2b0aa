// Generated from schemas/offers/payment.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
/**
 * 000 §3 / 001 §3 Payment (payment page, proof-of-payment page and staff review)
 */
export interface OffersPayment {
  paymentMethod?: unknown;
  depositDetail?: DepositDetail;
  sponsorshipDetail?: SponsorshipDetail;
  slcDetail?: SlcDetail;
  proofOfPayment?: ProofOfPayment;
  status?: unknown;
  statusInternalNote?: unknown;
}
/**
 * This interface was referenced by `OffersPayment`'s JSON-Schema
 * via the `definition` "depositDetail".
 */
export interface DepositDetail {
  /**
   * whole pounds
   */
  depositAmount?: number;
  /**
   * YYYY-MM-DD
   */
  paymentDate?: string;
}
/**
 * This interface was referenced by `OffersPayment`'s JSON-Schema
 * via the `definition` "sponsorshipDetail".
 */
export interface SponsorshipDetail {
  sponsorType?: unknown;
  sponsorName?: unknown;
  isSponsorOrgMultinational?: boolean;
}
/**
 * This interface was referenced by `OffersPayment`'s JSON-Schema
 * via the `definition` "slcDetail".
 */
export interface SlcDetail {
  /**
   * Student Loans Company customer reference number: exactly 11 digits
   */
  customerRefNumber?: string;
  /**
   * Student support number: exactly 13 digits
   */
  studentSupportNumber?: string;
}
/**
 * This interface was referenced by `OffersPayment`'s JSON-Schema
 * via the `definition` "proofOfPayment".
 */
export interface ProofOfPayment {
  fileName?: string;
  s3Keys?: string[];
  sKey?: string;
  urls?: string[];
  status?: unknown;
  statusInternalNote?: unknown;
}
