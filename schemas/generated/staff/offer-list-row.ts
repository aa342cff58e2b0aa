// Generated from schemas/staff/offer-list-row.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
/**
 * 001 §3 Applicant offer list row
 */
export interface StaffOfferListRow {
  p_key: string;
  uni: string;
  user_id: string;
  offer_id: string;
  intake_id: string;
  application_id: string;
  status: string;
  email: string;
  known_by: string;
  given_name?: string;
  family_name?: string;
  fee_status?: string;
  nationality?: string;
  postcode?: string;
  city?: string;
  birth_country?: string;
  application_country?: string;
  residence_country?: string;
  course_id?: string;
  course_name?: string;
  course_mode?: string;
  course_entry_point?: string;
  applied_date?: string;
  issue_date?: string;
  condition_type?: string;
  applicant_status?: string;
  applicant_last_updated_at?: string;
  agent_id?: string;
  student_number?: string;
  agent_access_status?: string;
  pending_changes?: boolean;
  requirements_in_assessment?: number;
  requirements_with_condition?: number;
  new_documents_count?: number;
  /**
   * YYYY-MM-DD
   */
  stage_change_date?: string;
  /**
   * json
   */
  tags?: {
    [k: string]: unknown;
  };
}
