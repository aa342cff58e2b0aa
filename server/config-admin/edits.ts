// The edits the Config screen makes to a draft configuration. Pure: each takes the draft and
// returns a changed copy; the caller saves it with the draft's version (drafts.ts).
import type { FieldDefinition, FormDefinition, FormRule } from "../../rules";

export type Config = Record<string, unknown>;

/** Members of a configuration that are not edited as areas (they name the university). */
export const FIXED_MEMBERS: readonly string[] = ["tenant", "identity"];

export const FIELD_PROPERTIES = ["label", "helpText", "subLabel", "mandatory", "visible"] as const;
export type FieldProperty = (typeof FIELD_PROPERTIES)[number];
/** Properties shown as a switch (yes / no / condition); the others are texts or conditions. */
export const SWITCH_PROPERTIES: ReadonlySet<FieldProperty> = new Set(["mandatory", "visible"]);

export class EditError extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

export function isEditableArea(config: Config, area: string): boolean {
  return Object.hasOwn(config, area) && !FIXED_MEMBERS.includes(area);
}

export function formsOf(config: Config): Record<string, FormDefinition> {
  return (isObject(config.forms) ? config.forms : {}) as Record<string, FormDefinition>;
}

export function formOf(config: Config, formId: string): FormDefinition | undefined {
  const forms = formsOf(config);
  return Object.hasOwn(forms, formId) && isObject(forms[formId]) ? forms[formId] : undefined;
}

function withForm(config: Config, formId: string, change: (form: FormDefinition) => FormDefinition): Config {
  const form = formOf(config, formId);
  if (!form) throw new EditError(`Unknown form "${formId}"`);
  return { ...config, forms: { ...formsOf(config), [formId]: change(structuredClone(form)) } };
}

/** Replaces one member of the configuration (the raw JSON editor of an area). */
export function replaceArea(config: Config, area: string, value: unknown): Config {
  if (!isEditableArea(config, area)) throw new EditError(`"${area}" cannot be edited`);
  return { ...config, [area]: value };
}

/** Replaces a whole form definition (the form's raw JSON editor). */
export function replaceForm(config: Config, formId: string, value: unknown): Config {
  return withForm(config, formId, () => value as FormDefinition);
}

export interface FieldEdit {
  path: string;
  property: FieldProperty;
  /** undefined removes the property (its default applies). */
  value: unknown;
}

/** What a property means when it is absent (docs/form-definition.md). */
const PROPERTY_DEFAULTS: Readonly<Partial<Record<FieldProperty, unknown>>> = { visible: true, mandatory: false };

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The edits that change something. The fields table submits every cell; an unchanged cell, or one
 * set to what the property means when absent, is not written (so saving one change adds no
 * `visible: true` to every other field).
 */
export function changedFieldEdits(config: Config, formId: string, edits: readonly FieldEdit[]): FieldEdit[] {
  const fields = (formOf(config, formId)?.fields ?? {}) as Record<string, Record<string, unknown> | undefined>;
  return edits.filter((edit) => {
    const current = fields[edit.path]?.[edit.property];
    if (sameJson(current, edit.value)) return false;
    if (current === undefined && edit.property in PROPERTY_DEFAULTS && sameJson(edit.value, PROPERTY_DEFAULTS[edit.property])) return false;
    return true;
  });
}

/** Sets field properties (the fields table). Unknown fields are refused. */
export function editFields(config: Config, formId: string, edits: readonly FieldEdit[]): Config {
  return withForm(config, formId, (form) => {
    const fields: Record<string, FieldDefinition> = isObject(form.fields) ? { ...form.fields } : {};
    for (const edit of edits) {
      if (!Object.hasOwn(fields, edit.path)) throw new EditError(`Unknown field "${edit.path}"`);
      const field: Record<string, unknown> = { ...fields[edit.path] };
      if (edit.value === undefined) delete field[edit.property];
      else field[edit.property] = edit.value;
      fields[edit.path] = field as FieldDefinition;
    }
    return { ...form, fields };
  });
}

export interface RuleEdit {
  /** The row of the rules table (its place in the rules' order), for naming its answers. */
  index: number;
  id: string;
  path: string;
  failsWhen: unknown;
  message: string;
}

/** Changes the form's rules in place (the rules table): each by its id, the key it has in the form's rules (decision 0035). */
export function editRules(config: Config, formId: string, edits: readonly RuleEdit[]): Config {
  return withForm(config, formId, (form) => {
    const rules: Record<string, FormRule> = isObject(form.rules) ? { ...form.rules } : {};
    for (const edit of edits) {
      const rule = Object.hasOwn(rules, edit.id) ? rules[edit.id] : undefined;
      if (!rule) throw new EditError(`The form has no rule "${edit.id}"`);
      rules[edit.id] = { ...rule, path: edit.path, failsWhen: edit.failsWhen as FormRule["failsWhen"], message: edit.message };
    }
    return { ...form, rules };
  });
}

/** The field order (`ui.order`): top-level field names, first to last. */
export function setFieldOrder(config: Config, formId: string, order: readonly string[]): Config {
  return withForm(config, formId, (form) => ({ ...form, ui: { ...(isObject(form.ui) ? form.ui : {}), order: [...order] } }));
}

/** Where a message key is defined: its area group (`messages.<group>`) or the top level (null). */
export function messageGroupOf(config: Config, key: string): string | null | undefined {
  const messages = isObject(config.messages) ? config.messages : {};
  if (Object.hasOwn(messages, key) && isObject(messages[key]) && typeof messages[key].text === "string") return null;
  for (const [group, entries] of Object.entries(messages)) {
    if (isObject(entries) && typeof entries.text !== "string" && Object.hasOwn(entries, key)) return group;
  }
  return undefined;
}

/** Changes the text of an existing message (a rule's message, from the rules table). */
export function setMessageText(config: Config, key: string, text: string): Config {
  const group = messageGroupOf(config, key);
  if (group === undefined) throw new EditError(`Unknown message "${key}"`);
  const messages = { ...(config.messages as Record<string, unknown>) };
  if (group === null) messages[key] = { ...(messages[key] as object), text };
  else {
    const entries = { ...(messages[group] as Record<string, unknown>) };
    entries[key] = { ...(entries[key] as object), text };
    messages[group] = entries;
  }
  return { ...config, messages };
}

/** The text of a message in a configuration, or undefined. */
export function messageText(config: Config, key: string): string | undefined {
  const group = messageGroupOf(config, key);
  if (group === undefined) return undefined;
  const messages = config.messages as Record<string, Record<string, { text: string }>>;
  return group === null ? (messages[key] as unknown as { text: string }).text : messages[group][key].text;
}
