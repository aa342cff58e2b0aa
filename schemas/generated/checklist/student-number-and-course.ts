// Generated from schemas/checklist/student-number-and-course.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ChecklistStudentNumberAndCourse {
  studentNumber?: string;
  campus?: string;
  casReceived?: unknown;
}
