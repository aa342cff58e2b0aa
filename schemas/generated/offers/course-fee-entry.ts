// Generated from schemas/offers/course-fee-entry.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
/**
 * 001 §3 Offer course fee / intake entry; money in whole pounds
 */
export interface OffersCourseFeeEntry {
  intakeId?: string;
  courseId?: string;
  entryPoint?: unknown;
  /**
   * YYYY-MM-DD
   */
  startDate?: string;
  /**
   * YYYY-MM-DD
   */
  endDate?: string;
  fee?: number;
  feeTotal?: number;
  scholarships?: (FixedScholarship | PercentageScholarship)[];
}
/**
 * This interface was referenced by `OffersCourseFeeEntry`'s JSON-Schema
 * via the `definition` "fixedScholarship".
 */
export interface FixedScholarship {
  type: "FIXED";
  name: unknown;
  amount: number;
}
/**
 * This interface was referenced by `OffersCourseFeeEntry`'s JSON-Schema
 * via the `definition` "percentageScholarship".
 */
export interface PercentageScholarship {
  type: "PERCENTAGE";
  name: unknown;
  percentage: number;
}
