// /mfa/setup: MFA_SETUP (002 §2.9): authenticator app or text message, or "Skip for now".
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { RedirectField, errorFor } from "../components/auth/FormParts";
import { ErrorSummary } from "../components/govuk/ErrorSummary";
import { FormGroup } from "../components/govuk/FormGroup";
import { Notice } from "../components/govuk/Notice";
import { Radios } from "../components/govuk/Radios";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadMfaSetup, mfaSetupAction } from "../loaders/auth-mfa.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadMfaSetup(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => mfaSetupAction(request, context);
/** The permission this page needs (read by the isolation test). */
export const handle = { permission: "update:account:own" };
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.texts["mfa.setup.title"] ?? "");

export default function MfaSetup() {
  const { texts, required, redirectTo } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const t = (key: string) => textOf(texts, key);
  const error = errorFor(failure?.errors, "method");
  return (
    <div className="narrow">
      <ErrorSummary title={t("form.errorSummary")} errors={failure?.errors} />
      {required ? <Notice title={t("mfa.setup.title")}>{t("mfa.setup.required")}</Notice> : null}
      <h1>{t("mfa.setup.title")}</h1>
      <p>{t("mfa.setup.intro")}</p>
      <Form method="post" noValidate>
        <RedirectField value={redirectTo} />
        <FormGroup id="method" grouped label={t("mfa.setup.legend")} error={error} errorPrefix={t("form.errorPrefix")}>
          <Radios
            id="method"
            defaultValue={null}
            hasError={Boolean(error)}
            choices={[
              { value: "totp", label: t("mfa.setup.method.totp"), hint: t("mfa.setup.method.totpHint") },
              { value: "sms", label: t("mfa.setup.method.sms"), hint: t("mfa.setup.method.smsHint") },
            ]}
          />
        </FormGroup>
        <div className="button-group">
          <button type="submit" className="button" name="intent" value="choose">
            {t("mfa.setup.continue")}
          </button>
          {required ? null : (
            <button type="submit" className="button button--secondary" name="intent" value="skip">
              {t("mfa.setup.skip")}
            </button>
          )}
        </div>
      </Form>
    </div>
  );
}
