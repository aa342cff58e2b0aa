// Generated from schemas/application/fee-status.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ApplicationFeeStatus {
  feeStatus?: unknown;
  nationality?: unknown;
}
