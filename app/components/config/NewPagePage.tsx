// "Add a page after this one" (decision 0038): the new page's title; saved, it opens on its own
// Config page, where its questions are added.
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { textOf } from "../../lib/format-message";
import { ConfigFrame } from "./ConfigFrame";
import { ErrorSummary } from "../govuk/ErrorSummary";
import { TextField } from "../govuk/TextField";
import { DraftStatus, HiddenState, errorOf, failureFor } from "./ConfigParts";
import type { loadNewPage, newPageAction } from "../../loaders/config-question.server";

export function NewPagePage() {
  const data = useLoaderData<typeof loadNewPage>();
  const answer = useActionData<typeof newPageAction>();
  const busy = useNavigation().state !== "idle";
  const t = (name: string, params?: Record<string, string | number>) => textOf(data.texts, name, params);
  const failed = failureFor(answer, "page");
  return (
    <ConfigFrame frame={data.frame}>
      <Link className="back-link" to={data.links.form}>
        {t("config.back")}
      </Link>
      <ErrorSummary title={t("form.errorSummary")} errors={failed?.errors} />
      <h1>{t("config.page.title.add", { form: data.form.title })}</h1>
      <DraftStatus state={data.state} />
      {data.canAdd ? (
        <Form method="post" action={data.links.action} noValidate>
          <HiddenState intent="page" draftVersion={data.state.draftVersion} />
          <TextField name="title" label={t("config.page.titleLabel")} hint={t("config.page.titleHint")} defaultValue={failed?.values.title ?? ""} error={errorOf(failed?.errors, "title")} errorPrefix={t("form.errorPrefix")} />
          <button type="submit" className="button" disabled={busy}>
            {t("config.page.save")}
          </button>
        </Form>
      ) : (
        <p>{t("config.page.cannotAdd")}</p>
      )}
    </ConfigFrame>
  );
}
