// /mfa/recovery: the sign-in challenge answered with a recovery code instead of the security code
// (issue 20 item 9; decision 0837).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { errorFor } from "../components/auth/FormParts";
import { ErrorSummary } from "../components/govuk/ErrorSummary";
import { TextField } from "../components/govuk/TextField";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadRecoverySignIn, recoverySignInAction } from "../loaders/auth-recovery.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadRecoverySignIn(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => recoverySignInAction(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.texts["mfa.recovery.title"] ?? "");

export default function RecoverySignIn() {
  const { texts } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const t = (key: string) => textOf(texts, key);
  return (
    <div className="narrow">
      <ErrorSummary title={t("form.errorSummary")} errors={answer?.errors} />
      <h1>{t("mfa.recovery.title")}</h1>
      <p>{t("mfa.recovery.intro")}</p>
      <Form method="post" noValidate>
        <TextField
          name="recoveryCode"
          type="text"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          maxLength={20}
          className="input--code"
          label={t("mfa.recovery.label")}
          hint={t("mfa.recovery.hint")}
          defaultValue={answer?.values.recoveryCode ?? ""}
          error={errorFor(answer?.errors, "recoveryCode")}
          errorPrefix={t("form.errorPrefix")}
        />
        <button type="submit" className="button">
          {t("mfa.code.submit")}
        </button>
      </Form>
      <p>
        <Link to="/mfa/challenge">{t("mfa.recovery.backToCode")}</Link>
      </p>
    </div>
  );
}
