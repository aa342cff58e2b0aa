// /config/forms/:form/questions/new and /config/forms/:form/questions/:key: a question added,
// changed or removed without JSON; /config/forms/:form/pages/new: a page added after this one (issue 38 item 2; decision 0038). One GOV.UK form posted to
// the server (no script needed): 'Fill in the messages' draws it again with the messages written
// from the label, 'Save question' writes the draft. The condition builder fills the condition
// when the page's script runs; without it the condition is JSON.
import { data } from "@remix-run/node";
import { notFound } from "../../server/auth/guards";
import { readForm } from "../../server/http/form-body";
import { EditError, formOf } from "../../server/config-admin/edits";
import { say } from "../../server/config-admin/texts";
import { widgetChoices } from "../../server/config-admin/builder-choices";
import { addQuestion, canAddQuestions, changeQuestion, questionOf, removeQuestion, textsIn, topLevelOrder, usesOf } from "../../server/config-admin/questions";
import { addPageAfter, canAddPageAfter } from "../../server/config-admin/pages";
import { builderFieldsOf } from "../../rules/conditions/builder-fields";
import type { BuilderField } from "../../rules/conditions/condition-builder";
import {
  MAX_LABEL,
  TYPE_CHOICES,
  generatedMessages,
  isQuestionType,
  messageKindsOf,
  optionLines,
  questionProblems,
  type QuestionAnswers,
} from "../../rules/config-editor/question";
import type { FormDefinition } from "../../rules";
import { configPage, draftState, failure, field, jsonError, parseJsonText, saveDraft, submittedValues, workingConfig, type ConfigContext, type FieldError } from "./config-common.server";

const labelOf = (form: FormDefinition, path: string): string => {
  const label = form.fields?.[path]?.label;
  return typeof label === "string" && label !== "" ? label : path;
};

const switchMode = (value: unknown): string => (value === true ? "always" : value === false ? "never" : "condition");

/**
 * Conditions offered as one choice where the builder cannot run (no script): "‘Have you studied in
 * the UK before?’ is Yes", one per answer of each yes/no or choice question, each the builder's JSON.
 */
function simpleConditionsOf(fields: readonly BuilderField[], texts: Record<string, string>): Array<{ value: string; label: string }> {
  const choices: Array<{ value: string; label: string }> = [];
  for (const builderField of fields) {
    const answers =
      builderField.kind === "yesNo"
        ? [
            { value: true, label: say(texts, "config.builder.yes") },
            { value: false, label: say(texts, "config.builder.no") },
          ]
        : builderField.kind === "choice"
          ? (builderField.values ?? []).map((option) => ({ value: option.value, label: option.label }))
          : [];
    for (const answer of answers) {
      choices.push({ value: JSON.stringify({ "===": [{ var: builderField.name }, answer.value] }), label: say(texts, "config.question.visible.simpleChoice", { question: builderField.label, answer: answer.label }) });
    }
  }
  return choices;
}

export async function loadQuestionEditor(request: Request, context: ConfigContext, formId: string | undefined, key: string | undefined) {
  const page = await configPage(request, context);
  const { access, copy, texts, frame } = page;
  const form = formId ? formOf(copy.config, formId) : undefined;
  if (!formId || !form) throw notFound();
  const question = key === undefined ? undefined : questionOf(copy.config, formId, key);
  if (key !== undefined && !question) throw notFound();
  const labels: Record<string, string> = Object.fromEntries(Object.keys(form.fields ?? {}).map((path) => [path, labelOf(form, path)]));
  const working = workingConfig(page, () => formId);
  // A question's own answer is not offered for the condition that shows it.
  const builderFields = working.hasForm(formId) ? builderFieldsOf(working.form(formId).renderPlan, labels, widgetChoices()).filter((choice) => key === undefined || choice.name !== `record.${key}`) : [];
  const formHref = access.href(`/config/forms/${encodeURIComponent(formId)}`);
  return {
    texts,
    frame,
    state: draftState(copy),
    form: { id: formId, title: typeof form.title === "string" ? form.title : formId },
    canAdd: canAddQuestions(copy.config, formId),
    types: Array.from(TYPE_CHOICES, (choice) => ({ value: choice.type, label: say(texts, choice.labelKey), list: choice.list })),
    after: topLevelOrder(form)
      .filter((path) => path !== key && Object.hasOwn(form.fields ?? {}, path))
      .map((path) => ({ value: path, label: labelOf(form, path) })),
    builderFields,
    simpleConditions: simpleConditionsOf(builderFields, texts),
    labels,
    question: question
      ? {
          key: question.key,
          type: question.type,
          values: {
            label: question.label,
            hint: question.hint,
            mandatory: question.mandatory === true ? "yes" : "no",
            visibleMode: switchMode(question.visible),
            visibleCondition: typeof question.visible === "object" ? JSON.stringify(question.visible, null, 2) : "",
            "message.required": question.messages.required ?? "",
            "message.invalid": question.messages.invalid ?? "",
          },
          messageKinds: question.type ? messageKindsOf(question.type) : ["required"],
          usedBy: usesOf(form, question.key),
        }
      : null,
    links: { form: formHref, action: access.href(`/config/forms/${encodeURIComponent(formId)}/questions/${key === undefined ? "new" : encodeURIComponent(key)}`) },
  };
}

/** What the officer filled in, or the problems with it (each on its field). */
function readQuestion(form: FormData, texts: Record<string, string>, fixedType: string | null): { answers: QuestionAnswers; errors: FieldError[] } {
  const type = fixedType ?? field(form, "type");
  const label = field(form, "label");
  const options = optionLines(field(form, "options"));
  const visibleMode = field(form, "visibleMode");
  const errors: FieldError[] = questionProblems({ type, label, options, visible: visibleMode }).map((problem) => ({ field: problem.field, message: say(texts, problem.messageKey) }));
  let visible: QuestionAnswers["visible"] = true;
  if (visibleMode === "never") visible = false;
  else if (visibleMode === "condition") {
    // The JSON (the builder's, or typed), else the one-choice condition offered without a script.
    const text = field(form, "visibleCondition").trim() || field(form, "visibleSimple");
    const parsed = text.trim() === "" ? null : parseJsonText(text);
    if (parsed === null) errors.push({ field: "visibleCondition", message: say(texts, "config.question.error.condition") });
    else if ("problem" in parsed) errors.push(jsonError(texts, parsed, "visibleCondition", say(texts, "config.question.visible.condition")));
    else visible = parsed.value as QuestionAnswers["visible"];
  } else if (visibleMode !== "always") errors.push({ field: "visibleMode", message: say(texts, "config.question.error.visible") });
  const answers: QuestionAnswers = {
    type: isQuestionType(type) ? type : "text",
    label,
    hint: field(form, "hint"),
    options,
    mandatory: field(form, "mandatory") === "yes",
    visible,
    messages: { required: field(form, "message.required"), invalid: field(form, "message.invalid") },
  };
  return { answers, errors };
}

export async function questionEditorAction(request: Request, context: ConfigContext, formId: string | undefined, key: string | undefined) {
  const page = await configPage(request, context);
  const { access, copy, texts } = page;
  const form = formId ? formOf(copy.config, formId) : undefined;
  if (!formId || !form) throw notFound();
  const question = key === undefined ? undefined : questionOf(copy.config, formId, key);
  if (key !== undefined && !question) throw notFound();
  const posted = await readForm(request);
  const intent = field(posted, "intent");
  const values = submittedValues(posted);
  const formHref = access.href(`/config/forms/${encodeURIComponent(formId)}`, { saved: intent === "remove" ? "questionRemoved" : "question" });
  if (intent === "remove" && question) {
    const usedBy = usesOf(form, question.key);
    if (usedBy.length) return failure(422, intent, [{ field: "", message: say(texts, "config.question.error.inUse", { uses: usedBy.join(", ") }) }], values);
    return saveDraft(context, page, removeQuestion(copy.config, formId, question.key), { form: posted, intent, by: access.user.id, redirectTo: formHref });
  }
  if (intent !== "messages" && intent !== "save") return failure(400, intent, [{ field: "", message: say(texts, "config.error.unknownAction") }], values);
  const { answers, errors } = readQuestion(posted, texts, question ? (question.type ?? "text") : null);
  if (errors.length) return failure(422, intent, errors, values);
  if (intent === "messages") {
    // The messages written from the label go in the boxes left empty; what was typed stays.
    const generated = generatedMessages(answers.type, answers.label.trim(), textsIn(copy.config, texts));
    const filled = { ...values };
    for (const kind of messageKindsOf(answers.type)) if (!filled[`message.${kind}`]?.trim()) filled[`message.${kind}`] = generated[kind] ?? "";
    return data({ intent, errors: [] as FieldError[], values: filled, filled: true });
  }
  try {
    const edited = question
      ? changeQuestion(copy.config, formId, question.key, answers, textsIn(copy.config, texts))
      : addQuestion(copy.config, formId, answers, field(posted, "after") || null, textsIn(copy.config, texts)).config;
    return saveDraft(context, page, edited, { form: posted, intent, by: access.user.id, redirectTo: formHref });
  } catch (error) {
    if (!(error instanceof EditError)) throw error;
    return failure(422, intent, [{ field: "", message: say(texts, "config.question.error.cannotAdd") }], values);
  }
}

/** /config/forms/:form/pages/new: a new page after this one, named by its title. */
export async function loadNewPage(request: Request, context: ConfigContext, formId: string | undefined) {
  const page = await configPage(request, context);
  const { access, copy, texts, frame } = page;
  const form = formId ? formOf(copy.config, formId) : undefined;
  if (!formId || !form) throw notFound();
  return {
    texts,
    frame,
    state: draftState(copy),
    form: { id: formId, title: typeof form.title === "string" ? form.title : formId },
    canAdd: canAddPageAfter(copy.config, formId),
    links: { form: access.href(`/config/forms/${encodeURIComponent(formId)}`), action: access.href(`/config/forms/${encodeURIComponent(formId)}/pages/new`) },
  };
}

export async function newPageAction(request: Request, context: ConfigContext, formId: string | undefined) {
  const page = await configPage(request, context);
  const { access, copy, texts } = page;
  if (!formId || !formOf(copy.config, formId)) throw notFound();
  const posted = await readForm(request);
  const values = submittedValues(posted);
  const title = field(posted, "title").trim();
  if (title === "") return failure(422, "page", [{ field: "title", message: say(texts, "config.page.error.title") }], values);
  if (title.length > MAX_LABEL) return failure(422, "page", [{ field: "title", message: say(texts, "config.page.error.titleTooLong") }], values);
  if (!canAddPageAfter(copy.config, formId)) return failure(422, "page", [{ field: "", message: say(texts, "config.page.cannotAdd") }], values);
  const { config, id } = addPageAfter(copy.config, formId, title);
  return saveDraft(context, page, config, { form: posted, intent: "page", by: access.user.id, redirectTo: access.href(`/config/forms/${encodeURIComponent(id)}`, { saved: "page" }) });
}
