// Generated from schemas/application/your-highest-qualification.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ApplicationYourHighestQualification {
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
