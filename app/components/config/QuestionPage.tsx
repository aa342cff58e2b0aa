// "Add a question" and "Change a question" on a form (issue 38 item 2; decision 0038): the
// question's type, label, hint, options, place, whether it must be answered, when it shows (the
// condition builder, or JSON without a script) and its error messages, written from the label
// by 'Fill in the messages' and editable. A changed question can also be removed here.
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { textOf } from "../../lib/format-message";
import { useTexts } from "../../lib/texts";
import { ConfigFrame } from "./ConfigFrame";
import { ErrorSummary } from "../govuk/ErrorSummary";
import { FormGroup, describedByIds } from "../govuk/FormGroup";
import { Radios } from "../govuk/Radios";
import { TextField } from "../govuk/TextField";
import { ConditionField, builderCanShow, useHydrated } from "./ConditionField";
import { DraftStatus, HiddenState, errorOf, useAnswerKey, type FieldError } from "./ConfigParts";
import type { loadQuestionEditor, questionEditorAction } from "../../loaders/config-question.server";

type Loaded = ReturnType<typeof useLoaderData<typeof loadQuestionEditor>>;

function VisibleCondition({ data, values, errors }: { data: Loaded; values: Record<string, string>; errors: readonly FieldError[] }) {
  const texts = useTexts();
  const hydrated = useHydrated();
  const [json, setJson] = useState(values.visibleCondition ?? "");
  const label = textOf(texts, "config.question.visible.condition");
  return (
    // A fieldset: the builder is several controls, and the JSON box carries its own label.
    <FormGroup id="visibleCondition" grouped label={label} hint={textOf(texts, "config.question.visible.conditionHint")}>
      {/* Without a script the builder cannot run: the common condition is one choice, anything else JSON. */}
      {hydrated || data.simpleConditions.length === 0 ? null : (
        <div className="form-group">
          <label className="label" htmlFor="visibleSimple">
            {textOf(texts, "config.question.visible.simpleLabel")}
          </label>
          <select id="visibleSimple" name="visibleSimple" className="config-select" defaultValue={values.visibleSimple ?? ""}>
            <option value="">{textOf(texts, "config.question.visible.simpleNone")}</option>
            {data.simpleConditions.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <ConditionField
        key={hydrated ? "builder" : "json"}
        id="visibleCondition"
        name="visibleCondition"
        label={label}
        json={json}
        setJson={setJson}
        useBuilder={hydrated && builderCanShow(json)}
        builderFields={data.builderFields}
        labels={data.labels}
        error={errorOf(errors, "visibleCondition")}
      />
    </FormGroup>
  );
}

export function QuestionPage() {
  const data = useLoaderData<typeof loadQuestionEditor>();
  const answer = useActionData<typeof questionEditorAction>();
  const navigation = useNavigation();
  const key = useAnswerKey(answer, data.state.draftVersion);
  const t = (name: string, params?: Record<string, string | number>) => textOf(data.texts, name, params);
  const busy = navigation.state !== "idle";
  const answered = answer && "values" in answer ? answer : undefined;
  const errors: FieldError[] = answered?.errors ?? [];
  const values: Record<string, string> = answered?.values ?? data.question?.values ?? {};
  const question = data.question;
  const type = question?.type ?? values.type ?? "";
  const isList = data.types.find((choice) => choice.value === type)?.list ?? false;
  const messageKinds = question?.messageKinds ?? ["required", "invalid"];
  const heading = question ? t("config.question.title.change", { question: question.values.label || question.key }) : t("config.question.title.add", { form: data.form.title });
  const prefix = t("form.errorPrefix");
  const filled = answered && "filled" in answered;
  if (!question && !data.canAdd) {
    return (
      <ConfigFrame frame={data.frame}>
        <Link className="back-link" to={data.links.form}>
          {t("config.back")}
        </Link>
        <h1>{heading}</h1>
        <p>{t("config.question.cannotAdd")}</p>
      </ConfigFrame>
    );
  }
  return (
    <ConfigFrame frame={data.frame}>
      <Link className="back-link" to={data.links.form}>
        {t("config.back")}
      </Link>
      <ErrorSummary title={t("form.errorSummary")} errors={errors} />
      <h1>{heading}</h1>
      <DraftStatus state={data.state} />
      {filled ? <p className="config-status">{t("config.question.messagesFilled")}</p> : null}
      <Form method="post" action={data.links.action} noValidate key={`question-${key}`}>
        {/* The intent comes with the button pressed: save, or fill in the messages. */}
        <input type="hidden" name="draftVersion" value={data.state.draftVersion} />
        {question ? null : (
          <FormGroup id="type" label={t("config.question.type.label")} grouped error={errorOf(errors, "type")} errorPrefix={prefix}>
            <Radios id="type" name="type" choices={data.types.map((choice) => ({ value: choice.value, label: choice.label }))} defaultValue={values.type ?? null} hasError={Boolean(errorOf(errors, "type"))} />
          </FormGroup>
        )}
        <TextField name="label" label={t("config.question.label.label")} hint={t("config.question.label.hint")} defaultValue={values.label ?? ""} error={errorOf(errors, "label")} errorPrefix={prefix} />
        <FormGroup id="hint" label={t("config.question.hint.label")} hint={t("config.question.hint.hint")}>
          <textarea id="hint" name="hint" className="textarea" rows={3} defaultValue={values.hint ?? ""} aria-describedby={describedByIds("hint", { hint: true })} />
        </FormGroup>
        {question ? null : (
          <FormGroup id="options" label={t("config.question.options.label")} hint={t("config.question.options.hint")} error={errorOf(errors, "options")} errorPrefix={prefix}>
            <textarea
              id="options"
              name="options"
              className="textarea"
              rows={isList ? 6 : 3}
              defaultValue={values.options ?? ""}
              aria-describedby={describedByIds("options", { hint: true, error: errorOf(errors, "options") })}
              aria-invalid={errorOf(errors, "options") ? true : undefined}
            />
          </FormGroup>
        )}
        {question ? null : (
          <FormGroup id="after" label={t("config.question.after.label", { form: data.form.title })} hint={t("config.question.after.hint")}>
            <select id="after" name="after" className="config-select" defaultValue={values.after ?? data.after.at(-1)?.value ?? ""} aria-describedby={describedByIds("after", { hint: true })}>
              <option value="">{t("config.question.after.first")}</option>
              {data.after.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </FormGroup>
        )}
        <FormGroup id="mandatory" label={t("config.question.mandatory.label")} grouped>
          <Radios
            id="mandatory"
            name="mandatory"
            inline
            choices={[
              { value: "yes", label: t("config.question.yes") },
              { value: "no", label: t("config.question.no") },
            ]}
            defaultValue={values.mandatory ?? "yes"}
          />
        </FormGroup>
        <FormGroup id="visibleMode" label={t("config.question.visible.label")} grouped error={errorOf(errors, "visibleMode")} errorPrefix={prefix}>
          <Radios
            id="visibleMode"
            name="visibleMode"
            choices={["always", "never", "condition"].map((mode) => ({ value: mode, label: t(`config.question.visible.${mode}`) }))}
            defaultValue={values.visibleMode ?? "always"}
          />
        </FormGroup>
        <VisibleCondition data={data} values={values} errors={errors} />
        <h2>{t("config.question.messages.heading")}</h2>
        <p className="hint">{t("config.question.messages.intro")}</p>
        {messageKinds.map((kind) => (
          <TextField key={kind} name={`message.${kind}`} label={t(`config.question.messages.${kind}`)} defaultValue={values[`message.${kind}`] ?? ""} errorPrefix={prefix} />
        ))}
        <div className="button-group">
          <button type="submit" name="intent" value="save" className="button" disabled={busy}>
            {t("config.question.save")}
          </button>
          <button type="submit" name="intent" value="messages" className="button button--secondary" disabled={busy}>
            {t("config.question.fillMessages")}
          </button>
        </div>
      </Form>
      {question ? (
        <section className="config-section">
          <h2>{t("config.question.remove.heading")}</h2>
          <p>{t("config.question.remove.intro")}</p>
          {question.usedBy.length ? <p>{t("config.question.error.inUse", { uses: question.usedBy.join(", ") })}</p> : null}
          <Form method="post" action={data.links.action}>
            <HiddenState intent="remove" draftVersion={data.state.draftVersion} />
            <button type="submit" className="button button--warning" disabled={busy || question.usedBy.length > 0}>
              {t("config.question.remove.button")}
            </button>
          </Form>
        </section>
      ) : null}
    </ConfigFrame>
  );
}
