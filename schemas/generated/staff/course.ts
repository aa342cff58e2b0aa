// Generated from schemas/staff/course.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
/**
 * 001 §3 Course; also the data of the course-setup form
 */
export interface StaffCourse {
  p_key?: string;
  s_key?: string;
  username?: string;
  lastModified?: string;
  shortId?: string;
  name?: string;
  shortName?: string;
  availableHome?: boolean;
  feeHome?: number;
  feeHomeTotal?: number;
  availableOverseas?: boolean;
  feeOverseas?: number;
  feeOverseasTotal?: number;
  mode?: unknown;
  startMonthHome?: unknown;
  /**
   * course length in years
   */
  duration?: {
    min?: number;
    max?: number;
  };
  /**
   * YYYY-MM-DD
   */
  startDateHome?: string;
  /**
   * YYYY-MM-DD
   */
  endDateHome?: string;
  /**
   * YYYY-MM-DD
   */
  lastAcceptanceDate?: string;
  award?: unknown;
  entryPoints?: unknown[];
  campus?: string[];
  department?: string;
  faculty?: string;
  category?: string;
  isHTQ?: boolean;
  hecos?: {
    /**
     * HECoS subject code (schemas/reference/hecos-subjects.json)
     */
    code?: string;
    percentage?: number;
  }[];
  abbreviatedTitle?: string;
  UCASApplyCode?: string;
  UCASFacultyCode?: string;
  availability?: {
    type?: "all" | "limited_partners";
    allowedPartners?: string[];
  };
}
