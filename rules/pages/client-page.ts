// The page's own rules in the browser (issue 13 item 8): the server sends a form's definition,
// its render plan and the slice of the record and settings its conditions read; the browser
// compiles the conditions with the same engine (closures, no eval: the CSP holds) and works out
// field states, derived answers and the render description on every change, instantly. The
// server stays the only authority on save; a page with calculated answers (the funding summary)
// still asks the server, since the calculation needs figures only the server holds, and so does a
// page with informational rules (their notices, e.g. the passport warning, are the server's).
import type { PreparedConfig } from "../config/prepared-config";
import { perForm } from "../config/per-form";
import { defaultEngine } from "../default-engine";
import { compileField } from "../forms/compile-field";
import type { CompiledField, CompiledProperty } from "../forms/compile-form";
import { applyDerived } from "../forms/derived";
import { statesWithoutSchema } from "../forms/evaluate-form";
import { splitKey } from "../forms/field-paths";
import { renderForm, type RenderPlan, type RenderSchema, type RenderUiSchema } from "../forms/render";
import type { EvaluationContext, FormDefinition, JsonLogic, OptionLists } from "../types";
import { browserSchema, type BrowserSchema } from "../forms/browser-schema";
import { pointerToSegments, patternOf } from "../forms/field-paths";
import { INVALID_KEY, SCHEMA_KEYWORD_KEYS, YEAR_DIGITS_KEY, defaultMessages, formatMessage, schemaKeywordMessageKey, subjectParams } from "../forms/messages";

export interface ClientPageModel {
  formId: string;
  definition: Pick<FormDefinition, "id" | "schema" | "fields" | "ui" | "derived">;
  renderPlan: RenderPlan;
  context: EvaluationContext;
  /** The page has calculated answers or notices (informational rules): the server redraws it. */
  serverRedraw: boolean;
  /** What the browser checks before a save: the schema its precompiled validator was made from, and the messages it may say. */
  checks: { schema: BrowserSchema; texts: Record<string, string>; /** Where the page loads its precompiled validator (set by the server). */ url: string };
}

/**
 * The part of a page's rules that is the same for every record and person: made once per
 * configuration version and sent in the form's browser module (kept by the browser), not in
 * every page.
 */
export type ClientFormModel = Omit<ClientPageModel, "context" | "checks"> & { checks: Omit<ClientPageModel["checks"], "url"> };

/** What a page itself carries of its rules: the slice of the record and settings they read, and where the rest is. */
export interface ClientPageRef {
  formId: string;
  context: EvaluationContext;
  /** The form's browser module (its rules and precompiled validator) for this configuration version. */
  url: string;
}

/** A page's rules as the browser runs them: the form's module with the page's own context. */
export function clientPageFrom(form: ClientFormModel, ref: ClientPageRef): ClientPageModel {
  return { ...form, context: ref.context, checks: { ...form.checks, url: ref.url } };
}

/** Every `var` path a rule reads. A path worked out at run time counts as "everything" (null). */
export function varPathsOf(rule: unknown, found: Set<string> = new Set()): Set<string> | null {
  if (Array.isArray(rule)) {
    for (const item of rule) if (varPathsOf(item, found) === null) return null;
    return found;
  }
  if (!rule || typeof rule !== "object") return found;
  for (const [operation, args] of Object.entries(rule)) {
    if (operation === "var") {
      const path = Array.isArray(args) ? args[0] : args;
      if (typeof path === "string") found.add(path);
      else if (path !== undefined && path !== null && typeof path !== "number") return null;
      if (Array.isArray(args) && varPathsOf(args.slice(1), found) === null) return null;
    } else if (varPathsOf(args, found) === null) return null;
  }
  return found;
}

/** Only the parts of `source` under the given paths (the rest is none of the browser's business). */
function slice(source: unknown, paths: ReadonlySet<string> | null, prefix: string): unknown {
  if (paths === null) return source;
  const result: Record<string, unknown> = {};
  for (const path of paths) {
    if (!path.startsWith(`${prefix}.`)) continue;
    const segments = path.slice(prefix.length + 1).split(".");
    let from: unknown = source;
    let to: Record<string, unknown> = result;
    for (let i = 0; i < segments.length && from && typeof from === "object"; i++) {
      const part = segments[i];
      const value = (from as Record<string, unknown>)[part];
      if (value === undefined) break;
      if (i === segments.length - 1 || !value || typeof value !== "object") {
        to[part] = value;
        break;
      }
      to = (to[part] ??= Array.isArray(value) ? [] : {}) as Record<string, unknown>;
      from = value;
    }
  }
  return result;
}

/** The settings a uiSchema's questions are drawn from: option lists (`ui:options.optionsFrom.list`) and consents' documents (`ui:options.document`). */
function optionListsOf(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => optionListsOf(item, found));
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "optionsFrom" && value && typeof value === "object" && typeof (value as { list?: unknown }).list === "string") found.push((value as { list: string }).list);
      // A consent's document (a privacy policy) is drawn from the settings too (issue 40 item 4).
      else if (key === "document" && typeof value === "string") found.push(`consentDocuments.${value}`);
      else optionListsOf(value, found);
    }
  }
  return found;
}

/** A form's rules for the browser and the record paths they read, worked out once per configuration version. */
const clientFormOf = perForm((config, formId): { model: ClientFormModel; paths: Set<string> | null } => {
  const { definition, renderPlan } = config.form(formId);
  const rules: JsonLogic[] = [];
  for (const field of Object.values(definition.fields ?? {})) for (const rule of [field.label, field.helpText, field.subLabel, field.visible, field.mandatory]) if (rule !== undefined) rules.push(rule);
  rules.push(...Object.values(definition.derived ?? {}));
  const paths = varPathsOf(rules);
  // Option lists a question takes from the settings (a programme choice's courses) are read by the renderer.
  for (const list of optionListsOf(definition.ui?.uiSchema)) paths?.add(`settings.${list}`);
  return {
    paths,
    model: {
      formId,
      definition: { id: definition.id, schema: definition.schema, fields: definition.fields, ui: definition.ui, derived: definition.derived },
      renderPlan,
      serverRedraw: Object.keys(definition.calculate ?? {}).length > 0 || Object.values(definition.rules ?? {}).some((rule) => rule.kind === "info"),
      checks: { schema: browserSchemaOf(config, formId), texts: checkTexts(config, definition) },
    },
  };
});

/** The form's part of its pages' rules (the same for every record). */
export const clientFormModel = (config: PreparedConfig, formId: string): ClientFormModel => clientFormOf(config, formId).model;

/** The record's and settings' slice a form's rules read, for one page. */
export function clientContext(config: PreparedConfig, formId: string, input: { record: Record<string, unknown>; today: string; role: string; lists?: OptionLists }): EvaluationContext {
  const { paths } = clientFormOf(config, formId);
  const context = config.contextFor(input.record, input);
  return { today: context.today, role: context.role, settings: slice(context.settings, paths, "settings") as Record<string, unknown>, application: slice(context.application, paths, "application") };
}

/** A form's browser schema, worked out once per configuration version (its precompiled validator is made from it). */
export const browserSchemaOf = perForm((config, formId): BrowserSchema => browserSchema(config.form(formId).renderPlan));

/** The texts of every message a schema check of this form can give. */
function checkTexts(config: PreparedConfig, definition: FormDefinition): Record<string, string> {
  const keys = new Set<string>([INVALID_KEY, YEAR_DIGITS_KEY, ...Object.values(SCHEMA_KEYWORD_KEYS)]);
  for (const field of Object.values(definition.fields ?? {})) for (const key of Object.values({ ...defaultMessages(field.widget), ...field.messages })) keys.add(key);
  return Object.fromEntries([...keys].filter((key) => config.messages[key]).map((key) => [key, config.messages[key].text]));
}

/** An error the precompiled validator reported (ajv's shape). */
export interface CheckError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/**
 * What the browser's check says before a save, worded as the server would: one message per
 * question that applies, none for a question the answers hide or leave empty (the server says
 * what is missing).
 */
export function browserCheckErrors(model: ClientPageModel, answers: Record<string, unknown>, errors: readonly CheckError[]): Array<{ path: string; message: string }> {
  const form = clientForm(model);
  const { data, states } = statesWithoutSchema(form, answers, model.context);
  const byKey = new Map(form.fieldsByDepth.map((field) => [field.key, field]));
  const found: Array<{ path: string; message: string }> = [];
  for (const error of errors) {
    if (error.keyword === "required") continue;
    const segments = pointerToSegments(error.instancePath);
    const path = segments.join(".");
    if (found.some((entry) => entry.path === path)) continue;
    const state = states[path];
    if (state && !state.visible) continue;
    if (segments.some((_, i) => states[segments.slice(0, i).join(".")]?.visible === false)) continue;
    let value: unknown = data;
    for (const segment of segments) value = value && typeof value === "object" ? (value as Record<string, unknown>)[segment] : undefined;
    // No answer (null is how an optional question left empty loads: issue 40 item 6) is the server's to judge on save.
    if (value === undefined || value === null || value === "") continue;
    const field = byKey.get(path) ?? byKey.get(patternOf(segments));
    const key = schemaKeywordMessageKey(field, error.keyword, value, (candidate) => candidate in model.checks.texts);
    const label = state?.label;
    found.push({ path, message: formatMessage(model.checks.texts[key] ?? key, { label, ...subjectParams(label), ...error.params }) });
  }
  return found;
}

interface ClientForm {
  definition: ClientPageModel["definition"];
  fieldsByDepth: CompiledField[];
  derived: Array<{ path: string; segments: string[]; value: CompiledProperty }>;
  renderPlan: RenderPlan;
}

const compiled = new WeakMap<ClientPageModel, ClientForm>();

function compileProperty(rule: unknown, fallback: unknown): CompiledProperty {
  if (rule === undefined) return { constant: true, value: fallback };
  if (typeof rule !== "object" || rule === null) return { constant: true, value: rule };
  return { constant: false, evaluate: defaultEngine.compile(rule) };
}

function clientForm(model: ClientPageModel): ClientForm {
  let form = compiled.get(model);
  if (!form) {
    const fields = Object.entries(model.definition.fields ?? {}).map(([key, field], declared) => compileField(key, field, declared, splitKey(key), (rule, _name, fallback) => compileProperty(rule, fallback)));
    form = {
      definition: model.definition,
      fieldsByDepth: [...fields].sort((a, b) => a.segments.length - b.segments.length || a.declared - b.declared),
      derived: Object.entries(model.definition.derived ?? {}).map(([path, rule]) => ({ path, segments: splitKey(path), value: compileProperty(rule, null) })),
      renderPlan: model.renderPlan,
    };
    compiled.set(model, form);
  }
  return form;
}

export interface ClientPage {
  schema: RenderSchema;
  uiSchema: RenderUiSchema;
  /** The answers with derived values filled in. */
  answers: Record<string, unknown>;
}

/** The page for the answers so far, worked out in the browser. */
export function evaluateClientPage(model: ClientPageModel, data: Record<string, unknown>): ClientPage {
  const form = clientForm(model);
  const answers = applyDerived(form, data, model.context);
  const { states } = statesWithoutSchema(form, answers, model.context);
  const { schema, uiSchema } = renderForm(form, states, model.context.settings);
  return { schema, uiSchema, answers };
}
