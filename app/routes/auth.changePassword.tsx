// /auth/changePassword: change the password while signed in (002 §2.8 path trigger changePassword).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { errorFor } from "../components/auth/FormParts";
import { ErrorSummary } from "../components/govuk/ErrorSummary";
import { TextField } from "../components/govuk/TextField";
import { Notice } from "../components/govuk/Notice";
import { NewPasswordFields } from "../components/auth/NewPasswordFields";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { changePasswordAction, loadChangePassword } from "../loaders/auth-password.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadChangePassword(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => changePasswordAction(request, context);
/** The permission this page needs (read by the isolation test). */
export const handle = { permission: "update:account:own" };
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.texts["changePassword.title"] ?? "");

export default function ChangePassword() {
  const { texts, done } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const t = (key: string) => textOf(texts, key);
  return (
    <div className="narrow">
      <ErrorSummary title={t("form.errorSummary")} errors={failure?.errors} />
      {done && !failure ? (
        <Notice title={t("changePassword.title")} success>
          {t("changePassword.done")}
        </Notice>
      ) : null}
      <h1>{t("changePassword.title")}</h1>
      <Form method="post" noValidate>
        <TextField
          name="current"
          type="password"
          label={t("password.current.label")}
          autoComplete="current-password"
          error={errorFor(failure?.errors, "current")}
          errorPrefix={t("form.errorPrefix")}
        />
        <NewPasswordFields errors={failure?.errors} />
        <button type="submit" className="button">
          {t("changePassword.submit")}
        </button>
      </Form>
    </div>
  );
}
