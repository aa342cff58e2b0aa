// Message keys and texts. Every user-visible message comes from the catalogue; a key the
// catalogue lacks is a configuration problem found at compile time, never at run time.

import type { MessageCatalogue } from "../types";

export const REQUIRED_KEY = "common.required";
export const INVALID_KEY = "common.invalid";

/**
 * Default keys for schema keywords when a field names none; each is used only if the catalogue
 * has it, otherwise `common.invalid` (which every catalogue must have).
 */
export const SCHEMA_KEYWORD_KEYS: Readonly<Record<string, string>> = {
  required: REQUIRED_KEY,
  format: "common.invalidFormat",
  pattern: "common.invalidFormat",
  minLength: "common.tooShort",
  maxLength: "common.tooLong",
  minimum: "common.tooSmall",
  exclusiveMinimum: "common.tooSmall",
  maximum: "common.tooLarge",
  exclusiveMaximum: "common.tooLarge",
  minItems: "common.tooFew",
  maxItems: "common.tooMany",
  enum: "common.notAnOption",
  const: "common.notAnOption",
  oneOf: "common.notAnOption",
  anyOf: "common.notAnOption",
  type: INVALID_KEY,
};

/** Fills `{name}` placeholders; unknown names stay as written. */
export function formatMessage(text: string, params: Readonly<Record<string, unknown>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) && params[name] !== undefined && params[name] !== null ? String(params[name]) : whole,
  );
}

/** The placeholder names in a text. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

export function hasMessage(messages: MessageCatalogue, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(messages, key) && typeof messages[key]?.text === "string";
}
