// Generated from schemas/checklist/offer-evidence.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ChecklistOfferEvidence {
  offerEvidence?: string;
}
