// Generated from schemas/checklist/questionnaire-4.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ChecklistQuestionnaire4 {
  courseAndLivingWithoutWorking?: unknown;
  workWhileStudy?: unknown;
  furtherStudyCareerPlan?: string;
}
