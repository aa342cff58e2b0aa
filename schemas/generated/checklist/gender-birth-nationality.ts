// Generated from schemas/checklist/gender-birth-nationality.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ChecklistGenderBirthNationality {
  gender?: unknown;
  genderSelfDescription?: string;
  dob?: unknown;
  birthCountry?: unknown;
  nationality?: unknown;
  hasOtherNationality?: unknown;
  otherNationalityNumber?: 1 | 2 | 3 | 4 | 5;
  otherNationality?: unknown;
  otherNationalityCurrent?: unknown;
  isCountryOfNationality?: unknown;
  countryOfVisaApplication?: unknown;
  livedInUKLast12Months?: unknown;
}
