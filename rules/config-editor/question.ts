// A question as an admissions officer describes it on the Config screen (issue 38 item 2;
// decision 0038): its type, label, hint, place, whether it must be answered and when it shows,
// and its error messages. From that, everything the form needs: the JSON Schema property, the
// field's configuration, the messages and the key the answer is stored under. Pure: the
// catalogue's texts and the keys already in use are arguments.
import type { FieldDefinition, JsonLogic } from "../types";
import { defaultRequiredKey, formatMessage, subjectParams } from "../forms/messages";
import { SCHEMA_BASE } from "../forms/schema-refs";

export const QUESTION_TYPES = ["text", "long-text", "number", "money", "date", "yes-no", "one-of", "several-of", "country", "upload"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const isQuestionType = (value: unknown): value is QuestionType => (QUESTION_TYPES as readonly string[]).includes(value as string);

/** Types answered from a list the officer writes, one option per line. */
export const LIST_TYPES: ReadonlySet<QuestionType> = new Set(["one-of", "several-of"]);

/** The messages a question has: when it is left empty, and when its answer is not of its kind. */
export type MessageKind = "required" | "invalid";

/** How each type is drawn, stored and checked. */
interface TypeSpec {
  widget: string;
  property: (options: readonly string[]) => Record<string, unknown>;
  /** The schema keywords whose failure gets the question's "invalid" message. */
  invalidKeywords: readonly string[];
  /** The catalogue text of the generated "invalid" message, and its parameters. */
  invalidTemplate?: { key: string; params?: Record<string, unknown> };
}

export const TEXT_LIMIT = 200;
export const LONG_TEXT_LIMIT = 1000;

const TYPES: Readonly<Record<QuestionType, TypeSpec>> = {
  text: { widget: "text", property: () => ({ type: "string", maxLength: TEXT_LIMIT }), invalidKeywords: ["maxLength"], invalidTemplate: { key: "common.tooLong", params: { limit: TEXT_LIMIT } } },
  "long-text": { widget: "textarea", property: () => ({ type: "string", maxLength: LONG_TEXT_LIMIT }), invalidKeywords: ["maxLength"], invalidTemplate: { key: "common.tooLong", params: { limit: LONG_TEXT_LIMIT } } },
  number: { widget: "text", property: () => ({ type: "number" }), invalidKeywords: ["type"], invalidTemplate: { key: "config.question.template.number" } },
  money: { widget: "money", property: () => ({ type: "integer", minimum: 0 }), invalidKeywords: ["type", "minimum"], invalidTemplate: { key: "config.question.template.money" } },
  date: { widget: "date", property: () => ({ type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$", format: "date" }), invalidKeywords: ["pattern", "format"], invalidTemplate: { key: "common.invalidDate" } },
  "yes-no": { widget: "yes-no", property: () => ({ type: "boolean" }), invalidKeywords: [] },
  "one-of": { widget: "radios", property: (options) => ({ type: "string", oneOf: options.map((option) => ({ const: option, title: option })) }), invalidKeywords: [] },
  "several-of": { widget: "checkboxes", property: (options) => ({ type: "array", uniqueItems: true, items: { type: "string", enum: [...options] } }), invalidKeywords: [] },
  country: { widget: "country", property: () => ({ $ref: `${SCHEMA_BASE}common#/$defs/countryName` }), invalidKeywords: [] },
  upload: { widget: "upload", property: () => ({ $ref: `${SCHEMA_BASE}common#/$defs/documentReference` }), invalidKeywords: [] },
};

/** Every catalogue key a generated message may be written from. */
export const TEMPLATE_KEYS: readonly string[] = [
  ...new Set([
    ...Object.values(TYPES).flatMap((spec) => (spec.invalidTemplate ? [spec.invalidTemplate.key] : [])),
    "common.required.enter",
    "common.required.choose",
    "common.required.yesNo",
    "common.required.upload",
  ]),
];

/** The types with their catalogue key and whether they take options, for the form that asks. */
export const TYPE_CHOICES: ReadonlyArray<{ type: QuestionType; labelKey: string; list: boolean }> = QUESTION_TYPES.map((type) => ({ type, labelKey: `config.question.type.${type}`, list: LIST_TYPES.has(type) }));

/** The catalogue's texts the messages are written from (the university's wording): `TEMPLATE_KEYS` at least. */
export type MessageTexts = Readonly<Record<string, string>>;

/** The message kinds a type has. */
export function messageKindsOf(type: QuestionType): MessageKind[] {
  return TYPES[type].invalidTemplate ? ["required", "invalid"] : ["required"];
}

/**
 * The messages GOV.UK would write for the question, from its label and the catalogue's wording:
 * "Enter where and when you studied in the UK", "Select yes if you have studied in the UK before".
 */
export function generatedMessages(type: QuestionType, label: string, texts: MessageTexts): Partial<Record<MessageKind, string>> {
  const spec = TYPES[type];
  const params = subjectParams(label);
  const required = formatMessage(texts[defaultRequiredKey(spec.widget, label)] ?? "", params);
  const messages: Partial<Record<MessageKind, string>> = { required };
  if (spec.invalidTemplate) messages.invalid = formatMessage(texts[spec.invalidTemplate.key] ?? "", { ...params, ...spec.invalidTemplate.params });
  return messages;
}

/** Words that say little about the answer, left out of a generated key. */
const FILLER = new Set(["a", "an", "the", "you", "your", "do", "did", "have", "has", "are", "is", "was", "were", "what", "which", "please", "tell", "us", "about", "give", "enter", "select", "choose", "upload", "of", "to", "if"]);
const MAX_KEY_WORDS = 5;

/**
 * The key an answer is stored under, from the label: a few of its words in camel case
 * ("Have you studied in the UK before?" gives `studiedInUkBefore`), never one in `taken` (the
 * form's questions, its schema's properties and the keys of questions removed from it, whose
 * answers are kept and must not come back under another question).
 */
export function questionKey(label: string, taken: ReadonlySet<string>): string {
  const words = label
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9\s]/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  const meaningful = words.filter((word) => !FILLER.has(word));
  const chosen = (meaningful.length ? meaningful : words).slice(0, MAX_KEY_WORDS);
  let base = chosen.map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join("");
  if (!/^[a-z]/.test(base)) base = `question${base.charAt(0).toUpperCase()}${base.slice(1)}`;
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}${n}`;
  return key;
}

/** The message key of one of a question's messages. */
export const questionMessageKey = (formId: string, key: string, kind: MessageKind): string => `questions.${formId}.${key}.${kind}`;

/** The prefix of every message key a form's question owns. */
export const questionMessagePrefix = (formId: string, key: string): string => `questions.${formId}.${key}.`;

/** What the officer filled in. */
export interface QuestionAnswers {
  type: QuestionType;
  label: string;
  hint: string;
  /** The options of a list type, in order. */
  options: readonly string[];
  mandatory: boolean;
  visible: JsonLogic;
  /** The messages as the officer left them; a blank one is generated. */
  messages: Partial<Record<MessageKind, string>>;
}

/** A problem with what was filled in, by the form's field and a catalogue key. */
export interface QuestionProblem {
  field: "type" | "label" | "options" | "visible";
  messageKey: string;
}

export const MAX_LABEL = 300;
export const MAX_OPTIONS = 100;

/** What stops the question being added, each said on its field. */
export function questionProblems(answers: { type: unknown; label: string; options: readonly string[]; visible: unknown }): QuestionProblem[] {
  const problems: QuestionProblem[] = [];
  if (!isQuestionType(answers.type)) problems.push({ field: "type", messageKey: "config.question.error.type" });
  if (answers.label.trim() === "") problems.push({ field: "label", messageKey: "config.question.error.label" });
  else if (answers.label.length > MAX_LABEL) problems.push({ field: "label", messageKey: "config.question.error.labelTooLong" });
  if (isQuestionType(answers.type) && LIST_TYPES.has(answers.type)) {
    if (answers.options.length < 2) problems.push({ field: "options", messageKey: "config.question.error.options" });
    else if (new Set(answers.options).size !== answers.options.length) problems.push({ field: "options", messageKey: "config.question.error.optionsRepeated" });
    else if (answers.options.length > MAX_OPTIONS) problems.push({ field: "options", messageKey: "config.question.error.optionsTooMany" });
  }
  return problems;
}

/** The options typed one per line: trimmed, blank lines left out. */
export const optionLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Everything the form needs for a new question. */
export interface QuestionEntries {
  key: string;
  /** The JSON Schema property, under the key in the form's schema. */
  property: Record<string, unknown>;
  field: FieldDefinition;
  /** The form's uiSchema entry, for types that need one (an upload names its document type). */
  uiSchema: Record<string, unknown> | null;
  /** The messages by catalogue key. */
  messages: Record<string, { text: string }>;
}

/** The field's properties that follow from what the officer wrote (a new question, or a change of one). */
export function fieldOf(formId: string, key: string, answers: QuestionAnswers, texts: MessageTexts): { field: FieldDefinition; messages: Record<string, { text: string }> } {
  const spec = TYPES[answers.type];
  const generated = generatedMessages(answers.type, answers.label.trim(), texts);
  const messages: Record<string, { text: string }> = {};
  const field: FieldDefinition = { label: answers.label.trim(), mandatory: answers.mandatory, visible: answers.visible, widget: spec.widget };
  if (answers.hint.trim()) field.helpText = answers.hint.trim();
  for (const kind of messageKindsOf(answers.type)) {
    const text = answers.messages[kind]?.trim() || generated[kind] || "";
    messages[questionMessageKey(formId, key, kind)] = { text };
  }
  field.requiredMessage = questionMessageKey(formId, key, "required");
  if (spec.invalidKeywords.length) field.messages = Object.fromEntries(spec.invalidKeywords.map((keyword) => [keyword, questionMessageKey(formId, key, "invalid")]));
  return { field, messages };
}

/** The schema property, field, uiSchema and messages of a new question, under a new key. */
export function buildQuestion(formId: string, answers: QuestionAnswers, taken: ReadonlySet<string>, texts: MessageTexts): QuestionEntries {
  const key = questionKey(answers.label, taken);
  const { field, messages } = fieldOf(formId, key, answers, texts);
  const spec = TYPES[answers.type];
  return {
    key,
    property: spec.property(answers.options),
    field,
    uiSchema: answers.type === "upload" ? { "ui:widget": "upload", "ui:options": { documentType: key } } : null,
    messages,
  };
}

/** The field order with `key` put after `after` (null: first); a key already there moves. */
export function orderWith(order: readonly string[], key: string, after: string | null): string[] {
  const without = order.filter((name) => name !== key);
  const at = after === null ? 0 : without.indexOf(after) + 1;
  return at === 0 && after !== null ? [...without, key] : [...without.slice(0, at), key, ...without.slice(at)];
}

/** The question type a field was made as, read back from its widget and schema (for changing it). */
export function typeOfField(widget: unknown, property: Record<string, unknown> | undefined): QuestionType | null {
  for (const type of QUESTION_TYPES) {
    if (TYPES[type].widget !== widget) continue;
    if (type === "text" || type === "number") return property?.type === "number" ? "number" : "text";
    return type;
  }
  return null;
}
