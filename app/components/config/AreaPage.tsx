// /config/areas/:area: one area of the configuration as JSON. Malformed JSON is refused with
// 'Invalid JSON format.' and the text stays as typed.
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { textOf } from "../../lib/format-message";
import { ConfigFrame } from "./ConfigFrame";
import { ErrorSummary } from "../govuk/ErrorSummary";
import type { configAreaAction, loadConfigArea } from "../../loaders/config-area.server";
import { DraftStatus, HiddenState, JsonEditor, SavedNotice, errorOf, failureFor, useAnswerKey } from "./ConfigParts";

export function AreaPage() {
  const data = useLoaderData<typeof loadConfigArea>();
  const answer = useActionData<typeof configAreaAction>();
  const navigation = useNavigation();
  const key = useAnswerKey(answer, data.state.draftVersion);
  const { texts, state, links } = data;
  const t = (name: string, params?: Record<string, string | number>) => textOf(texts, name, params);
  const failed = failureFor(answer, "save");
  return (
    <ConfigFrame frame={data.frame}>
      <Link className="back-link" to={links.back}>
        {t("config.back")}
      </Link>
      <ErrorSummary title={t("form.errorSummary")} errors={failed?.errors} />
      <SavedNotice show={data.saved && !answer} />
      <h1>{t("config.title.area", { area: data.title })}</h1>
      <DraftStatus state={state} />
      {links.editor ? (
        <p>
          <Link to={links.editor.href}>{t("config.editor.link", { area: links.editor.title })}</Link>
        </p>
      ) : null}
      {links.view ? (
        <p>
          <Link to={links.view}>{t("config.area.viewLink", { area: data.title })}</Link>
        </p>
      ) : null}
      <Form method="post" action={links.action} noValidate key={key}>
        <HiddenState intent="save" draftVersion={state.draftVersion} />
        <JsonEditor
          id="json"
          name="json"
          label={t("config.raw.areaLabel", { area: data.title })}
          hint={t("config.raw.hint")}
          defaultValue={failed?.values.json ?? data.json}
          error={errorOf(failed?.errors, "json")}
          errorPrefix={t("form.errorPrefix")}
          large
        />
        <button type="submit" className="button" disabled={navigation.state !== "idle"}>
          {t("config.raw.save")}
        </button>
      </Form>
    </ConfigFrame>
  );
}
