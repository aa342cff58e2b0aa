// Generated from schemas/checklist/contact-and-address.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ChecklistContactAndAddress {
  homeAddress?: string;
  city?: string;
  country?: unknown;
  postcode?: string;
  phoneNumber?: unknown;
}
