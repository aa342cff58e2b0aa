// Generated from schemas/checklist/questionnaire-3.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ChecklistQuestionnaire3 {
  otherCoursesConsidered?: string;
  otherUniversitiesConsidered?: string;
  courseAlignCareerReason?: string;
  uniResearchMethod?: (
    | "University website"
    | "Open day or online event"
    | "University rankings"
    | "Social media"
    | "Education agent"
    | "Friends or family"
    | "Other"
  )[];
  uniResearchMethodOther?: string;
}
