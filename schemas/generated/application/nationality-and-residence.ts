// Generated from schemas/application/nationality-and-residence.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ApplicationNationalityAndResidence {
  applyingFrom?: unknown;
  countryOfBirth?: unknown;
  nationalityForApplicationPurposes?: unknown;
  isOnlyCountry?: unknown;
  /**
   * @minItems 1
   */
  otherNationalities?: [
    {
      nationality?: unknown;
      isCurrent?: unknown;
    },
    ...{
      nationality?: unknown;
      isCurrent?: unknown;
    }[]
  ];
  primaryResidence?: {
    countryOfResidence?: unknown;
    description?: unknown;
    areaOfResidence?: unknown;
    entryIntoUKDate?: unknown;
  };
  isOtherResidence?: unknown;
  /**
   * @minItems 1
   */
  otherResidences?: [
    {
      countryOfResidence?: unknown;
      yearOfResidence?: unknown;
    },
    ...{
      countryOfResidence?: unknown;
      yearOfResidence?: unknown;
    }[]
  ];
  statementsCorrect?: unknown;
}
