// /mfa/setup/app: MFA_SETUP_TOTP and MFA_SETUP_TOTP_CODE (002 §2.9): QR code or setup key, then a code.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { CodeField } from "../components/auth/CodeField";
import { RedirectField } from "../components/auth/FormParts";
import { ErrorSummary } from "../components/govuk/ErrorSummary";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadTotpSetup, totpSetupAction } from "../loaders/auth-mfa.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadTotpSetup(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => totpSetupAction(request, context);
/** The permission this page needs (read by the isolation test). */
export const handle = { permission: "update:account:own" };
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.texts["mfa.totp.title"] ?? "");

export default function TotpSetup() {
  const { texts, qrDataUrl, key, redirectTo } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const t = (name: string) => textOf(texts, name);
  return (
    <div className="narrow">
      <ErrorSummary title={t("form.errorSummary")} errors={failure?.errors} />
      <h1>{t("mfa.totp.title")}</h1>
      <p>{t("mfa.totp.scan")}</p>
      <img className="qr-code" src={qrDataUrl} alt={t("mfa.totp.qrAlt")} width={220} height={220} />
      <p>{t("mfa.totp.keyIntro")}</p>
      <p className="setup-key" data-testid="setup-key">
        {key}
      </p>
      <Form method="post" noValidate>
        <RedirectField value={redirectTo} />
        <CodeField label={t("mfa.totp.code.label")} errors={failure?.errors} />
        <button type="submit" className="button">
          {t("mfa.code.submit")}
        </button>
      </Form>
    </div>
  );
}
