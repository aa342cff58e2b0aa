// Generated from schemas/application/information-processing.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ApplicationInformationProcessing {
  informationProcessingConsent?: unknown;
}
