// Generated from schemas/application/terms-conditions.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ApplicationTermsConditions {
  termsAndConditionsConsent?: unknown;
}
