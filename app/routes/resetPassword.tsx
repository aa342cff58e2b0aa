// /resetPassword?username=..&code=..: CHANGE_PASSWORD (002 §2.8). Opening the link changes nothing.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "../components/govuk/ErrorSummary";
import { NewPasswordFields } from "../components/auth/NewPasswordFields";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadReset, resetAction } from "../loaders/auth-password.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadReset(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => resetAction(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.texts[data.invited ? "reset.invitationTitle" : "reset.title"] ?? "");

export default function ResetPassword() {
  const { texts, valid, invited, username, code } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const t = (key: string) => textOf(texts, key);
  if (!valid) {
    return (
      <div className="narrow">
        <h1>{t("reset.title")}</h1>
        <p>{t("reset.error.invalidLink")}</p>
        <p>
          <Link to="/login/forgot">{t("reset.requestNew")}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="narrow">
      <ErrorSummary title={t("form.errorSummary")} errors={failure?.errors} />
      <h1>{t(invited ? "reset.invitationTitle" : "reset.title")}</h1>
      <Form method="post" noValidate>
        <input type="hidden" name="username" value={username} />
        <input type="hidden" name="code" value={code} />
        {/* Lets password managers store the new password against the right account. */}
        <input type="hidden" name="email" autoComplete="username" value={username} />
        <NewPasswordFields errors={failure?.errors} />
        <button type="submit" className="button">
          {t(invited ? "reset.invitationSubmit" : "reset.submit")}
        </button>
      </Form>
    </div>
  );
}
