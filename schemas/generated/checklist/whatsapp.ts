// Generated from schemas/checklist/whatsapp.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ChecklistWhatsapp {
  whatsAppOptIn?: unknown;
  whatsAppNumber?: unknown;
}
