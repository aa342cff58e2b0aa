// Generated from schemas/application/your-contact-details.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ApplicationYourContactDetails {
  givenName?: string;
  middleName?: string;
  familyName?: string;
  knownBy?: string;
  dob?: unknown;
  email?: unknown;
  phoneNumber?: unknown;
}
