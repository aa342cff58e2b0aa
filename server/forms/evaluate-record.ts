// One form evaluated against one stored record: what `npm run cli -- form evaluate` prints and
// what the table-driven message tests check. A record holds its top-level fields and
// `sections.<form id>` (docs/form-definition.md).
import { fieldStates, validateForm, type EvaluationContext, type FormError } from "../../rules";
import type { PreparedConfig } from "../tenant-config/prepared";

export interface RecordEvaluation {
  fields: Record<string, { label: unknown; visible: boolean; mandatory: boolean }>;
  errors: Array<Pick<FormError, "path" | "message" | "ruleId" | "messageKey">>;
  /** Informational outcomes (rules of kind "info"): shown to the user, never blocking. */
  notices: Array<Pick<FormError, "path" | "message" | "ruleId" | "messageKey">>;
}

export function sectionData(record: Record<string, unknown>, formId: string): unknown {
  const sections = record.sections;
  return sections && typeof sections === "object" ? (sections as Record<string, unknown>)[formId] ?? {} : {};
}

/**
 * The context a form's conditions see. `application` is the whole record: its top-level fields
 * and, under `sections`, the other pages' saved answers (a page may depend on another).
 */
export function contextFor(config: PreparedConfig, record: Record<string, unknown>, options: { today: string; role: string }): EvaluationContext {
  return { today: options.today, role: options.role, settings: config.rules.settings, application: record };
}

export function evaluateRecord(
  config: PreparedConfig,
  formId: string,
  record: Record<string, unknown>,
  options: { today: string; role: string },
): RecordEvaluation {
  const form = config.form(formId);
  const data = sectionData(record, formId);
  const context = contextFor(config, record, options);
  const states = fieldStates(form, data, context);
  const fields: RecordEvaluation["fields"] = {};
  for (const [path, state] of Object.entries(states)) {
    fields[path] = { label: state.label, visible: state.visible, mandatory: state.mandatory };
  }
  const { errors, notices } = validateForm(form, data, context);
  const plain = ({ path, message, ruleId, messageKey }: FormError) => ({ path, message, ruleId, messageKey });
  return { fields, errors: errors.map(plain), notices: notices.map(plain) };
}
