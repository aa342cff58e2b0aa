// Generated from schemas/application/personal-statement.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ApplicationPersonalStatement {
  hasPersonalStatementDocument?: unknown;
  personalStatementDocument?: unknown;
}
