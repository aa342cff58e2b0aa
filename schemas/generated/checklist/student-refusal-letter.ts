// Generated from schemas/checklist/student-refusal-letter.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export type Yes = "Yes";
export type No = "No";
export type None = "None";

export interface ChecklistStudentRefusalLetter {
  refusalDate?: unknown;
  applicationDate?: unknown;
  attendedInterview?: unknown;
  refusalGrounds?: unknown[];
  refusalGroundsInfo?: unknown;
  appliedForAdminReview?: (Yes | No | None) & string;
  adminReviewDate?: unknown;
}
