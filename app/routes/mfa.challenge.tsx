// /mfa/challenge: TOTP_CODE, SMS_CODE or an emailed code (002 §2.8, §4.6).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { CodeField } from "../components/auth/CodeField";
import { ErrorSummary } from "../components/govuk/ErrorSummary";
import { Notice } from "../components/govuk/Notice";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { challengeAction, loadChallenge } from "../loaders/auth-mfa.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadChallenge(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => challengeAction(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.texts["mfa.challenge.title"] ?? "");

export default function MfaChallenge() {
  const { texts, instruction, canResend } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const t = (key: string) => textOf(texts, key);
  const notice = answer && "notice" in answer ? answer.notice : null;
  return (
    <div className="narrow">
      <ErrorSummary title={t("form.errorSummary")} errors={answer?.errors} />
      {notice ? (
        <Notice title={t("mfa.challenge.title")} success>
          {notice}
        </Notice>
      ) : null}
      <h1>{t("mfa.challenge.title")}</h1>
      <p>{instruction}</p>
      <Form method="post" noValidate>
        <CodeField label={t("mfa.challenge.code.label")} errors={answer?.errors} />
        <button type="submit" className="button" name="intent" value="verify">
          {t("mfa.code.submit")}
        </button>
      </Form>
      <p>
        <Link to="/mfa/recovery">{t("mfa.challenge.useRecovery")}</Link>
      </p>
      <div className="button-group">
        {canResend ? (
          <Form method="post">
            <button type="submit" className="link-button" name="intent" value="resend">
              {t("mfa.challenge.resend")}
            </button>
          </Form>
        ) : null}
        <form method="post" action="/auth/logout">
          <button type="submit" className="link-button">
            {t("mfa.challenge.cancel")}
          </button>
        </form>
      </div>
    </div>
  );
}
