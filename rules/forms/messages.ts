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
 * for an empty mandatory answer (or an empty text its minimum length refuses), the four-digit-year message for a short year, else the common
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
  // An empty answer is one fault however the schema finds it: "Enter …", never "must be 1 characters or more".
  if (keyword === "minLength" && value === "" && field) return field.messages.required ?? field.requiredMessage;
  if (keyword === "format" && typeof value === "string" && SHORT_YEAR_DATE.test(value) && has(YEAR_DIGITS_KEY)) return YEAR_DIGITS_KEY;
  if (own) return own;
  const fallback = SCHEMA_KEYWORD_KEYS[keyword];
  return fallback && has(fallback) ? fallback : INVALID_KEY;
}

/** A money box holds whole pounds (002 §5.2 "to the nearest pound"): pence are refused in words, never read as more pounds (issue 40 item 2; decision 0043). */
export const MONEY_WHOLE_POUNDS_KEY = "form.money.wholePounds";

/** The messages a widget's schema faults get when its field names none. */
export function defaultMessages(widget: string | undefined): Readonly<Record<string, string>> {
  return widget === "money" ? { type: MONEY_WHOLE_POUNDS_KEY, minimum: MONEY_WHOLE_POUNDS_KEY } : {};
}

/** Widgets answered by choosing (GOV.UK: "Select …"); the rest are typed ("Enter …"). */
const CHOOSE_WIDGETS = new Set(["select", "radios", "yes-no", "checkboxes", "country", "autosuggest", "consent", "month-select"]);

/**
 * The message an empty mandatory field gets when its definition names none, by how it is answered;
 * a yes/no question whose wording turns into a condition gets "Select yes if …" (GOV.UK).
 */
export function defaultRequiredKey(widget: string | undefined, label?: unknown): string {
  if (widget === "upload") return "common.required.upload";
  if (widget === "yes-no" && yesIfOf(label) !== null) return YES_IF_KEY;
  if (widget && CHOOSE_WIDGETS.has(widget)) return "common.required.choose";
  return "common.required.enter";
}

/**
 * How a message names its field: `{subject}` inside a sentence ("Enter {subject}": "Enter date of
 * birth"; a question becomes "the answer to ‘…?’"), `{Subject}` at its start ("Date of birth must
 * be a real date"). A label that starts with an abbreviation ("UCAS ID") keeps its capitals.
 */
export function subjectParams(label: unknown): { subject: string; Subject: string; yesIf: string } {
  const yesIf = yesIfOf(label) ?? "";
  if (typeof label !== "string" || label.trim() === "") return { subject: "an answer", Subject: "The answer", yesIf };
  const text = withoutAside(label);
  if (text.endsWith("?")) return { subject: `the answer to ‘${text}’`, Subject: `The answer to ‘${text}’`, yesIf };
  // "Describe your relationship" asks for a description: "Enter a description of your relationship".
  const asked = ASKS_FOR.exec(text);
  if (asked) {
    const [noun, rest] = [ASKED_NOUNS[asked[1].toLowerCase()], asked[2]];
    return { subject: `${noun.article} ${noun.word} of ${rest}`, Subject: `The ${noun.word} of ${rest}`, yesIf };
  }
  // An instruction ("Tell us where and when you studied in the UK") names its subject after the verb.
  const named = text.replace(INSTRUCTION, "") || text;
  const Subject = named.charAt(0).toUpperCase() + named.slice(1);
  return { subject: keepsCapital(named) ? named : named.charAt(0).toLowerCase() + named.slice(1), Subject: named === text ? text : Subject, yesIf };
}

/** Words written with their capital inside a sentence: names of languages and peoples ("English test"). */
const NAMES = /^(English|Welsh|Scottish|Irish|British|European|Gaelic)$/;

/** A label keeps its first capital inside a sentence when its first word is a name, an abbreviation ("UCAS ID") or a brand ("WhatsApp number"). */
function keepsCapital(label: string): boolean {
  const first = label.split(/\s/)[0];
  return /[A-Z]/.test(first.slice(1)) || NAMES.test(first);
}

/** Labels that ask for a description or explanation, and what the answer is then called. */
const ASKS_FOR = /^(describe|explain)\s+(\S.*)$/i;
const ASKED_NOUNS: Readonly<Record<string, { article: string; word: string }>> = {
  describe: { article: "a", word: "description" },
  explain: { article: "an", word: "explanation" },
};

/** The key of "Select yes if {yesIf}". */
export const YES_IF_KEY = "common.required.yesNo";

/** A closing aside ("UCAS Personal ID (optional)", "Answer time (seconds)") is a hint, not the field's name. */
const withoutAside = (label: string): string => label.trim().replace(/^(.*\S)\s+\([^()]*\)$/, "$1");

/** The verbs a label may open with that say what to do rather than what the answer is. */
const INSTRUCTION = /^(?:tell us(?: about)?|give us|give|provide|enter|select|choose|upload|add)\s+(?=\S)/i;

/** Questions put to the person ("Have you …?"), turned into what a yes says ("you have …"). */
const YOU_QUESTION = /^(have|has|had|are|were|will|would|can|could|should|do) you (.+)\?$/i;
/** Questions about a thing ("Is this your only nationality?"): "this is your only nationality". */
const THING_QUESTION = /^(is|was) (this|that|it) (.+)\?$/i;
/** Questions about something of the person's ("Will your term-time address be …?"): "your term-time address will be …". */
const YOUR_QUESTION = /^(will|would) (your [^?]+?) (be|have) (.+)\?$/i;

/**
 * What answering yes to a yes/no question says, for "Select yes if …": "Have you studied in the
 * UK before?" gives "you have studied in the UK before". Null for wording it cannot turn (the
 * message then asks for "the answer to ‘…?’").
 */
export function yesIfOf(label: unknown): string | null {
  if (typeof label !== "string") return null;
  const text = withoutAside(label);
  const you = YOU_QUESTION.exec(text);
  if (you) return you[1].toLowerCase() === "do" ? `you ${you[2]}` : `you ${you[1].toLowerCase()} ${you[2]}`;
  const thing = THING_QUESTION.exec(text);
  if (thing) return `${thing[2].toLowerCase()} ${thing[1].toLowerCase()} ${thing[3]}`;
  const yours = YOUR_QUESTION.exec(text);
  if (yours) return `${yours[2]} ${yours[1].toLowerCase()} ${yours[3]} ${yours[4]}`;
  return null;
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
  // Most texts have no placeholder: a page asks for hundreds of them (table cells, form labels).
  if (!text.includes("{")) return text;
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
