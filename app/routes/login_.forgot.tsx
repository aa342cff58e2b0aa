// /login/forgot: FORGOT, then FORGOT_SENT on the same page (002 §2.8).
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { errorFor } from "../components/auth/FormParts";
import { ErrorSummary } from "../components/govuk/ErrorSummary";
import { TextField } from "../components/govuk/TextField";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { forgotAction, loadForgot } from "../loaders/auth-password.server";

export const loader = () => loadForgot();
export const action = ({ request, context }: ActionFunctionArgs) => forgotAction(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.texts["forgot.title"] ?? "");

export default function Forgot() {
  const { texts } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const t = (key: string) => textOf(texts, key);
  if (answer && "sent" in answer) {
    return (
      <div className="narrow">
        <h1>{t("forgotSent.title")}</h1>
        <p>{answer.sent}</p>
        <p>{t("forgotSent.notReceived")}</p>
        <p>
          <Link to="/login">{t("forgot.back")}</Link>
        </p>
      </div>
    );
  }
  const failure = answer && "errors" in answer ? answer : undefined;
  return (
    <div className="narrow">
      <ErrorSummary title={t("form.errorSummary")} errors={failure?.errors} />
      <h1>{t("forgot.title")}</h1>
      <p>{t("forgot.intro")}</p>
      <Form method="post" noValidate>
        <TextField
          name="email"
          type="email"
          label={t("forgot.email.label")}
          autoComplete="email"
          spellCheck={false}
          defaultValue={failure?.values.email}
          error={errorFor(failure?.errors, "email")}
          errorPrefix={t("form.errorPrefix")}
        />
        <button type="submit" className="button">
          {t("forgot.submit")}
        </button>
      </Form>
      <p>
        <Link to="/login">{t("forgot.back")}</Link>
      </p>
    </div>
  );
}
