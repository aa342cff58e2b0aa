// Generated from schemas/staff/interview-settings.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
/**
 * 001 §9 Recorded-interview settings: the university's default and trap questions
 */
export interface StaffInterviewSettings {
  questions?: unknown[];
}
