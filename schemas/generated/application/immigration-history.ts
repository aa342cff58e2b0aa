// Generated from schemas/application/immigration-history.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export type AtAHigherLevelThanMyPreviousCourse = "Higher";
export type AtTheSameLevelAsMyPreviousCourse = "Same";
export type AtALowerLevelThanMyPreviousCourse = "Lower";

export interface ApplicationImmigrationHistory {
  isVisaRequired?: unknown;
  visaExemptionReason?: unknown;
  hasVisaForCurrentOrPreviousUkStudy?: unknown;
  /**
   * @minItems 1
   */
  ukStudentVisas?: [
    {
      studentVisaType?: unknown;
      visaNotListedCustomValue?: string;
      levelOfStudy?: unknown;
      visaReceivedYear?: unknown;
      isCourseCompleted?: unknown;
      compareCourse?: (
        AtAHigherLevelThanMyPreviousCourse | AtTheSameLevelAsMyPreviousCourse | AtALowerLevelThanMyPreviousCourse
      ) &
        string;
    },
    ...{
      studentVisaType?: unknown;
      visaNotListedCustomValue?: string;
      levelOfStudy?: unknown;
      visaReceivedYear?: unknown;
      isCourseCompleted?: unknown;
      compareCourse?: (
        AtAHigherLevelThanMyPreviousCourse | AtTheSameLevelAsMyPreviousCourse | AtALowerLevelThanMyPreviousCourse
      ) &
        string;
    }[]
  ];
  hasStudentVisaForThisUkStudy?: unknown;
  hasEuEeaSwitzerlandExperience?: unknown;
  hasEuFamilyMember?: unknown;
  hasNonStudentVisaOrPermit?: unknown;
  /**
   * @minItems 1
   */
  ukNonStudentVisaOrPermit?: [
    {
      studentVisaType?: unknown;
      visaNotListedCustomValue?: string;
      issuedDate?: unknown;
      validTill?: unknown;
    },
    ...{
      studentVisaType?: unknown;
      visaNotListedCustomValue?: string;
      issuedDate?: unknown;
      validTill?: unknown;
    }[]
  ];
  hasPreviousVisaRefusal?: unknown;
  /**
   * @minItems 1
   */
  ukVisaRefusals?: [
    {
      refusedVisaType?: unknown;
      visaRefusalYear?: unknown;
    },
    ...{
      refusedVisaType?: unknown;
      visaRefusalYear?: unknown;
    }[]
  ];
  hasPreviousNonUkVisaRefusal?: unknown;
  /**
   * @minItems 1
   */
  nonUkVisaRefusals?: [
    {
      visaRefusalCountry?: unknown;
      isStudentVisaRefused?: unknown;
      visaRefusalYear?: unknown;
    },
    ...{
      visaRefusalCountry?: unknown;
      isStudentVisaRefused?: unknown;
      visaRefusalYear?: unknown;
    }[]
  ];
}
