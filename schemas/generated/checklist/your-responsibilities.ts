// Generated from schemas/checklist/your-responsibilities.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ChecklistYourResponsibilities {
  confirmsAttendance?: boolean;
  confirmsWorkConditions?: boolean;
  confirmsChangeOfCircumstances?: boolean;
  confirmsTrueInformation?: boolean;
}
