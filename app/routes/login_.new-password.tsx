// /login/new-password: NEW_PASSWORD (002 §2.8, §4.5), for accounts whose password must change.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "../components/govuk/ErrorSummary";
import { NewPasswordFields } from "../components/auth/NewPasswordFields";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadNewPassword, newPasswordAction } from "../loaders/auth-password.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadNewPassword(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => newPasswordAction(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.texts["newPassword.title"] ?? "");

export default function NewPassword() {
  const { texts } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const t = (key: string) => textOf(texts, key);
  return (
    <div className="narrow">
      <ErrorSummary title={t("form.errorSummary")} errors={failure?.errors} />
      <h1>{t("newPassword.title")}</h1>
      <p>{t("newPassword.intro")}</p>
      <Form method="post" noValidate>
        <NewPasswordFields errors={failure?.errors} />
        <button type="submit" className="button">
          {t("newPassword.submit")}
        </button>
      </Form>
    </div>
  );
}
