// Generated from schemas/application/funding.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ApplicationFunding {
  primaryFundingSource?: unknown;
  otherSourceOfFunding?: string;
  isSLCGrant?: unknown;
  isSLCLoan?: unknown;
  isPlanningToWork?: unknown;
}
