// Generated from schemas/application/diversity-inclusion.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export type AStateFundedSchoolOrCollegeInTheUK = "StateUK";
export type AnIndependentOrFeePayingSchoolInTheUK = "IndependentUK";
export type ASchoolOrCollegeOutsideTheUK = "OutsideUK";
export type Other = "Other";
export type IPreferNotToSay = "PreferNotToSay";

export interface ApplicationDiversityInclusion {
  ethnicity?: unknown;
  hasDisability?: unknown;
  /**
   * @minItems 1
   */
  disabilityTypes?: [unknown, ...unknown[]];
  disabilityTypeOther?: string;
  isDisabilityStudentAllowance?: unknown;
  hasBeenInCare?: unknown;
  careStartDate?: unknown;
  careEndDate?: unknown;
  careDetails?: unknown;
  occupation?: string;
  lastSchoolDescription?: (
    | AStateFundedSchoolOrCollegeInTheUK
    | AnIndependentOrFeePayingSchoolInTheUK
    | ASchoolOrCollegeOutsideTheUK
    | Other
    | IPreferNotToSay
  ) &
    string;
  hasParentsInHE?: unknown;
}
