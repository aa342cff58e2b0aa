// /mfa/recovery-codes: new recovery codes shown once, how many are left (also right after one was
// used to sign in), and making new ones (issue 20 item 9; decision 0837).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { RedirectField } from "../components/auth/FormParts";
import { Notice } from "../components/govuk/Notice";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadRecoveryCodes, recoveryCodesAction } from "../loaders/auth-recovery.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadRecoveryCodes(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => recoveryCodesAction(request, context);
/** The permission this page needs (read by the isolation test). */
export const handle = { permission: "update:account:own" };
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.texts["mfa.codes.title"] ?? "");

export default function RecoveryCodes() {
  const { texts, hasMfa, codes, remaining, justUsed, low, redirectTo } = useLoaderData<typeof loader>();
  const t = (key: string, params?: Record<string, string | number>) => textOf(texts, key, params);
  if (!hasMfa) {
    return (
      <div className="narrow">
        <h1>{t("mfa.codes.title")}</h1>
        <p>{t("mfa.codes.none")}</p>
        <p>
          <Link to="/mfa/setup">{t("mfa.codes.setUp")}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="narrow">
      {justUsed ? (
        <Notice title={t("mfa.codes.usedTitle")} success>
          <p>{t("mfa.codes.used", { count: remaining })}</p>
          {low ? <p>{t("mfa.codes.low")}</p> : null}
        </Notice>
      ) : null}
      <h1>{t("mfa.codes.title")}</h1>
      <p>{t("mfa.codes.intro")}</p>
      {codes ? (
        <>
          <div className="notice notice--warning" role="note">
            <p>{t("mfa.codes.saveNow")}</p>
          </div>
          <ol className="recovery-codes" aria-label={t("mfa.codes.listLabel")}>
            {codes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ol>
        </>
      ) : justUsed ? null : (
        <p>{t("mfa.codes.remaining", { count: remaining })}</p>
      )}
      <Form method="post">
        <RedirectField value={redirectTo} />
        <p className="hint" id="regenerate-hint">
          {t("mfa.codes.regenerateHint")}
        </p>
        <button type="submit" className="button button--secondary" name="intent" value="regenerate" aria-describedby="regenerate-hint">
          {t("mfa.codes.regenerate")}
        </button>
      </Form>
      <p>
        <Link to={redirectTo} className="button">
          {t("mfa.codes.continue")}
        </Link>
      </p>
    </div>
  );
}
