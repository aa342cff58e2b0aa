// Generated from schemas/application/identity.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export type Mr = "Mr";
export type Mrs = "Mrs";
export type Miss = "Miss";
export type Ms = "Ms";
export type Mx = "Mx";
export type Dr = "Dr";
export type Prof = "Prof";
export type Passport = "Passport";
export type OtherPhotoIDForExampleANationalIdentityCard = "ID";
export type IDoNotHaveEither = "None";

export interface ApplicationIdentity {
  title?: (Mr | Mrs | Miss | Ms | Mx | Dr | Prof) & string;
  givenName?: string;
  middleName?: string;
  familyName?: string;
  gender?: unknown;
  idType?: (Passport | OtherPhotoIDForExampleANationalIdentityCard | IDoNotHaveEither) & string;
  passport?: {
    passportNo?: string;
    dateOfIssue?: unknown;
    dateOfExpiry?: unknown;
    passportIssuingAuthority?: string;
  };
  passportDocument?: unknown;
  idDocument?: unknown;
  hasOtherName?: unknown;
  /**
   * @minItems 1
   */
  otherNames?: [
    {
      givenName?: string;
      middleName?: string;
      familyName?: string;
      reason?: string;
    },
    ...{
      givenName?: string;
      middleName?: string;
      familyName?: string;
      reason?: string;
    }[]
  ];
}
