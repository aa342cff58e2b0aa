// Generated from schemas/checklist/passport-details.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export type IHaveAValidPassport = "Valid";
export type IHaveAppliedForANewPassportAndAmWaitingForIt = "Awaiting";

export interface ChecklistPassportDetails {
  passportStatus?: (IHaveAValidPassport | IHaveAppliedForANewPassportAndAmWaitingForIt) & string;
  passportNumber?: string;
  passportExpiryDate?: unknown;
  passportExpectedDate?: unknown;
}
