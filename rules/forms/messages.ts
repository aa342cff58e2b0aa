// Message keys and texts. Every user-visible message comes from the catalogue; a key the
// catalogue lacks is a configuration problem found at compile time, never at run time.

import type { MessageCatalogue } from "../types";

export const REQUIRED_KEY = "common.required";
export const INVALID_KEY = "common.invalid";

/** A date whose year is not 4 numbers: said as such, never read as a two-digit year. */
export const YEAR_DIGITS_KEY = "common.yearFourDigits";

/** A date typed with a year of fewer than 4 numbers ("20-01-05"). */
const SHORT_YEAR_DATE = /^\d{1,3}-\d{1,2}(-\d{1,2})?$/;

/**
 * The message key for a failing schema keyword on a field: the field's own, its required message
 * for an empty mandatory answer, the four-digit-year message for a short year, else the common
 * key for the keyword (when the catalogue has it) or `common.invalid`. The server's validation and
 * the browser's checks both ask this.
 */
export function schemaKeywordMessageKey(
  field: { messages: Readonly<Record<string, string>>; requiredMessage: string } | undefined,
  keyword: string,
  value: unknown,
  has: (key: string) => boolean,
): string {
  const own = field?.messages[keyword];
  if (!own && (keyword === "required" || keyword === "dependentRequired") && field) return field.requiredMessage;
  if (keyword === "format" && typeof value === "string" && SHORT_YEAR_DATE.test(value) && has(YEAR_DIGITS_KEY)) return YEAR_DIGITS_KEY;
  if (own) return own;
  const fallback = SCHEMA_KEYWORD_KEYS[keyword];
  return fallback && has(fallback) ? fallback : INVALID_KEY;
}

/** Widgets answered by choosing (GOV.UK: "Select …"); the rest are typed ("Enter …"). */
const CHOOSE_WIDGETS = new Set(["select", "radios", "yes-no", "checkboxes", "country", "autosuggest", "consent", "month-select"]);

/** The message an empty mandatory field gets when its definition names none, by how it is answered. */
export function defaultRequiredKey(widget: string | undefined): string {
  if (widget === "upload") return "common.required.upload";
  if (widget && CHOOSE_WIDGETS.has(widget)) return "common.required.choose";
  return "common.required.enter";
}

/**
 * How a message names its field: `{subject}` inside a sentence ("Enter {subject}": "Enter date of
 * birth"; a question becomes "the answer to ‘…?’"), `{Subject}` at its start ("Date of birth must
 * be a real date"). A label that starts with an abbreviation ("UCAS ID") keeps its capitals.
 */
export function subjectParams(label: unknown): { subject: string; Subject: string } {
  if (typeof label !== "string" || label.trim() === "") return { subject: "an answer", Subject: "The answer" };
  // A closing aside ("UCAS Personal ID (optional)", "Answer time (seconds)") is a hint, not the field's name.
  const text = label.trim().replace(/^(.*\S)\s+\([^()]*\)$/, "$1");
  if (text.endsWith("?")) return { subject: `the answer to ‘${text}’`, Subject: `The answer to ‘${text}’` };
  const keepsCapital = /^.[A-Z]/.test(text);
  return { subject: keepsCapital ? text : text.charAt(0).toLowerCase() + text.slice(1), Subject: text };
}

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

/** A text of a key-to-text map with its placeholders filled; a missing key shows the key, so it is noticed. */
export function textOf(texts: Readonly<Record<string, string>>, key: string, params: Readonly<Record<string, unknown>> = {}): string {
  return formatMessage(texts[key] ?? key, params);
}

/** The placeholder names in a text. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

export function hasMessage(messages: MessageCatalogue, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(messages, key) && typeof messages[key]?.text === "string";
}
