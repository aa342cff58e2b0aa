// Naming schema documents: a form names its schema by key (`{ "$ref": "application/identity" }`)
// and schemas refer to one another by key; keys become absolute URIs under SCHEMA_BASE. No ajv
// here, so the browser can resolve references too.
import type { JsonSchema } from "../types";
import { isRecord } from "./field-paths";

export const SCHEMA_BASE = "https://schemas.casshield.example/";

/** Splits `key#fragment`; a ref starting with "#" stays within its document. */
export function splitRef(ref: string): { base: string; fragment: string | null } {
  const hash = ref.indexOf("#");
  return hash === -1 ? { base: ref, fragment: null } : { base: ref.slice(0, hash), fragment: ref.slice(hash + 1) };
}

const isAbsolute = (ref: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(ref);
export const idOf = (key: string): string => (isAbsolute(key) ? key : SCHEMA_BASE + key);

/**
 * The key a reference names. A bare key ("common") is a key; a path starting with "./" or "../"
 * is relative to the referring document's key, as schema files written with `$id`s under
 * SCHEMA_BASE expect ("../common" inside "application/identity" is "common"); an absolute URI
 * under SCHEMA_BASE names the key after the base.
 */
export function keyOf(base: string, fromKey: string): string {
  if (base.startsWith("./") || base.startsWith("../")) {
    const resolved = new URL(base, SCHEMA_BASE + fromKey).href;
    return resolved.startsWith(SCHEMA_BASE) ? resolved.slice(SCHEMA_BASE.length) : resolved;
  }
  return base.startsWith(SCHEMA_BASE) ? base.slice(SCHEMA_BASE.length) : base;
}

/** The root of a `{ "$ref": key }` form schema, or null when the schema is written inline. */
export function rootRefOf(schema: JsonSchema): string | null {
  if (!isRecord(schema)) return null;
  const keys = Object.keys(schema);
  const ref = schema.$ref;
  return keys.length === 1 && typeof ref === "string" && !ref.startsWith("#") ? ref : null;
}
