// Generated from schemas/staff/new-applicant.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
/**
 * 001 §3 Agent-created applicant with the duplicate check (studentNo, isDuplicate)
 */
export interface StaffNewApplicant {
  givenName?: string;
  middleName?: string;
  familyName?: string;
  email?: unknown;
  nationality?: unknown;
  feeStatus?: unknown;
  highestQualificationCode?: unknown;
  agentId?: string;
  isVisaRequired?: boolean;
  /**
   * YYYY-MM-DD
   */
  dob?: string;
  phoneNumber?: unknown;
  studentNo?: string;
  isDuplicate?: boolean;
}
