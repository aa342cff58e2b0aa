// Generated from schemas/checklist/english-test.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ChecklistEnglishTest {
  hasEnglishTest?: unknown;
  englishTestProvider?: unknown;
  englishTestScore?: string;
  englishTestDate?: unknown;
  englishTestReference?: string;
  englishTestNotTakenReason?: unknown;
}
