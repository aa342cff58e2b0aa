// Generated from schemas/checklist/visa-support.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ChecklistVisaSupport {
  visaSupport?: unknown;
}
