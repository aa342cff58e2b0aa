// Generated from schemas/application/your-highest-education.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export type HighSchool = "HighSchool";
export type Undergraduate = "Undergraduate";
export type Postgraduate = "Postgraduate";
export type IHaveMyFinalResults = "FinalResults";
export type IHaveInterimResults = "InterimResults";
export type IDoNotHaveAnyResultsYet = "NoResults";

export interface ApplicationYourHighestEducation {
  level?: (HighSchool | Undergraduate | Postgraduate) & string;
  resultStatus?: (IHaveMyFinalResults | IHaveInterimResults | IDoNotHaveAnyResultsYet) & string;
  country?: unknown;
  institutionName?: string;
  institutionAddress?: string;
  date?: unknown;
  validUntil?: unknown;
  academicTranscriptDocument?: unknown;
}
