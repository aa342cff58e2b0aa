// Records a subject-access request for a person (issue 42 item 3): the day it was received (a
// GOV.UK date input); the answer is due one calendar month later. A plain form post.
import { Link } from "@remix-run/react";
import { ErrorSummary } from "../govuk/ErrorSummary";
import { ErrorMessage } from "../govuk/FormGroup";
import { textOf } from "../../lib/format-message";

interface FormData {
  name: string;
  personUrl: string;
  errors: ReadonlyArray<{ field: string; message: string }>;
  values: { day: string; month: string; year: string };
  texts: Record<string, string>;
}

const PARTS = ["day", "month", "year"] as const;

export function SubjectAccessForm({ data }: { data: FormData }) {
  const t = (key: string) => textOf(data.texts, key);
  const error = data.errors.find((problem) => problem.field === "received-day")?.message;
  return (
    <div>
      <p>
        <Link to={data.personUrl}>{t("privacy.hold.back")}</Link>
      </p>
      <ErrorSummary title={t("form.errorSummary")} errors={data.errors} />
      <form method="post">
        <div className={`form-group${error ? " form-group--error" : ""}`}>
          <fieldset className="fieldset" role="group" aria-describedby={`received__help${error ? " received__error" : ""}`}>
            <legend className="fieldset__legend fieldset__legend--l">
              <h1 className="fieldset__heading">
                {t("privacy.sar.record")}: {data.name}
              </h1>
            </legend>
            <p className="hint" id="received__help">
              {t("privacy.sar.received")}. {t("privacy.sar.receivedHint")}
            </p>
            {error ? <ErrorMessage id="received__error" message={error} prefix={t("form.errorPrefix")} /> : null}
            <div className="date-input">
              {PARTS.map((part) => (
                <div className="date-input__item" key={part}>
                  <label className="date-input__label" htmlFor={`received-${part}`}>
                    {t(`form.date.${part}`)}
                  </label>
                  <input
                    className={`input input--width-${part === "year" ? 4 : 2}${error ? " input--error" : ""}`}
                    id={`received-${part}`}
                    name={`received-${part}`}
                    inputMode="numeric"
                    defaultValue={data.values[part]}
                  />
                </div>
              ))}
            </div>
          </fieldset>
        </div>
        <button type="submit" className="button">
          {t("privacy.sar.record")}
        </button>
      </form>
    </div>
  );
}
