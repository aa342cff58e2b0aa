// Generated from schemas/checklist/questionnaire-1.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ChecklistQuestionnaire1 {
  whyUK?: string;
  courseReasons?: (
    | "Course content and modules"
    | "Career prospects"
    | "Work placement or links with industry"
    | "Teaching and research reputation"
    | "Entry requirements"
    | "Length of the course"
    | "Other"
  )[];
  courseReasonOther?: string;
}
