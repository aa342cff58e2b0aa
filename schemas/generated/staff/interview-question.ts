// Generated from schemas/staff/interview-question.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
/**
 * 001 §3 Interview question; limits 001 §9
 */
export interface StaffInterviewQuestion {
  question?: string;
  description?: unknown;
  /**
   * answer time in seconds; 0 = unlimited, otherwise 15 to 240
   */
  duration?: number;
  /**
   * preparation time in seconds, up to 10 minutes
   */
  thinkingTime?: number;
  retakes?: number;
  questionType?: "Standard" | "Trap";
}
