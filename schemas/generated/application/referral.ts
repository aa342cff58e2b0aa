// Generated from schemas/application/referral.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export type NoThisIsMyFirstApplication = "FirstTime";
export type IHaveAppliedBeforeButDidNotStudyHere = "AppliedBefore";
export type IHaveStudiedHereBefore = "StudiedBefore";

export interface ApplicationReferral {
  firstApplicationStatus?: (
    NoThisIsMyFirstApplication | IHaveAppliedBeforeButDidNotStudyHere | IHaveStudiedHereBefore
  ) &
    string;
  referralSource?: unknown;
  studentReferrerName?: string;
  previousApplicationOrStudentNumber?: string;
  previousStudentNumber?: string;
  ucasId?: string;
}
