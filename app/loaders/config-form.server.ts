// /config/forms/:form: one form's fields as a table (label, help text, sub-label, mandatory,
// visible: each a text or switch, or a JSON-Logic condition with its summary), its rules with
// their messages, the field order, and the whole form as JSON. Saves go to the draft.
import { describeCondition, type DescribeOptions, type FieldDefinition, type FormDefinition } from "../../rules";
import { conditionWords, recordFieldsOfForm, summaryFieldsFor } from "../../server/config-admin/condition-choices";
import { notFound } from "../../server/auth/guards";
import {
  EditError,
  changedFieldEdits,
  FIELD_PROPERTIES,
  SWITCH_PROPERTIES,
  editFields,
  editRules,
  formOf,
  messageText,
  replaceForm,
  setFieldOrder,
  setMessageText,
  type FieldEdit,
  type FieldProperty,
  type RuleEdit,
} from "../../server/config-admin/edits";
import { say } from "../../server/config-admin/texts";
import { builderFieldsOf } from "../../rules/conditions/builder-fields";
import { widgetChoices } from "../../server/config-admin/builder-choices";
import { configPage, draftState, failure, field, jsonError, parseJsonText, saveDraft, submittedValues, workingConfig, type ConfigContext, type FieldError } from "./config-common.server";
import { readForm } from "../../server/http/form-body";
import { orderedEntries } from "../../rules/config/keyed-items";
import { topLevelOrder } from "../../server/config-admin/questions";
import { canAddPageAfter } from "../../server/config-admin/pages";

export type CellMode = "text" | "json" | "yes" | "no" | "builder";

export interface PropertyCell {
  property: FieldProperty;
  isSwitch: boolean;
  mode: CellMode;
  text: string;
  json: string;
  summary: string;
}

const pretty = (value: unknown): string => JSON.stringify(value, null, 2) ?? "";

function labelsOf(form: FormDefinition): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [path, definition] of Object.entries(form.fields ?? {})) {
    if (typeof definition?.label === "string") labels[path] = definition.label;
  }
  return labels;
}

function cellOf(property: FieldProperty, value: unknown, words: DescribeOptions): PropertyCell {
  const isSwitch = SWITCH_PROPERTIES.has(property);
  const describe = (rule: unknown) => describeCondition(rule, words);
  if (isSwitch) {
    const effective = value === undefined ? property === "visible" : value;
    if (effective === true || effective === false) return { property, isSwitch, mode: effective ? "yes" : "no", text: "", json: "", summary: describe(effective) };
    return { property, isSwitch, mode: "json", text: "", json: pretty(value), summary: describe(value) };
  }
  if (value === undefined || typeof value === "string") return { property, isSwitch, mode: "text", text: value ?? "", json: "", summary: "" };
  return { property, isSwitch, mode: "json", text: "", json: pretty(value), summary: describe(value) };
}

export async function loadConfigForm(request: Request, context: ConfigContext, formId: string | undefined) {
  const page = await configPage(request, context);
  const { access, copy, texts, frame } = page;
  const form = formId ? formOf(copy.config, formId) : undefined;
  if (!formId || !form) throw notFound();
  const labels = labelsOf(form);
  const working = workingConfig(page, () => formId);
  const builderFields = working.hasForm(formId) ? [...builderFieldsOf(working.form(formId).renderPlan, labels, widgetChoices()), ...recordFieldsOfForm(working, form)] : [];
  // Summaries name questions by their labels and answers by their options' words, never a stored code.
  const words = conditionWords(working, builderFields, texts, labels);
  const fields = Object.entries(form.fields ?? {}).map(([path, definition]: [string, FieldDefinition], index) => ({
    index,
    path,
    cells: FIELD_PROPERTIES.map((property) => cellOf(property, (definition ?? {})[property], words)),
  }));
  // The rules are keyed by id (decision 0035): listed in their order, each row edits the rule of its key.
  const rules = orderedEntries(form.rules).map(([id, rule], index) => ({
    index,
    id,
    path: String(rule?.path ?? ""),
    failsWhen: pretty(rule?.failsWhen),
    summary: describeCondition(rule?.failsWhen, words),
    message: String(rule?.message ?? ""),
    messageText: typeof rule?.message === "string" ? (messageText(copy.config, rule.message) ?? "") : "",
  }));
  const url = new URL(request.url);
  return {
    texts,
    frame,
    state: draftState(copy),
    builderFields,
    summaryFields: summaryFieldsFor(working, builderFields),
    form: { id: formId, title: typeof form.title === "string" ? form.title : formId, kind: typeof form.kind === "string" ? form.kind : "" },
    fields,
    labels,
    rules,
    order: (Array.isArray(form.ui?.order) ? form.ui.order : []).join("\n"),
    topLevelFields: Object.keys(form.fields ?? {}).filter((path) => !path.includes(".")),
    // The page's questions, each changed (or removed) on its own form; "Add a question" below them (decision 0038).
    questions: topLevelOrder(form)
      .filter((path) => Object.hasOwn(form.fields ?? {}, path))
      .map((path) => ({ key: path, label: labels[path] ?? path, href: access.href(`/config/forms/${encodeURIComponent(formId)}/questions/${encodeURIComponent(path)}`) })),
    definitionJson: pretty(form),
    links: {
      back: access.href("/config"),
      preview: access.href(`/config/forms/${encodeURIComponent(formId)}/preview`),
      action: access.href(`/config/forms/${encodeURIComponent(formId)}`),
      addQuestion: access.href(`/config/forms/${encodeURIComponent(formId)}/questions/new`),
      addPage: canAddPageAfter(copy.config, formId) ? access.href(`/config/forms/${encodeURIComponent(formId)}/pages/new`) : null,
    },
    saved: url.searchParams.get("saved"),
  };
}

/** Reads the fields table: per row `f<i>.path`, and per property its mode and text or JSON. */
function readFieldEdits(form: FormData, texts: Record<string, string>): { edits: FieldEdit[]; errors: FieldError[] } {
  const edits: FieldEdit[] = [];
  const errors: FieldError[] = [];
  for (let index = 0; form.has(`f${index}.path`); index++) {
    const path = field(form, `f${index}.path`);
    for (const property of FIELD_PROPERTIES) {
      const prefix = `f${index}.${property}`;
      if (!form.has(`${prefix}.mode`)) continue;
      const mode = field(form, `${prefix}.mode`);
      if (mode === "yes" || mode === "no") {
        if (SWITCH_PROPERTIES.has(property)) edits.push({ path, property, value: mode === "yes" });
      } else if (mode === "text") {
        if (!SWITCH_PROPERTIES.has(property)) {
          const text = field(form, `${prefix}.text`).trim();
          edits.push({ path, property, value: text === "" ? undefined : text });
        }
      } else if (mode === "builder" && field(form, `${prefix}.json`).trim() === "") {
        errors.push({ field: `f${index}-${property}-json`, message: say(texts, "config.builder.empty") });
      } else if (mode === "json" || mode === "builder") {
        const parsed = parseJsonText(field(form, `${prefix}.json`));
        if ("value" in parsed) edits.push({ path, property, value: parsed.value });
        else errors.push(jsonError(texts, parsed, `f${index}-${property}-json`, say(texts, "config.fields.cellLabel", { column: say(texts, `config.fields.column.${property}`), field: path })));
      }
    }
  }
  return { edits, errors };
}

function readRuleEdits(form: FormData, texts: Record<string, string>): { edits: RuleEdit[]; messages: Array<{ key: string; text: string }>; errors: FieldError[] } {
  const edits: RuleEdit[] = [];
  const messages: Array<{ key: string; text: string }> = [];
  const errors: FieldError[] = [];
  for (let index = 0; form.has(`r${index}.id`); index++) {
    if (field(form, `r${index}.mode`) === "builder" && field(form, `r${index}.failsWhen`).trim() === "") {
      errors.push({ field: `r${index}-failsWhen`, message: say(texts, "config.builder.emptyRule") });
      continue;
    }
    const parsed = parseJsonText(field(form, `r${index}.failsWhen`));
    if ("problem" in parsed) {
      errors.push(jsonError(texts, parsed, `r${index}-failsWhen`, say(texts, "config.rules.conditionLabel", { rule: field(form, `r${index}.id`) })));
      continue;
    }
    const message = field(form, `r${index}.message`).trim();
    edits.push({ index, id: field(form, `r${index}.id`), path: field(form, `r${index}.path`).trim(), failsWhen: parsed.value, message });
    if (form.has(`r${index}.messageText`)) messages.push({ key: message, text: field(form, `r${index}.messageText`) });
  }
  return { edits, messages, errors };
}

export async function configFormAction(request: Request, context: ConfigContext, formId: string | undefined) {
  const page = await configPage(request, context);
  const { access, copy, texts } = page;
  if (!formId || !formOf(copy.config, formId)) throw notFound();
  const form = await readForm(request);
  const intent = field(form, "intent");
  const values = submittedValues(form);
  let edited: Record<string, unknown>;
  try {
    if (intent === "fields") {
      const { edits, errors } = readFieldEdits(form, texts);
      if (errors.length) return failure(422, intent, errors, values);
      edited = editFields(copy.config, formId, changedFieldEdits(copy.config, formId, edits));
    } else if (intent === "rules") {
      const { edits, messages, errors } = readRuleEdits(form, texts);
      if (errors.length) return failure(422, intent, errors, values);
      edited = editRules(copy.config, formId, edits);
      for (const { key, text } of messages) {
        if (messageText(edited, key) !== undefined && messageText(edited, key) !== text) edited = setMessageText(edited, key, text);
      }
    } else if (intent === "order") {
      const order = field(form, "order").split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
      edited = setFieldOrder(copy.config, formId, order);
    } else if (intent === "raw") {
      const parsed = parseJsonText(field(form, "definitionJson"));
      if ("problem" in parsed) return failure(422, intent, [jsonError(texts, parsed, "definitionJson", say(texts, "config.raw.formLabel"))], values);
      edited = replaceForm(copy.config, formId, parsed.value);
    } else {
      return failure(400, intent, [{ field: "", message: say(texts, "config.error.unknownAction") }], values);
    }
  } catch (error) {
    if (!(error instanceof EditError)) throw error;
    // The table no longer matches the draft (someone changed the form's fields or rules).
    return failure(409, intent, [{ field: "", message: say(texts, "config.draft.conflict") }], values);
  }
  return saveDraft(context, page, edited, {
    form,
    intent,
    by: access.user.id,
    redirectTo: access.href(`/config/forms/${encodeURIComponent(formId)}`, { saved: intent }),
  });
}
