// Generated from schemas/tenant-config.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
/** Any JSON value. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
/** A JSON-Logic rule: an operation object `{ "op": args }`, an array of rules, or a literal. */
export type JsonLogic = JsonValue;
/** A JSON Schema (draft 2020-12) document or boolean schema. */
export type JsonSchema = { [key: string]: unknown } | boolean;

export type FormKind =
  "application" | "your-information" | "offer" | "checklist" | "questionnaire" | "dialog" | "staff";
/**
 * A JSON-Logic rule or a literal (checked by rules/ validateRule).
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "JsonLogic".
 */
export type JsonLogicRule = JsonLogic;
/**
 * A JSON Schema (draft 2020-12) document or boolean schema.
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "JsonSchemaDocument".
 */
export type FormSchema = JsonSchema;
export type TabCollection = "offers" | "applications" | "students";

/**
 * A university's composed configuration as published: the defaults with the university's merge patches applied (docs/decisions/0008). `config validate` and the Config screen check every draft against this before anything else.
 */
export interface TenantConfigurationDocument {
  tenant: string;
  identity: {
    key: string;
    name: string;
    code: string;
  };
  settings: {
    universityName: string;
    universityCode: string;
    teamName: string;
    supportEmail: string;
  };
  messages: MessageGroup;
  forms: {
    [k: string]: FormDefinition;
  };
  schemas: {
    [k: string]: {} | boolean;
  };
  tabs?: TabDefinition[];
  reminders?: {
    [k: string]: ReminderSchedule;
  };
}
/**
 * Message key to entry, or an area name to a group of entries (messages/<area>.json).
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "MessageGroup".
 */
export interface MessageGroup {
  [k: string]:
    | MessageEntry
    | {
        [k: string]: MessageEntry;
      };
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "MessageEntry".
 */
export interface MessageEntry {
  text: string;
  spec?: string;
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "FormDefinition".
 */
export interface FormDefinition {
  id: string;
  kind?: FormKind;
  title?: string;
  visible?: JsonLogicRule;
  schema: FormSchema;
  /**
   * Keyed by dot path into the form data; `*` stands for every item of an array.
   */
  fields: {
    [k: string]: FieldDefinition;
  };
  rules?: FormRule[];
  ui?: {
    order?: string[];
    uiSchema?: Record<string, unknown>;
  };
  upload?: {
    documentType: string;
  };
  /**
   * Answers that are also the record's own fields, copied there on save: `{ "<data path>": "<record field>" }`.
   */
  promote?: {
    [k: string]: string;
  };
  /**
   * Answers worked out from other answers: `{ "<data path>": <JSON-Logic over the form's scope> }` (e.g. the fee after scholarship).
   */
  derived?: {
    [k: string]: JsonLogicRule;
  };
  /**
   * Answers a named server-side calculator fills in: `{ "<data path>": "<calculator>" }` (e.g. the funding summary).
   */
  calculate?: {
    [k: string]: string;
  };
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "FieldDefinition".
 */
export interface FieldDefinition {
  label?: JsonLogicRule;
  helpText?: JsonLogicRule;
  subLabel?: JsonLogicRule;
  visible?: JsonLogicRule;
  mandatory?: JsonLogicRule;
  /**
   * The value used when the record has none.
   */
  defaultValue?: JsonValue;
  /**
   * Message key; default `common.required`.
   */
  requiredMessage?: string;
  /**
   * `{ <ajv keyword>: <message key> }`.
   */
  messages?: {
    [k: string]: string;
  };
  widget?: string;
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "FormRule".
 */
export interface FormRule {
  id: string;
  /**
   * Dot path the error lands on; `*` stands for every item of an array.
   */
  path: string;
  failsWhen: JsonLogicRule;
  /**
   * Message key.
   */
  message: string;
  /**
   * Values for `{name}` placeholders: literals, or JSON-Logic read in the rule's scope.
   */
  params?: {
    [k: string]: JsonLogicRule;
  };
  /**
   * "info": when the rule holds, the message is a notice to the user, not an error.
   */
  kind?: "error" | "info";
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "TabDefinition".
 */
export interface TabDefinition {
  id: string;
  label: string;
  roles: string[];
  collection: TabCollection;
  predicate: JsonLogicRule;
  columns: string[];
  /**
   * The tab slug shared by role variants of one tab.
   */
  tab?: string;
  /**
   * The heading the tab sits under (e.g. Pipeline, Outcome).
   */
  group?: string;
  groups?: TabGroup[];
  /**
   * Width in pixels (001 §2: 175, 155 or 107).
   */
  width?: number;
  /**
   * Tabs of students not yet invited.
   */
  notInvited?: boolean;
}
export interface TabGroup {
  label: string;
  predicate: JsonLogicRule;
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "ReminderSchedule".
 */
export interface ReminderSchedule {
  key: string;
  trigger: JsonLogicRule;
  /**
   * Dot path of a date in the record.
   */
  countFrom: string;
  /**
   * Days after the countFrom date; empty means sent on an event, never scheduled.
   */
  offsets: number[];
  repeatEvery?: number;
  stop?: JsonLogicRule;
  maxSends?: number;
  collection?: TabCollection;
  about?: string;
}
