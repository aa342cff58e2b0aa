// Generated from schemas/application/accuracy-of-data.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ApplicationAccuracyOfData {
  accuracyOfDataConsent?: unknown;
}
