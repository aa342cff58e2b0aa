// Generated from schemas/staff/student-records-integration.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
/**
 * 001 §3 Student-records integration settings
 */
export interface StaffStudentRecordsIntegration {
  integrationSystem?: "oracle" | "sits" | "ellucian";
  cacheType?: "dbAggregatorJob";
  ellucianEnabled?: boolean;
  ellucianAuthMethod?: "Basic" | "OAuth" | "SecretToken";
  ellucianUrl?: string;
  ellucianUrlBasePath?: string;
  ellucianUserName?: string;
  ellucianPassword?: string;
  ellucianClientId?: string;
  ellucianSecret?: string;
  ellucianToken?: string;
  ellucianOAuthScope?: string;
  ellucianValueMappings?: {
    fieldType?: string;
    mappings?: {
      source?: string;
      target?: string;
    }[];
  }[];
  ellucianFeatures?: {
    label?: string;
    enable?: boolean;
  }[];
}
