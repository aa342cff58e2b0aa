// The shapes rules/ interprets. Every area of a university's configuration is written once, as
// the meta-schema schemas/tenant-config.schema.json, and its types are generated from it.
import type { JsonValue, MessageEntry } from "../schemas/generated/tenant-config";

export type * from "../schemas/generated/tenant-config";

/** The message catalogue: key to entry (tenant-configs/_defaults/messages*.json, flattened). */
export type MessageCatalogue = Record<string, MessageEntry>;

/** What every form condition sees besides the record (docs/form-definition.md). */
/** Named lists a question can take its options from (`ui:options.optionsFrom.list`). */
export type OptionLists = Readonly<Record<string, ReadonlyArray<Record<string, unknown>>>>;

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
