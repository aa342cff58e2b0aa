// Generated from schemas/application/education-history.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export type HighSchool = "HighSchool";
export type Undergraduate = "Undergraduate";
export type Postgraduate = "Postgraduate";
export type IHaveMyFinalResults = "FinalResults";
export type IHaveInterimResults = "InterimResults";
export type IDoNotHaveAnyResultsYet = "NoResults";

export interface ApplicationEducationHistory {
  latestEntry?: StudyHistory;
  previousEntries?: StudyHistory[];
}
/**
 * This interface was referenced by `ApplicationEducationHistory`'s JSON-Schema
 * via the `definition` "studyHistory".
 */
export interface StudyHistory {
  level?: (HighSchool | Undergraduate | Postgraduate) & string;
  resultStatus?: (IHaveMyFinalResults | IHaveInterimResults | IDoNotHaveAnyResultsYet) & string;
  country?: unknown;
  institutionName?: string;
  institutionAddress?: string;
  date?: unknown;
  validUntil?: unknown;
  academicTranscriptDocument?: unknown;
  qualifications?: Qualification[];
}
/**
 * This interface was referenced by `ApplicationEducationHistory`'s JSON-Schema
 * via the `definition` "qualification".
 */
export interface Qualification {
  level?: unknown;
  otherQualificationName?: string;
  subject?: string;
  gradeSystem?: unknown;
  grade?: string;
  graduationDate?: unknown;
  taughtInEnglish?: unknown;
  modules?: {
    subject?: string;
    grade?: string;
  }[];
}
