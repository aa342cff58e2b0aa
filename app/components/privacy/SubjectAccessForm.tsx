// Records a subject-access request for a person (issue 42 item 3): the day it was received (a
// GOV.UK date input); the answer is due one calendar month later. A plain form post.
import { Link } from "@remix-run/react";
import { ErrorSummary } from "../govuk/ErrorSummary";
import { DateInput } from "../govuk/DateInput";
import { textOf } from "../../lib/format-message";

interface FormData {
  name: string;
  personUrl: string;
  errors: ReadonlyArray<{ field: string; message: string }>;
  values: { day: string; month: string; year: string };
  texts: Record<string, string>;
}

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
        <DateInput
          id="received"
          legend={
            <h1 className="fieldset__heading">
              {t("privacy.sar.record")}: {data.name}
            </h1>
          }
          hint={`${t("privacy.sar.received")}. ${t("privacy.sar.receivedHint")}`}
          error={error}
          errorPrefix={t("form.errorPrefix")}
          values={data.values}
          labels={{ day: t("form.date.day"), month: t("form.date.month"), year: t("form.date.year") }}
        />
        <button type="submit" className="button">
          {t("privacy.sar.record")}
        </button>
      </form>
    </div>
  );
}
