// Generated from schemas/checklist/enrolment-support.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ChecklistEnrolmentSupport {
  withAgent?: unknown;
  agencyName?: string;
  agentName?: string;
  agentEmail?: unknown;
}
