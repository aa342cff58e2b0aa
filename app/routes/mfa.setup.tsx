// /mfa/setup: MFA_SETUP (002 §2.9): authenticator app or text message, or "Skip for now".
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary, Notice, RedirectField, errorFor } from "../components/auth/FormParts";
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
  const error = errorFor(failure?.errors, "method-totp");
  return (
    <div className="narrow">
      <ErrorSummary title={t("form.errorSummary")} errors={failure?.errors} />
      {required ? <Notice title={t("mfa.setup.title")}>{t("mfa.setup.required")}</Notice> : null}
      <h1>{t("mfa.setup.title")}</h1>
      <p>{t("mfa.setup.intro")}</p>
      <Form method="post" noValidate>
        <RedirectField value={redirectTo} />
        <div className={error ? "form-group form-group--error" : "form-group"}>
          <fieldset className="radios" aria-describedby={error ? "method-error" : undefined}>
            <legend>{t("mfa.setup.legend")}</legend>
            {error ? (
              <p className="error-message" id="method-error">
                <span className="visually-hidden">{t("form.errorPrefix")} </span>
                {error}
              </p>
            ) : null}
            <div className="radio">
              <input type="radio" id="method-totp" name="method" value="totp" aria-describedby="method-totp-hint" />
              <div>
                <label htmlFor="method-totp">{t("mfa.setup.method.totp")}</label>
                <div className="hint" id="method-totp-hint">
                  {t("mfa.setup.method.totpHint")}
                </div>
              </div>
            </div>
            <div className="radio">
              <input type="radio" id="method-sms" name="method" value="sms" aria-describedby="method-sms-hint" />
              <div>
                <label htmlFor="method-sms">{t("mfa.setup.method.sms")}</label>
                <div className="hint" id="method-sms-hint">
                  {t("mfa.setup.method.smsHint")}
                </div>
              </div>
            </div>
          </fieldset>
        </div>
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
