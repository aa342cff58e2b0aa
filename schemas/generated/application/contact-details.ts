// Generated from schemas/application/contact-details.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ApplicationContactDetails {
  residentialAddress?: unknown;
  residentialPhoneNo?: unknown;
  contactAddressSameAsResidential?: unknown;
  contactAddress?: unknown;
  termAddressSameAsPermanent?: unknown;
  termAddress?: unknown;
  hasUkAccommodation?: unknown;
  ukAccommodationType?: unknown;
  ukAccommodationAddress?: unknown;
  ukAccommodationPhone?: unknown;
}
