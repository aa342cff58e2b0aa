// Generated from schemas/staff/sponsorship.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
/**
 * 001 §3 Sponsorship or scholarship; living-fund fields from 002 §3.2
 */
export interface StaffSponsorship {
  scholarshipName?: string;
  courseFundType?: "Full" | "Percentage" | "Amount";
  courseFundAmount?: number;
  courseFundPercentage?: number;
  courseAndLivingFundType?: "Full" | "Percentage" | "Amount";
  courseAndLivingFundAmount?: number;
  courseAndLivingFundPercentage?: number;
  livingFundType?: "Full" | "Percentage" | "Amount";
  livingFundAmountType?: string;
  livingFundAmount?: number | null;
  livingFundPercentage?: number;
  /**
   * course names the sponsorship covers
   */
  sponsorshipCovers?: string[];
}
