// /login: sign in with email and password (002 §2.8 LOGIN).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { RedirectField, errorFor } from "../components/auth/FormParts";
import { ErrorSummary } from "../components/govuk/ErrorSummary";
import { TextField } from "../components/govuk/TextField";
import { Notice } from "../components/govuk/Notice";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadLogin, loginAction } from "../loaders/auth-login.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadLogin(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => loginAction(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.texts["login.title"] ?? "");

export default function Login() {
  const { texts, redirectTo, notice, universities } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const t = (key: string) => textOf(texts, key);
  return (
    <div className="narrow">
      <ErrorSummary title={t("form.errorSummary")} errors={failure?.errors} />
      {notice && !failure ? <Notice title={t("login.notice.title")}>{notice}</Notice> : null}
      <h1>{t("login.title")}</h1>
      <Form method="post" noValidate>
        <RedirectField value={redirectTo} />
        <TextField
          name="email"
          type="email"
          label={t("login.email.label")}
          autoComplete="username"
          spellCheck={false}
          defaultValue={failure?.values.email}
          error={errorFor(failure?.errors, "email")}
          errorPrefix={t("form.errorPrefix")}
        />
        <TextField
          name="password"
          type="password"
          label={t("login.password.label")}
          autoComplete="current-password"
          error={errorFor(failure?.errors, "password")}
          errorPrefix={t("form.errorPrefix")}
        />
        <button type="submit" className="button">
          {t("login.submit")}
        </button>
      </Form>
      <p>
        <Link to="/login/forgot">{t("login.forgotLink")}</Link>
      </p>
      {universities.length > 0 ? (
        <section aria-labelledby="sso-heading">
          <h2 id="sso-heading">{t("login.sso.heading")}</h2>
          <p className="hint">{t("login.sso.hint")}</p>
          <ul className="list">
            {universities.map((university) => (
              <li key={university.href}>
                <a className="button button--secondary" href={university.href}>
                  {university.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
