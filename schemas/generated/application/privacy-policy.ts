// Generated from schemas/application/privacy-policy.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ApplicationPrivacyPolicy {
  privacyPolicyConsent?: unknown;
}
