// One page of one record, evaluated: the single path every form page takes (applicant sections,
// your-information pages, checklist pages, document dialogs, the questionnaire, the Config
// preview, the impact check and the CLI). From the compiled configuration, the form, the record,
// "today" and the role it computes, in order: derived answers, calculated answers, field states,
// validation (errors, notices, what may be stored) and what the renderer draws.
import type { PreparedConfig } from "../config/prepared-config";
import { applyDerived } from "../forms/derived";
import { withDormantAnswers } from "../forms/dormant-answers";
import { fieldStates, notAnOptionError, validateForm, type FieldStates } from "../forms/evaluate-form";
import type { CompiledForm } from "../forms/compile-form";
import { isPageVisible } from "../forms/page-visibility";
import { renderForm, type RenderSchema, type RenderUiSchema } from "../forms/render";
import type { EvaluationContext, FormError, OptionLists } from "../types";
import { applyCalculations } from "./calculators";
import { getAt } from "../forms/field-paths";
import { withAnswerAt } from "../forms/upload-fields";

export interface PageInput {
  /** The whole record the form belongs to (an application or a CAS student record). */
  record: Record<string, unknown>;
  /** The answers to evaluate: submitted ones, or by default what the record holds for the form. */
  data?: unknown;
  today: string;
  role: string;
  /** Option lists known only at request time (`ui:options.optionsFrom.list`), e.g. an agency's agents. */
  lists?: OptionLists;
}

export interface PageEvaluation {
  formId: string;
  title: string;
  /** The answers as evaluated: the input with derived and calculated values filled in. */
  answers: Record<string, unknown>;
  states: FieldStates;
  errors: FormError[];
  /**
   * What the form lets be missing when it is saved (its `completeLater`; decision 0049): shown
   * as still to do, never stopping a save; the page stays incomplete until they are answered.
   */
  unfinished: FormError[];
  /** Outcomes of informational rules: told to the user, never blocking. */
  notices: FormError[];
  /**
   * What may be stored: known, visible, non-empty answers; for a submission, also the stored answers
   * it could not touch (hidden or unknown to this version: dormant, see forms/dormant-answers).
   */
  storable: Record<string, unknown>;
  schema: RenderSchema;
  uiSchema: RenderUiSchema;
  /** The page's upload slot, when it has one. */
  upload: { documentType: string } | null;
  context: EvaluationContext;
}

/** The answers a record holds for a form: `sections.<form id>` (docs/form-definition.md). */
export function sectionData(record: Record<string, unknown>, formId: string): Record<string, unknown> {
  const sections = record.sections;
  const data = sections && typeof sections === "object" ? (sections as Record<string, unknown>)[formId] : undefined;
  return data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}

/** The answers with each prefilled question the record can answer and the answers do not (a fact held: never typed twice). */
export function prefilled(prefill: Readonly<Record<string, string>> | undefined, record: Record<string, unknown>, answers: Record<string, unknown>): Record<string, unknown> {
  let result = answers;
  for (const [question, field] of Object.entries(prefill ?? {})) {
    const value = getAt(record, field.split("."));
    if (value === undefined || value === null || value === "" || getAt(result, question.split(".")) !== undefined) continue;
    result = withAnswerAt(result, question, value);
  }
  return result;
}

export function isSaved(record: Record<string, unknown>, formId: string): boolean {
  const sections = record.sections;
  return Boolean(sections && typeof sections === "object" && (sections as Record<string, unknown>)[formId] !== undefined);
}

/** The answers with derived and calculated values, as conditions and the renderer see them. */
export function evaluatedAnswers(config: PreparedConfig, formId: string, data: unknown, context: EvaluationContext): Record<string, unknown> {
  const form = config.form(formId);
  const derived = applyDerived(form, data, context);
  return form.definition.calculate ? applyCalculations(config, formId, derived, context) : derived;
}

/** Whether an error is one the form lets be put right later: a listed rule, or an unanswered mandatory question when "required" is listed. */
function laterOf(completeLater: readonly string[] | undefined): (error: FormError) => boolean {
  const later = new Set(completeLater ?? []);
  return (error) => later.has(error.ruleId) || (later.has("required") && (error.ruleId === "required" || error.ruleId === "schema:required"));
}

export function evaluatePage(config: PreparedConfig, formId: string, input: PageInput): PageEvaluation {
  const form = config.form(formId);
  const context = config.contextFor(input.record, input);
  const stored = sectionData(input.record, formId);
  // A page never saved shows the facts the record already holds as its answers (decision 0071).
  const shown = input.data ?? (isSaved(input.record, formId) ? stored : prefilled(form.definition.prefill, input.record, stored));
  const answers = evaluatedAnswers(config, formId, shown, context);
  const { errors: found, notices, data: visible, states } = validateForm(form, answers, context);
  const later = laterOf(form.definition.completeLater);
  const errors = found.filter((error) => !later(error));
  const unfinished = found.filter(later);
  const storable =
    input.data === undefined
      ? visible
      : withDormantAnswers({ shape: form.shape, stored, storable: visible, after: states, before: () => fieldStates(form, evaluatedAnswers(config, formId, stored, context), context) });
  const { schema, uiSchema } = renderForm(form, states, context.settings);
  const outsideLists = input.data === undefined ? [] : answersOutsideSettingsLists(form, answers, schema, uiSchema, new Set(Object.keys(input.lists ?? {}))).filter((error) => !errors.some((found) => found.path === error.path));
  return { formId, title: config.formTitle(formId), answers, states, errors: [...errors, ...outsideLists], unfinished, notices, storable, schema, uiSchema, upload: form.definition.upload ?? null, context };
}

/**
 * Submitted answers to questions whose options come from the university's settings that are not
 * among them (top-level questions). Lists known only at request time (a student's stage choices)
 * are their page's own to check, in its words.
 */
function answersOutsideSettingsLists(form: CompiledForm, answers: Record<string, unknown>, schema: RenderSchema, uiSchema: RenderUiSchema, requestLists: ReadonlySet<string>): FormError[] {
  const properties = (schema.properties ?? {}) as Record<string, RenderSchema>;
  return Object.entries(properties).flatMap(([name, property]) => {
    const options = (uiSchema[name] as RenderUiSchema | undefined)?.["ui:options"] as { optionsFrom?: { list?: string; suggestOnly?: boolean } } | undefined;
    const value = answers[name];
    if (!options?.optionsFrom || options.optionsFrom.suggestOnly === true || requestLists.has(String(options.optionsFrom.list)) || !Array.isArray(property.enum)) return [];
    if (typeof value !== "string" || value === "" || property.enum.includes(value)) return [];
    return [notAnOptionError(form, name, property.title, value)];
  });
}

/** Whether a form's page exists for this record (a form's top-level `visible`). */
export function isFormVisible(config: PreparedConfig, formId: string, record: Record<string, unknown>, options: { today: string; role: string }): boolean {
  if (!config.hasForm(formId)) return false;
  return isPageVisible(config.form(formId), sectionData(record, formId), config.contextFor(record, options));
}

export interface SavedPageCheck {
  errors: FormError[];
  states: FieldStates;
}

const NOTHING_SAVED: SavedPageCheck = { errors: [], states: {} };

/** The errors (and field states) a record's saved answers for a form have under the rules; none when never saved. */
export function savedPageCheck(config: PreparedConfig, formId: string, record: Record<string, unknown>, options: { today: string; role: string }): SavedPageCheck {
  if (!isSaved(record, formId)) return NOTHING_SAVED;
  const context = config.contextFor(record, options);
  const { errors, states } = validateForm(config.form(formId), evaluatedAnswers(config, formId, sectionData(record, formId), context), context);
  return { errors, states };
}

/** How a saved page stands: its error count under the rules (0 when never saved). */
export function pageErrorCount(config: PreparedConfig, formId: string, record: Record<string, unknown>, options: { today: string; role: string }): number {
  return savedPageCheck(config, formId, record, options).errors.length;
}
