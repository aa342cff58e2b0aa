// Generated from schemas/checklist/course-details.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ChecklistCourseDetails {
  isCourseNotListed?: boolean;
  autoCourseName?: string;
  manualCourseName?: string;
  courseLevel?: unknown;
  courseLevelOther?: string;
  cah3?: string;
  courseFee?: unknown;
  courseScholarshipAmount1?: unknown | null;
  courseFeeAfterScholarship?: unknown;
  courseFeeDeposit?: unknown;
  startDate?: unknown;
  endDate?: unknown;
  isWorkPlacement?: unknown;
  /**
   * from the university's course record
   */
  isAtas?: boolean;
  /**
   * from the university's course record
   */
  innerLondon?: boolean;
  /**
   * from the university's course record
   */
  lastAcceptanceDate?: unknown;
}
