// Generated from schemas/checklist/share-code.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ChecklistShareCode {
  shareCode?: string;
  generatedToday?: boolean;
  shareCodeGenerateDate?: unknown;
  immigrationStatus?: unknown;
  startDate?: unknown;
  validUntil?: unknown;
  detailsOfStatusGranted?: unknown;
}
