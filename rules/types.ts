// The shapes of tenant configuration that rules/ interprets. server/ passes these in; the
// schemas-and-config work generates the JSON Schemas that check them. Kept in ONE place.

/** Any JSON value. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** A JSON-Logic rule: an operation object `{ "op": args }`, an array of rules, or a literal. */
export type JsonLogic = JsonValue;

/** A JSON Schema (draft 2020-12) document or boolean schema. */
export type JsonSchema = { [key: string]: unknown } | boolean;

/** One entry of the message catalogue (tenant-configs/_defaults/messages.json). */
export interface MessageEntry {
  text: string;
  /** The specification passage the wording comes from, e.g. "000 §5 Passport". */
  spec?: string;
}
export type MessageCatalogue = Record<string, MessageEntry>;

/** A field's configuration (docs/form-definition.md, "Field properties"). */
export interface FieldDefinition {
  label?: JsonLogic;
  helpText?: JsonLogic;
  subLabel?: JsonLogic;
  /** Boolean or JSON-Logic; default true. */
  visible?: JsonLogic;
  /** Boolean or JSON-Logic; default false. */
  mandatory?: JsonLogic;
  defaultValue?: JsonValue;
  /** Message key; default `common.required`. */
  requiredMessage?: string;
  /** `{ <ajv keyword>: <message key> }`. */
  messages?: Record<string, string>;
  widget?: string;
}

export interface FormRule {
  id: string;
  /** Dot path the error lands on; `*` stands for every item of an array. */
  path: string;
  failsWhen: JsonLogic;
  /** Message key. */
  message: string;
  /** Values for `{name}` placeholders in the message text: literals, or JSON-Logic read in the rule's scope. */
  params?: Record<string, JsonLogic>;
  /** "info": when the rule holds, the message is a notice to the user, not an error. */
  kind?: "error" | "info";
}

export type FormKind = "application" | "your-information" | "offer" | "checklist" | "questionnaire" | "dialog";

export interface FormDefinition {
  id: string;
  kind?: FormKind;
  title?: string;
  /** `{ "$ref": "<key of TenantConfiguration.schemas>" }` or an inline JSON Schema. */
  schema: JsonSchema;
  /** Keyed by dot path into the form data; `*` stands for every item of an array. */
  fields: Record<string, FieldDefinition>;
  rules?: FormRule[];
  ui?: { order?: string[]; uiSchema?: Record<string, unknown> };
  upload?: { documentType: string };
  /**
   * Answers that are also the record's own fields, copied there on save: `{ "<data path>":
   * "<record field>" }` (the fee-status page's `feeStatus` is the application's `feeStatus`,
   * which other pages' conditions read as `application.feeStatus`).
   */
  promote?: Record<string, string>;
}

export type TabCollection = "offers" | "applications" | "students";

/** A sub-list inside a tab (001 §2: Post-Deposit also groups Interview, Compliance Check, ...). */
export interface TabGroup {
  label: string;
  /** Like the tab's predicate: over one row, translatable to a MongoDB query. */
  predicate: JsonLogic;
}

/** A dashboard tab: which rows of a collection it lists, for which roles. */
export interface TabDefinition {
  id: string;
  label: string;
  roles: string[];
  collection: TabCollection;
  /** Evaluated against one list row; must be translatable to a MongoDB query (rules/tabs). */
  predicate: JsonLogic;
  columns: string[];
  /** The tab slug shared by role variants of one tab (e.g. "applied" for staff and agents). */
  tab?: string;
  /** The heading the tab sits under (e.g. "Pipeline", "Outcome"). */
  group?: string;
  groups?: TabGroup[];
  /** Width in pixels (001 §2: 175, 155 or 107). */
  width?: number;
  /** Tabs of students not yet invited (Not Triggered, Waiting for Intake). */
  notInvited?: boolean;
}

/**
 * When a reminder email goes out. Days count from the date at `countFrom` in the record.
 * `trigger` and `stop` are evaluated against the record itself (like tab predicates).
 */
export interface ReminderSchedule {
  key: string;
  trigger: JsonLogic;
  /** Dot path of a date (`YYYY-MM-DD`, or an ISO date-time whose date part counts) in the record. */
  countFrom: string;
  /** Days after the countFrom date; empty means "no timing": sent on the event, never scheduled. */
  offsets: number[];
  /** Days between repeats after the last offset. */
  repeatEvery?: number;
  stop?: JsonLogic;
  /** At most this many sends per countFrom date. */
  maxSends?: number;
  /** The collection whose records the schedule reads (for the scheduler's query). */
  collection?: TabCollection;
  /** What the reminder is, for people reading the configuration. */
  about?: string;
}

/** A university's published configuration as rules/ compiles it. */
export interface TenantConfiguration {
  tenant: string;
  version: number;
  settings: Record<string, unknown>;
  messages: MessageCatalogue;
  forms: Record<string, FormDefinition>;
  tabs: TabDefinition[];
  reminders: Record<string, ReminderSchedule>;
  /** JSON Schemas by the key form definitions use in `{ "$ref": key }`. */
  schemas: Record<string, JsonSchema>;
}

/** What every form condition sees besides the record (docs/form-definition.md). */
export interface EvaluationContext {
  /** `YYYY-MM-DD`; rules never read a clock. */
  today: string;
  role: string;
  settings: Record<string, unknown>;
  /** The top-level record the form belongs to (application, or CAS student record). */
  application?: unknown;
}

/** The state of one concrete field path. */
export interface FieldState {
  label: unknown;
  helpText: unknown;
  subLabel: unknown;
  visible: boolean;
  /** Effective: false when the field is hidden. */
  mandatory: boolean;
  defaultValue: JsonValue | undefined;
}

export interface FormError {
  /** Dot path relative to the form data, numeric indices for array items. */
  path: string;
  /** The catalogue text with placeholders filled. */
  message: string;
  /** The catalogue key the text came from. */
  messageKey: string;
  /** The rule's id, or `schema:<keyword>`, or `required`. */
  ruleId: string;
}

/** One reminder sent, as the scheduler logs it. */
export interface SentReminder {
  key: string;
  /** The countFrom date (`YYYY-MM-DD`) the send counted from. */
  anchor: string;
  /** Days after the anchor the send was scheduled for. */
  day: number;
}
