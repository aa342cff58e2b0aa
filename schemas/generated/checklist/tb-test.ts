// Generated from schemas/checklist/tb-test.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ChecklistTbTest {
  isReturningUKResident?: unknown;
  awayFromUKMoreThan2Yrs?: unknown;
  hasLivedInExemptCountry?: unknown;
  hasStayedInExemptCountry?: unknown;
  isTBTestPending?: unknown;
}
