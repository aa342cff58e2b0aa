// Generated from schemas/checklist/visa-refusal.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ChecklistVisaRefusal {
  refusalDate?: unknown;
  hasVisaRefusalDoc?: unknown;
  hasNoVisaRefusalDocReason?: unknown;
}
