// One form page for one record: what the renderer draws (schema of the visible fields,
// uiSchema, values) and, on submit, the server's verdict. The same rules run either way.
import { fieldStates, renderForm, validateForm, type EvaluationContext, type FormError } from "../../rules";
import type { PreparedConfig } from "../tenant-config/prepared";
import type { Update } from "../store/port";

export interface FormPage {
  formId: string;
  title: string;
  schema: Record<string, unknown>;
  uiSchema: Record<string, unknown>;
  formData: Record<string, unknown>;
  errors: Array<{ path: string; message: string }>;
  upload: { documentType: string } | null;
}

export function buildFormPage(config: PreparedConfig, formId: string, data: unknown, context: EvaluationContext, errors: FormError[] = []): FormPage {
  const form = config.form(formId);
  const states = fieldStates(form, data, context);
  const rendered = renderForm(form, states, (key) => config.rules.schemas[key], context.settings);
  return {
    formId,
    title: String(form.definition.title ?? formId),
    schema: rendered.schema,
    uiSchema: rendered.uiSchema,
    formData: (data && typeof data === "object" ? data : {}) as Record<string, unknown>,
    errors: errors.map(({ path, message }) => ({ path, message })),
    upload: form.definition.upload ?? null,
  };
}

export interface Submission {
  ok: boolean;
  errors: FormError[];
  /** Known, visible, non-empty answers: what may be stored. */
  data: Record<string, unknown>;
}

export function checkSubmission(config: PreparedConfig, formId: string, data: unknown, context: EvaluationContext): Submission {
  const { errors, data: cleaned } = validateForm(config.form(formId), data, context);
  return { ok: errors.length === 0, errors, data: cleaned };
}

/**
 * The store update saving a page: its answers under `sections.<form id>`, and the answers the form
 * promotes copied to (or, when cleared, removed from) the record's own fields.
 */
export function promotedUpdate(config: PreparedConfig, formId: string, data: Record<string, unknown>, set: Record<string, unknown>): Update {
  const promote = config.form(formId).definition.promote ?? {};
  const $set: Record<string, unknown> = { ...set };
  const $unset: Record<string, ""> = {};
  for (const [path, field] of Object.entries(promote)) {
    const value = path.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), data);
    if (value === undefined) $unset[field] = "";
    else $set[field] = value;
  }
  return Object.keys($unset).length ? { $set, $unset } : { $set };
}
