// Generated from schemas/application/declarations.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ApplicationDeclarations {
  interruptedStudy?: unknown;
  detailedInterruptionReason?: unknown;
  criminalConvictions?: unknown;
  offenceDetails?: unknown;
}
