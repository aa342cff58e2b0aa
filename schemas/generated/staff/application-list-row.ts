// Generated from schemas/staff/application-list-row.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
/**
 * 001 §3 Application list row: the offer row's required keys except offer_id and status; intake_id is listed among the optional keys, so it is optional
 */
export interface StaffApplicationListRow {
  p_key: string;
  uni: string;
  user_id: string;
  application_id: string;
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
  dob?: string;
  phone_number?: string;
  ucas_id?: string;
  gender?: string;
  application_status?: string;
  intake_id?: string;
  intended_level_of_study?: string;
}
