// /config/forms/:form: the fields table, the rules table, the field order and the whole form
// as JSON; each saves to the draft. A refused save draws the form again with what was typed.
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { textOf } from "../../lib/format-message";
import { ConfigFrame } from "./ConfigFrame";
import { ErrorSummary } from "../govuk/ErrorSummary";
import { FormGroup, describedByIds } from "../govuk/FormGroup";
import type { configFormAction, loadConfigForm } from "../../loaders/config-form.server";
import { DraftStatus, HiddenState, JsonEditor, SavedNotice, errorOf, failureFor, useAnswerKey } from "./ConfigParts";
import { FieldsTable } from "./FieldsTable";
import { RulesTable } from "./RulesTable";
import { QuestionList } from "./QuestionList";

export function FormPage() {
  const data = useLoaderData<typeof loadConfigForm>();
  const answer = useActionData<typeof configFormAction>();
  const navigation = useNavigation();
  const key = useAnswerKey(answer, data.state.draftVersion);
  const { texts, state, links } = data;
  const t = (name: string, params?: Record<string, string | number>) => textOf(texts, name, params);
  const busy = navigation.state !== "idle";
  const failed = (intent: string) => failureFor(answer, intent);
  const errors = answer && "errors" in answer ? answer.errors : [];
  return (
    <ConfigFrame frame={data.frame}>
      <Link className="back-link" to={links.back}>
        {t("config.back")}
      </Link>
      <ErrorSummary title={t("form.errorSummary")} errors={errors} />
      <SavedNotice show={data.saved !== null && !answer}>{data.saved === "question" || data.saved === "questionRemoved" || data.saved === "page" ? t(`config.saved.${data.saved}`) : undefined}</SavedNotice>
      <h1>{t("config.title.form", { form: data.form.title })}</h1>
      <p>
        <code>{data.form.id}</code> {data.form.kind ? `(${texts[`config.kind.${data.form.kind}`] ?? data.form.kind})` : null}
      </p>
      <p>
        <Link to={links.preview}>{t("config.form.previewLink")}</Link>
      </p>
      <DraftStatus state={state} />

      <QuestionList questions={data.questions} addHref={links.addQuestion} addPageHref={links.addPage} />

      <section className="config-section">
        <h2 id="fields-heading">{t("config.fields.heading")}</h2>
        <p className="hint">{t("config.fields.intro")}</p>
        <FieldsTable
          key={`fields-${key}`}
          fields={data.fields}
          labels={data.labels}
          builderFields={data.builderFields}
          summaryFields={data.summaryFields}
          draftVersion={state.draftVersion}
          action={links.action}
          values={failed("fields")?.values}
          errors={failed("fields")?.errors}
          busy={busy}
        />
      </section>

      <section className="config-section">
        <h2 id="rules-heading">{t("config.rules.heading")}</h2>
        <p className="hint">{t("config.rules.intro")}</p>
        <RulesTable
          key={`rules-${key}`}
          rules={data.rules}
          labels={data.labels}
          builderFields={data.builderFields}
          summaryFields={data.summaryFields}
          draftVersion={state.draftVersion}
          action={links.action}
          values={failed("rules")?.values}
          errors={failed("rules")?.errors}
          busy={busy}
        />
      </section>

      <section className="config-section">
        <h2 id="order-heading">{t("config.order.heading")}</h2>
        <Form method="post" action={links.action} noValidate key={`order-${key}`}>
          <HiddenState intent="order" draftVersion={state.draftVersion} />
          <FormGroup id="order" label={t("config.order.label")} hint={t("config.order.hint", { fields: data.topLevelFields.join(", ") })} error={errorOf(failed("order")?.errors, "order")} errorPrefix={t("form.errorPrefix")}>
            <textarea
              id="order"
              name="order"
              className="json-editor"
              rows={Math.min(20, Math.max(4, data.topLevelFields.length + 1))}
              defaultValue={failed("order")?.values.order ?? data.order}
              aria-describedby={describedByIds("order", { hint: true, error: errorOf(failed("order")?.errors, "order") })}
              spellCheck={false}
            />
          </FormGroup>
          <button type="submit" className="button" disabled={busy}>
            {t("config.order.save")}
          </button>
        </Form>
      </section>

      <section className="config-section" id="raw">
        <h2 id="raw-heading">{t("config.raw.heading")}</h2>
        <Form method="post" action={links.action} noValidate key={`raw-${key}`}>
          <HiddenState intent="raw" draftVersion={state.draftVersion} />
          <JsonEditor
            id="raw-json"
            name="definitionJson"
            label={t("config.raw.formLabel")}
            hint={t("config.raw.hint")}
            defaultValue={failed("raw")?.values.definitionJson ?? data.definitionJson}
            error={errorOf(failed("raw")?.errors, "raw-json") ?? errorOf(failed("raw")?.errors, "definitionJson")}
            errorPrefix={t("form.errorPrefix")}
            large
          />
          <button type="submit" className="button" disabled={busy}>
            {t("config.raw.save")}
          </button>
        </Form>
      </section>
    </ConfigFrame>
  );
}
