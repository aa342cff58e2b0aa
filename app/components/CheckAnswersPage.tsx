// Check your answers (GOV.UK pattern; issue 16 item 2, issue 40 item 11): each section of the
// application as a summary list (question, answer, Change link back to that question; files and
// the courses applied for included), then Submit, or once submitted the confirmation panel.
import { Form, Link } from "@remix-run/react";
import type { AnswerRow } from "../../rules/pages/answer-summary";
import { AnswerList, CHECKLIST_ANSWER_WORDS } from "./AnswerList";
import { textOf } from "../lib/format-message";

export interface CheckAnswersData {
  applicationId: string;
  status: string;
  editable: boolean;
  canSubmit: boolean;
  version: number;
  sections: ReadonlyArray<{ formId: string; title: string; saved: boolean; rows: AnswerRow[] }>;
  backUrl: string;
  texts: Record<string, string>;
}

export function CheckAnswersPage({ data }: { data: CheckAnswersData }) {
  const { texts } = data;
  const t = (key: string, params?: Record<string, string | number>) => textOf(texts, key, params);
  return (
    <>
      <Link className="back-link" to={data.backUrl}>
        {t("application.backToTasks")}
      </Link>
      {data.editable ? null : (
        <div className="panel panel--confirmation" role="status">
          <h1 className="panel__title">{t("application.submitted.panel")}</h1>
          <p>{t("application.submitted.status", { status: data.status })}</p>
        </div>
      )}
      {data.editable ? <h1>{t("application.checkAnswers.title")}</h1> : null}
      {data.sections.map((section) => (
        <section className="check-answers__section" key={section.formId} aria-labelledby={`answers-${section.formId}`}>
          <h2 id={`answers-${section.formId}`}>{section.title}</h2>
          {data.editable ? (
            <p>
              <Link to={`/applications/${data.applicationId}/${section.formId}?from=check-answers`}>
                {t("application.checkAnswers.change")}
                <span className="visually-hidden"> {section.title}</span>
              </Link>
            </p>
          ) : null}
          {section.saved && section.rows.length ? (
            <AnswerList rows={section.rows} changeHref={data.editable ? `/applications/${data.applicationId}/${section.formId}?from=check-answers` : null} t={t} words={CHECKLIST_ANSWER_WORDS} />
          ) : (
            <p className="hint">{t("application.checkAnswers.notAnswered")}</p>
          )}
        </section>
      ))}
      {data.editable ? (
        <Form method="post">
          <input type="hidden" name="_version" value={data.version} />
          <h2>{t("application.checkAnswers.submitHeading")}</h2>
          <p>{t("application.checkAnswers.submitText")}</p>
          <button type="submit" className="button">
            {t("application.checkAnswers.submit")}
          </button>
        </Form>
      ) : null}
    </>
  );
}
