// A form's questions added, changed and removed on the Config screen without JSON (issue 38
// item 2; decision 0038). Pure edits of the draft, like edits.ts: each writes everything the
// form needs in one go: the property in the JSON Schema where the form's schema lives, the
// field's configuration, its place in the field order and its messages (messages.questions).
import type { FieldDefinition, FormDefinition } from "../../rules";
import { rootRefOf, keyOf } from "../../rules/forms/schema-refs";
import {
  buildQuestion,
  fieldOf,
  orderWith,
  questionMessagePrefix,
  TEMPLATE_KEYS,
  typeOfField,
  type MessageTexts,
  type QuestionAnswers,
  type QuestionType,
} from "../../rules/config-editor/question";
import { EditError, formOf, formsOf, messageText, type Config } from "./edits";

/** The area group of the catalogue that holds the questions' messages. */
export const QUESTION_MESSAGE_GROUP = "questions";

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The texts messages are written from, as this configuration words them, else as `fallback` does (the platform's wording). */
export function textsIn(config: Config, fallback: Readonly<Record<string, string>>): MessageTexts {
  const texts: Record<string, string> = {};
  for (const key of TEMPLATE_KEYS) {
    const text = messageText(config, key) ?? fallback[key];
    if (text !== undefined) texts[key] = text;
  }
  return texts;
}

/** Where a form's answers are described: the schema document holding its top-level properties. */
interface SchemaPlace {
  /** The key in `schemas`, or null for a schema written in the form. */
  documentKey: string | null;
  properties: Record<string, unknown>;
}

function schemaPlaceOf(config: Config, form: FormDefinition): SchemaPlace | null {
  const ref = rootRefOf(form.schema);
  if (ref === null) return isObject(form.schema) && isObject(form.schema.properties) ? { documentKey: null, properties: form.schema.properties } : null;
  const documentKey = keyOf(ref, `forms/${form.id}`);
  const schemas = isObject(config.schemas) ? config.schemas : {};
  const document = Object.hasOwn(schemas, documentKey) ? schemas[documentKey] : undefined;
  return isObject(document) && isObject(document.properties) ? { documentKey, properties: document.properties } : null;
}

/** Whether questions can be added to this form (its schema lists its answers as properties). */
export const canAddQuestions = (config: Config, formId: string): boolean => {
  const form = formOf(config, formId);
  return form !== undefined && schemaPlaceOf(config, form) !== null;
};

/** Another form whose answers are described by the same schema document: adding there would change both. */
function sharedWith(config: Config, formId: string, documentKey: string | null): string | undefined {
  if (documentKey === null) return undefined;
  return Object.entries(formsOf(config)).find(([id, form]) => id !== formId && isObject(form) && rootRefOf(form.schema) !== null && keyOf(rootRefOf(form.schema)!, `forms/${id}`) === documentKey)?.[0];
}

function withSchemaProperties(config: Config, form: FormDefinition, place: SchemaPlace, change: (properties: Record<string, unknown>) => Record<string, unknown>): { config: Config; form: FormDefinition } {
  const properties = change({ ...place.properties });
  if (place.documentKey === null) return { config, form: { ...form, schema: { ...(form.schema as Record<string, unknown>), properties } } };
  const schemas = config.schemas as Record<string, Record<string, unknown>>;
  return { config: { ...config, schemas: { ...schemas, [place.documentKey]: { ...schemas[place.documentKey], properties } } }, form };
}

function withMessages(config: Config, change: (group: Record<string, unknown>) => Record<string, unknown>): Config {
  const messages = isObject(config.messages) ? config.messages : {};
  const group = isObject(messages[QUESTION_MESSAGE_GROUP]) ? messages[QUESTION_MESSAGE_GROUP] : {};
  return { ...config, messages: { ...messages, [QUESTION_MESSAGE_GROUP]: change({ ...group }) } };
}

const withForm = (config: Config, form: FormDefinition): Config => ({ ...config, forms: { ...formsOf(config), [form.id]: form } });

/** The form's top-level questions in the order the page shows them. */
export function topLevelOrder(form: FormDefinition, place?: SchemaPlace | null): string[] {
  const order = Array.isArray(form.ui?.order) ? form.ui.order.filter((name): name is string => typeof name === "string") : [];
  const known = [...Object.keys(place?.properties ?? {}), ...Object.keys(form.fields ?? {}).filter((path) => !path.includes("."))];
  return [...new Set([...order, ...known])];
}

export interface AddedQuestion {
  config: Config;
  key: string;
}

/** Adds a question to a form after `after` (null: first). */
export function addQuestion(config: Config, formId: string, answers: QuestionAnswers, after: string | null, texts: MessageTexts): AddedQuestion {
  const form = formOf(config, formId);
  if (!form) throw new EditError(`Unknown form "${formId}"`);
  const place = schemaPlaceOf(config, form);
  if (!place) throw new EditError(`The form "${formId}" has no properties to add to`);
  const shared = sharedWith(config, formId, place.documentKey);
  if (shared) throw new EditError(`The form "${formId}" shares its schema with "${shared}"`);
  const taken = new Set([...Object.keys(place.properties), ...Object.keys(form.fields ?? {}).map((path) => path.split(".")[0]), ...(form.retired ?? [])]);
  const entries = buildQuestion(formId, answers, taken, texts);
  const placed = withSchemaProperties(config, structuredClone(form), place, (properties) => ({ ...properties, [entries.key]: entries.property }));
  const edited = placed.form;
  edited.fields = { ...edited.fields, [entries.key]: entries.field };
  const uiSchema = { ...(edited.ui?.uiSchema ?? {}) };
  if (entries.uiSchema) uiSchema[entries.key] = entries.uiSchema;
  edited.ui = { ...edited.ui, order: orderWith(topLevelOrder(form, place), entries.key, after), ...(entries.uiSchema ? { uiSchema } : {}) };
  const withMessageEntries = withMessages(placed.config, (group) => ({ ...group, ...entries.messages }));
  return { config: withForm(withMessageEntries, edited), key: entries.key };
}

/** A question as the change form shows it. */
export interface QuestionSummary {
  key: string;
  type: QuestionType | null;
  label: string;
  hint: string;
  mandatory: unknown;
  visible: unknown;
  /** Its messages' texts now, by kind. */
  messages: { required?: string; invalid?: string };
}

/** One top-level question of a form, read for the change form; undefined when there is none. */
export function questionOf(config: Config, formId: string, key: string): QuestionSummary | undefined {
  const form = formOf(config, formId);
  const field = form?.fields && Object.hasOwn(form.fields, key) ? form.fields[key] : undefined;
  if (!form || !field || key.includes(".")) return undefined;
  const place = schemaPlaceOf(config, form);
  const property = place && isObject(place.properties[key]) ? place.properties[key] : undefined;
  const invalidKey = Object.values(field.messages ?? {})[0];
  return {
    key,
    type: typeOfField(field.widget, property),
    label: typeof field.label === "string" ? field.label : "",
    hint: typeof field.helpText === "string" ? field.helpText : "",
    mandatory: field.mandatory ?? false,
    visible: field.visible ?? true,
    messages: {
      required: field.requiredMessage ? messageText(config, field.requiredMessage) : undefined,
      invalid: invalidKey ? messageText(config, invalidKey) : undefined,
    },
  };
}

/**
 * Changes a question's label, hint, mandatory, visible and messages. Its messages become its own
 * (messages.questions), so a changed message never changes another question sharing the old key.
 */
export function changeQuestion(config: Config, formId: string, key: string, answers: QuestionAnswers, texts: MessageTexts): Config {
  const form = formOf(config, formId);
  const current = form?.fields && Object.hasOwn(form.fields, key) ? form.fields[key] : undefined;
  if (!form || !current) throw new EditError(`The form "${formId}" has no question "${key}"`);
  const { field, messages } = fieldOf(formId, key, answers, texts);
  const changed: FieldDefinition = { ...current, label: field.label, mandatory: field.mandatory, visible: field.visible };
  if (field.helpText) changed.helpText = field.helpText;
  else delete changed.helpText;
  const written: Record<string, { text: string }> = {};
  // A message left as it was keeps its key; a changed one is written under the question's own key.
  const currentRequired = current.requiredMessage;
  const requiredKey = field.requiredMessage!;
  if (!currentRequired || messageText(config, currentRequired) !== messages[requiredKey].text) {
    changed.requiredMessage = requiredKey;
    written[requiredKey] = messages[requiredKey];
  }
  const invalidKey = field.messages ? Object.values(field.messages)[0] : undefined;
  const currentInvalid = Object.values(current.messages ?? {})[0];
  if (invalidKey && (!currentInvalid || messageText(config, currentInvalid) !== messages[invalidKey].text)) {
    // A question made before this editor keeps the keywords it names; its "invalid" message is for the same ones.
    const keywords = Object.keys(current.messages ?? {}).length ? Object.keys(current.messages ?? {}) : Object.keys(field.messages!);
    changed.messages = { ...current.messages, ...Object.fromEntries(keywords.map((keyword) => [keyword, invalidKey])) };
    written[invalidKey] = messages[invalidKey];
  }
  const edited = { ...structuredClone(form), fields: { ...form.fields, [key]: changed } };
  return withForm(Object.keys(written).length ? withMessages(config, (group) => ({ ...group, ...written })) : config, edited);
}

/** Where other parts of the form read a question's answer (its conditions, rules, promotions): it cannot go while they do. */
export function usesOf(form: FormDefinition, key: string): string[] {
  const reads = (value: unknown) => new RegExp(`"record\\.${key}(\\.|")`).test(JSON.stringify(value ?? null));
  const uses: string[] = [];
  for (const [path, field] of Object.entries(form.fields ?? {})) {
    if (path !== key && !path.startsWith(`${key}.`) && reads(field)) uses.push(typeof field.label === "string" ? field.label : path);
  }
  for (const [id, rule] of Object.entries(form.rules ?? {})) if (rule?.path === key || String(rule?.path ?? "").startsWith(`${key}.`) || reads(rule?.failsWhen)) uses.push(id);
  if (reads(form.visible) || Object.keys(form.promote ?? {}).some((path) => path === key || path.startsWith(`${key}.`)) || Object.keys(form.derived ?? {}).some((path) => path === key)) uses.push(form.title ?? form.id);
  return uses;
}

/**
 * Removes a question from a form: its schema property, its field (and those inside it), its place
 * in the order and its own messages. Stored answers stay in the records (decision 0036: an answer
 * the form no longer knows is kept); the key is remembered so no later question reuses it.
 */
export function removeQuestion(config: Config, formId: string, key: string): Config {
  const form = formOf(config, formId);
  if (!form || !form.fields || !Object.hasOwn(form.fields, key)) throw new EditError(`The form "${formId}" has no question "${key}"`);
  const place = schemaPlaceOf(config, form);
  const order = topLevelOrder(form, place).filter((name) => name !== key);
  const cleared = place ? withSchemaProperties(config, structuredClone(form), place, (properties) => Object.fromEntries(Object.entries(properties).filter(([name]) => name !== key))) : { config, form: structuredClone(form) };
  const edited = cleared.form;
  edited.fields = Object.fromEntries(Object.entries(edited.fields ?? {}).filter(([path]) => path !== key && !path.startsWith(`${key}.`)));
  const uiSchema = Object.fromEntries(Object.entries(edited.ui?.uiSchema ?? {}).filter(([name]) => name !== key));
  edited.ui = { ...edited.ui, order, ...(edited.ui?.uiSchema ? { uiSchema } : {}) };
  edited.retired = [...new Set([...(edited.retired ?? []), key])];
  const prefix = questionMessagePrefix(formId, key);
  return withForm(
    withMessages(cleared.config, (group) => Object.fromEntries(Object.entries(group).filter(([messageKey]) => !messageKey.startsWith(prefix)))),
    edited,
  );
}
