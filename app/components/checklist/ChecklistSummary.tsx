// The Checklist Summary (002 §2.1, §4.1): complete, with the way on to the task list, or
// incomplete, with each page still to answer as a link; then check your answers, section by
// section, each answer with a Change link back to its page (issue 13 item 10).
import { Link } from "@remix-run/react";
import type { AnswerRow } from "../../../rules/pages/answer-summary";
import { textOf } from "../../lib/format-message";
import { AnswerList, CHECKLIST_ANSWER_WORDS } from "../AnswerList";

export interface AnswerSection {
  id: string;
  number: number | null;
  titleKey: string | null;
  pages: Array<{ formId: string; title: string; href: string; done: boolean; rows: AnswerRow[] }>;
}

export interface SummaryData {
  complete: boolean;
  missing: Array<{ formId: string; title: string; sectionTitleKey: string | null; href: string; started: boolean }>;
  sections: AnswerSection[];
  texts: Record<string, string>;
}

type Say = (key: string, params?: Record<string, string | number>) => string;

const sectionTitle = (section: AnswerSection, t: Say) => (section.titleKey ? `${section.number ?? ""}. ${t(section.titleKey)}`.replace(/^\. /, "") : t("checklist.summary.consentSection"));

function CheckYourAnswers({ sections, t }: { sections: AnswerSection[]; t: Say }) {
  return (
    <>
      <h2 id="answers">{t("checklist.summary.answersHeading")}</h2>
      <p>{t("checklist.summary.answersIntro")}</p>
      <nav aria-labelledby="answers-sections" className="contents-list">
        <h3 id="answers-sections" className="visually-hidden">
          {t("checklist.summary.sectionNav")}
        </h3>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#section-${section.id}`}>{sectionTitle(section, t)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`section-${section.id}`}>
          <h3 id={`section-${section.id}`}>{sectionTitle(section, t)}</h3>
          {section.pages.map((page) => (
            <div key={page.formId} className="answers-page">
              <h4>
                <Link to={`${page.href}?from=summary`}>{page.title}</Link>
              </h4>
              {page.rows.length ? (
                <AnswerList rows={page.rows} changeHref={`${page.href}?from=summary`} t={t} words={CHECKLIST_ANSWER_WORDS} />
              ) : (
                <p className="hint">
                  {t("checklist.summary.noAnswers")} <Link to={page.href}>{t("checklist.summary.answerPage")}<span className="visually-hidden"> {page.title}</span></Link>
                </p>
              )}
            </div>
          ))}
        </section>
      ))}
    </>
  );
}

export function ChecklistSummary({ data }: { data: SummaryData }) {
  const t: Say = (key, params) => textOf(data.texts, key, params);
  return (
    <>
      <Link className="back-link" to="/checklist">
        {t("checklist.app.back")}
      </Link>
      <span className="caption">{t("checklist.summary.title")}</span>
      {data.complete ? (
        <div className="panel panel--confirmation">
          <h1>{t("checklist.summary.complete")}</h1>
          <p>{t("checklist.summary.completeText")}</p>
          <Link className="button" to="/tasks">
            {t("checklist.summary.goToTaskList")}
          </Link>
        </div>
      ) : (
        <>
          <h1 id="still-to-answer">{t("checklist.summary.incomplete")}</h1>
          <p>{t("checklist.summary.incompleteText")}</p>
          <ul className="document-list" aria-labelledby="still-to-answer">
            {data.missing.map((page) => (
              <li key={page.formId}>
                <Link to={page.href}>{page.title}</Link>
                <span>
                  {page.sectionTitleKey ? `${t(page.sectionTitleKey)} · ` : ""}
                  {t(page.started ? "checklist.summary.needsAttention" : "checklist.summary.notStarted")}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <CheckYourAnswers sections={data.sections} t={t} />
    </>
  );
}
