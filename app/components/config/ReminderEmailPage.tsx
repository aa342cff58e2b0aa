// /config/reminders/:key: a reminder's email, edited into the draft, with a preview as a chosen
// student would get it (issue 19 item 3). Works without JavaScript: both buttons post the form.
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { textOf } from "../../lib/format-message";
import { ConfigFrame } from "./ConfigFrame";
import { ErrorSummary } from "../govuk/ErrorSummary";
import { FormGroup, describedByIds } from "../govuk/FormGroup";
import { TextField } from "../govuk/TextField";
import type { loadReminderTemplate, reminderTemplateAction } from "../../loaders/config-reminder-template.server";
import { DraftStatus, SavedNotice, errorOf, useAnswerKey } from "./ConfigParts";

export function ReminderEmailPage() {
  const loaded = useLoaderData<typeof loadReminderTemplate>();
  const answer = useActionData<typeof reminderTemplateAction>();
  const navigation = useNavigation();
  const key = useAnswerKey(answer, loaded.state.draftVersion);
  const previewed = answer && "preview" in answer ? answer : null;
  const failed = answer && "intent" in answer ? answer : null;
  const shown = previewed ?? loaded;
  const values = failed ? { subject: failed.values.subject ?? "", body: failed.values.body ?? "", link: failed.values.link ?? "" } : shown.values;
  const errors = failed?.errors ?? previewed?.errors;
  const { texts, links } = loaded;
  const t = (name: string, params?: Record<string, string | number>) => textOf(texts, name, params);
  const bodyError = errorOf(errors, "body");
  return (
    <ConfigFrame frame={loaded.frame}>
      <Link className="back-link" to={links.back}>
        {t("config.reminderEmail.back")}
      </Link>
      <ErrorSummary title={t("form.errorSummary")} errors={errors?.length ? errors : undefined} />
      <SavedNotice show={loaded.saved && !answer} />
      <h1>{t("config.reminderEmail.title", { reminder: loaded.about || loaded.key })}</h1>
      <DraftStatus state={loaded.state} />
      <p>{t("config.reminderEmail.intro")}</p>
      <Form method="post" action={links.action} noValidate key={key}>
        <input type="hidden" name="draftVersion" value={loaded.state.draftVersion} />
        <TextField name="subject" label={t("config.reminderEmail.subject")} defaultValue={values.subject} error={errorOf(errors, "subject")} errorPrefix={t("form.errorPrefix")} />
        <FormGroup id="body" label={t("config.reminderEmail.body")} hint={t("config.reminderEmail.bodyHint")} error={bodyError} errorPrefix={t("form.errorPrefix")}>
          <textarea className="textarea" id="body" name="body" rows={12} defaultValue={values.body} aria-describedby={describedByIds("body", { hint: "yes", error: bodyError })} aria-invalid={bodyError ? true : undefined} />
        </FormGroup>
        <TextField name="link" label={t("config.reminderEmail.link")} hint={t("config.reminderEmail.linkHint")} defaultValue={values.link} error={errorOf(errors, "link")} errorPrefix={t("form.errorPrefix")} />
        <TextField name="student" label={t("config.reminderEmail.student")} hint={t("config.reminderEmail.studentHint")} defaultValue={shown.student} errorPrefix={t("form.errorPrefix")} />
        <div className="button-group">
          <button type="submit" name="intent" value="save" className="button" disabled={navigation.state !== "idle"}>
            {t("config.reminderEmail.save")}
          </button>
          <button type="submit" name="intent" value="preview" className="button button--secondary" disabled={navigation.state !== "idle"}>
            {t("config.reminderEmail.preview")}
          </button>
        </div>
      </Form>
      {shown.preview.notFound ? <p role="status">{t("config.reminderEmail.studentNotFound", { student: shown.student })}</p> : null}
      {shown.preview.email ? (
        <section aria-labelledby="email-preview" className="email-preview">
          <h2 id="email-preview">{t("config.reminderEmail.previewHeading", { student: shown.student })}</h2>
          <dl>
            <dt>{t("config.reminderEmail.subject")}</dt>
            <dd>{shown.preview.email.subject}</dd>
          </dl>
          <pre className="email-preview__text">{shown.preview.email.text}</pre>
        </section>
      ) : null}
    </ConfigFrame>
  );
}
