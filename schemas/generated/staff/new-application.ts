// Generated from schemas/staff/new-application.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
/**
 * 001 §3 / 000 §3 New application by an agent
 */
export interface StaffNewApplication {
  email?: unknown;
  preferredName?: string;
  universityId?: string;
  /**
   * @minItems 1
   * @maxItems 1
   */
  programmeChoices?: [ProgrammeChoice];
  feeStatus?: unknown;
  nationality?: string;
  /**
   * YYYY-MM-DD
   */
  dob?: string;
  phoneNumber?: unknown;
  agentConsent?: boolean;
}
/**
 * This interface was referenced by `StaffNewApplication`'s JSON-Schema
 * via the `definition` "programmeChoice".
 */
export interface ProgrammeChoice {
  intakeId?: unknown;
  intendedLevelOfStudy?: unknown;
  mode?: unknown;
  courseName?: string;
  courseId?: string;
  entryPoint?: unknown;
}
