// Generated from schemas/checklist/questionnaire-2.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ChecklistQuestionnaire2 {
  uniReasons?: (
    | "Ranking or reputation of the university"
    | "Location"
    | "Campus and facilities"
    | "Cost and scholarships"
    | "Recommended by family, friends or an agent"
    | "Support for international students"
    | "Other"
  )[];
  uniReasonOther?: string;
  uniChoiceReason1?: string;
  uniChoiceReason2?: string;
  uniChoiceReason3?: string;
  campus?: string;
}
