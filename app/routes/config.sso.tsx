// /config/sso: single sign-on for the university's IT team (issue 21; decision 0844).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { configLinks } from "../components/config/links";
import { Notice } from "../components/govuk/Notice";
import { SummaryList } from "../components/govuk/SummaryList";
import { TextField } from "../components/govuk/TextField";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadSso, ssoAction } from "../loaders/config-sso.server";

export const handle = { permission: "update:config:tenant" };
export const links = configLinks;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadSso(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => ssoAction(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "config.sso.title") : "");

export default function SsoSettingsPage() {
  const loaded = useLoaderData<typeof loader>();
  const shown = useActionData<typeof action>() ?? loaded;
  const busy = useNavigation().state === "submitting";
  const t = (key: string) => textOf(shown.texts, key);
  return (
    <div className="narrow">
      <a className="back-link" href={shown.links.back}>
        {t("config.sso.back")}
      </a>
      <h1>{t("config.sso.title")}</h1>
      <p>{t("config.sso.intro")}</p>
      {shown.stored ? (
        <Notice title={t("config.sso.secretSaved")} success>
          <p>{t("config.sso.secretSavedText")}</p>
        </Notice>
      ) : null}
      <SummaryList rows={shown.rows.map((row) => [row.label, row.value])} />
      <p>
        <Link to={shown.links.edit}>{t("config.sso.edit")}</Link>
      </p>
      <h2>{t("config.sso.secretHeading")}</h2>
      <Form method="post" action={shown.links.action} noValidate>
        <TextField name="secret" type="password" label={t("config.sso.secretLabel")} hint={t("config.sso.secretHint")} autoComplete="off" spellCheck={false} error={shown.secretError ?? undefined} errorPrefix={t("form.errorPrefix")} />
        <button type="submit" name="intent" value="secret" className="button" disabled={busy}>
          {t("config.sso.secretSubmit")}
        </button>
      </Form>
      <h2>{t("config.sso.testHeading")}</h2>
      {shown.canTest ? (
        <Form method="post" action={shown.links.action}>
          <button type="submit" name="intent" value="test" className="button button--secondary" disabled={busy}>
            {t("config.sso.test")}
          </button>
        </Form>
      ) : (
        <p>{t("config.sso.testNeedsSettings")}</p>
      )}
      {shown.checks ? (
        <ul className="list" aria-live="polite">
          {shown.checks.map((check) => (
            <li key={check.step}>
              <strong>{t(check.ok ? "config.sso.check.passed" : "config.sso.check.notPassed")}</strong> {check.text}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
