// One form evaluated against one stored record: what `npm run cli -- form evaluate` prints and
// what the table-driven message tests check. A record holds its top-level fields and
// `sections.<form id>` (docs/form-definition.md).
import { fieldStates, validateForm, type EvaluationContext, type FormError } from "../../rules";
import type { PreparedConfig } from "../tenant-config/prepared";

export interface RecordEvaluation {
  fields: Record<string, { label: unknown; visible: boolean; mandatory: boolean }>;
  errors: Array<Pick<FormError, "path" | "message" | "ruleId" | "messageKey">>;
}

export function sectionData(record: Record<string, unknown>, formId: string): unknown {
  const sections = record.sections;
  return sections && typeof sections === "object" ? (sections as Record<string, unknown>)[formId] ?? {} : {};
}

export function contextFor(config: PreparedConfig, record: Record<string, unknown>, options: { today: string; role: string }): EvaluationContext {
  const { sections: _sections, ...application } = record;
  return { today: options.today, role: options.role, settings: config.rules.settings, application };
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
  const { errors } = validateForm(form, data, context);
  return { fields, errors: errors.map(({ path, message, ruleId, messageKey }) => ({ path, message, ruleId, messageKey })) };
}
