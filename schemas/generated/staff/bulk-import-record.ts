// Generated from schemas/staff/bulk-import-record.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
/**
 * 001 §3 Bulk import record, import offer and import course. Free text is sanitised before validation (trimmed, control characters removed, cut to 1000, blank dropped); phone keeps digits, plus and minus.
 */
export interface StaffBulkImportRecord {
  studentNo: string;
  email: string;
  familyName: string;
  givenName: string;
  uni: string;
  source?: "CSV" | "SFTP" | "SITS" | "APPLY";
  otherName?: string;
  /**
   * YYYY-MM-DD
   */
  dob?: string;
  phone?: string;
  nationality?: string;
  placeOfBirth?: string;
  countryOfBirth?: string;
  gender?: string;
  addressLine1?: string;
  addressLine2?: string;
  addressLine3?: string;
  city?: string;
  country?: string;
  postcode?: string;
  passportNumber?: string;
  /**
   * YYYY-MM-DD
   */
  passportExpiry?: string;
  ucasId?: string;
  applicationId?: string;
  englishLevelAttained?: string;
  englishTestProvider?: string;
  prevUKStudy?: boolean;
  criminalConvictions?: boolean;
  withAgent?: boolean;
  agentName?: string;
  agentCompany?: string;
  offers?: ImportOffer[];
}
/**
 * This interface was referenced by `StaffBulkImportRecord`'s JSON-Schema
 * via the `definition` "importOffer".
 */
export interface ImportOffer {
  intakeId?: string;
  offerId?: string;
  courses?: ImportCourse[];
  withAgent?: boolean;
  agentName?: string;
  agentCompany?: string;
  scholarshipTitle?: string;
  scholarshipAmount?: number;
  courseCode?: string;
  courseId?: string;
  courseName?: string;
}
/**
 * This interface was referenced by `StaffBulkImportRecord`'s JSON-Schema
 * via the `definition` "importCourse".
 */
export interface ImportCourse {
  title?: string;
  level?: string;
  conditional?: boolean;
  /**
   * YYYY-MM-DD
   */
  startDate?: string;
  /**
   * YYYY-MM-DD
   */
  endDate?: string;
  isFullTime?: boolean;
  hoursPerWeek?: number;
  isATASRequired?: boolean;
  courseFeeFirstYear?: number;
  courseScholarshipTitle1?: string;
  courseScholarshipAmount1?: number;
  coursesAccepted?: boolean;
  conditionText1?: string;
  conditionText2?: string;
  conditionText3?: string;
  conditionText4?: string;
  conditionText5?: string;
  studyAddressLine1?: string;
  studyAddressLine2?: string;
  studyCity?: string;
  studyCountry?: string;
  studyPostcode?: string;
  isWorkPlacement?: boolean;
  workPlacementPerc?: number;
  workPlacementText?: string;
}
