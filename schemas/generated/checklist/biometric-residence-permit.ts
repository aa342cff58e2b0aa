// Generated from schemas/checklist/biometric-residence-permit.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ChecklistBiometricResidencePermit {
  hasDocument?: unknown;
  dateOfIssue?: unknown;
  validUntil?: unknown;
}
