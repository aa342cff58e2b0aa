// Generated from schemas/checklist/previous-visa.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ChecklistPreviousVisa {
  visaType?: unknown;
  startDate?: unknown;
  endDate?: unknown;
}
