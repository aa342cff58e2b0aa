// The answer of a single sign-on (002 §2.8 SSO_CALLBACK): signed in (the next page opens from
// here), or why not in words with the ways on: try the university again, or use a password.
import { Link } from "@remix-run/react";
import { textOf } from "../../lib/format-message";
import { ErrorSummary } from "../govuk/ErrorSummary";

interface SsoOutcomeProps {
  texts: Record<string, string>;
  problem: string | null;
  tryAgain: string | null;
  signedIn: string | null;
}

export function SsoOutcome({ texts, problem, tryAgain, signedIn }: SsoOutcomeProps) {
  const t = (key: string) => textOf(texts, key);
  if (signedIn) {
    return (
      <div className="narrow">
        <h1>{t("sso.callback.title")}</h1>
        <p role="status">{t("sso.callback.signedIn")}</p>
        <p>
          <a className="button" href={signedIn}>
            {t("sso.callback.continue")}
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="narrow">
      <ErrorSummary title={t("form.errorSummary")} errors={problem ? [{ field: "", message: problem }] : []} />
      <h1>{t("sso.failed.title")}</h1>
      <ul className="list">
        {tryAgain ? (
          <li>
            <a href={tryAgain}>{t("sso.failed.tryAgain")}</a>
          </li>
        ) : null}
        <li>
          <Link to="/login">{t("sso.failed.password")}</Link>
        </li>
      </ul>
    </div>
  );
}
