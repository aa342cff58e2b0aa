// Generated from schemas/staff/import-field-mapping.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
/**
 * 001 §3 Import field mapping
 */
export interface StaffImportFieldMapping {
  /**
   * by product field name
   */
  entries?: {
    [k: string]: Entry;
  };
  formats?: {
    [k: string]: Format;
  };
  sanitise?: {};
}
/**
 * This interface was referenced by `StaffImportFieldMapping`'s JSON-Schema
 * via the `definition` "entry".
 */
export interface Entry {
  /**
   * product field name
   */
  field?: string;
  /**
   * the university system's field (column) name
   */
  universityField?: string;
  /**
   * a format id of import-field-mapping.json formats
   */
  format?: string;
  validationType: "STRING" | "DATE" | "BOOLEAN" | "NUMBER";
  setupLevel: "Mandatory" | "Secondary" | "Disabled";
  defaultValue?: string | number | boolean;
  group?: "student" | "offer" | "course";
}
/**
 * This interface was referenced by `StaffImportFieldMapping`'s JSON-Schema
 * via the `definition` "format".
 */
export interface Format {
  label: string;
  kind?: string;
}
