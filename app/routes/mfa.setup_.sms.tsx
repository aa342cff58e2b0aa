// /mfa/setup/sms: MFA_SETUP_SMS (a phone number) then MFA_SETUP_SMS_CODE (the code sent to it).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { CodeField } from "../components/auth/CodeField";
import { RedirectField, errorFor } from "../components/auth/FormParts";
import { ErrorSummary } from "../components/govuk/ErrorSummary";
import { TextField } from "../components/govuk/TextField";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadSmsSetup, smsSetupAction } from "../loaders/auth-mfa.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadSmsSetup(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => smsSetupAction(request, context);
/** The permission this page needs (read by the isolation test). */
export const handle = { permission: "update:account:own" };
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.texts["mfa.sms.title"] ?? "");

export default function SmsSetup() {
  const { texts, codeSentTo, redirectTo } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const t = (key: string, params?: Record<string, string>) => textOf(texts, key, params);
  return (
    <div className="narrow">
      <ErrorSummary title={t("form.errorSummary")} errors={failure?.errors} />
      <h1>{t("mfa.sms.title")}</h1>
      {codeSentTo ? (
        <>
          <Form method="post" noValidate>
            <RedirectField value={redirectTo} />
            <CodeField label={t("mfa.sms.code.label", { last4: codeSentTo })} errors={failure?.errors} />
            <button type="submit" className="button" name="intent" value="confirm">
              {t("mfa.code.submit")}
            </button>
          </Form>
          <Form method="post">
            <button type="submit" className="link-button" name="intent" value="change">
              {t("mfa.sms.changeNumber")}
            </button>
          </Form>
        </>
      ) : (
        <Form method="post" noValidate>
          <RedirectField value={redirectTo} />
          <TextField
            name="phone"
            type="tel"
            label={t("mfa.sms.phone.label")}
            hint={t("mfa.sms.phone.hint")}
            autoComplete="tel"
            defaultValue={failure?.values.phone}
            error={errorFor(failure?.errors, "phone")}
            errorPrefix={t("form.errorPrefix")}
          />
          <button type="submit" className="button" name="intent" value="send">
            {t("mfa.sms.send")}
          </button>
        </Form>
      )}
    </div>
  );
}
