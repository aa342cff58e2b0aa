// Generated from schemas/checklist/criminal-convictions.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ChecklistCriminalConvictions {
  hasCriminalConvictions?: unknown;
  criminalConvictionsReason?: unknown;
}
