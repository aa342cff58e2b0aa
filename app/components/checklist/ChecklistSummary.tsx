// The Checklist Summary (002 §2.1, §4.1): complete, with the way on to the task list, or
// incomplete, with each page still to answer as a link.
import { Link } from "@remix-run/react";
import { textOf } from "../../lib/format-message";

export interface SummaryData {
  complete: boolean;
  missing: Array<{ formId: string; title: string; sectionTitleKey: string | null; href: string; started: boolean }>;
  texts: Record<string, string>;
}

export function ChecklistSummary({ data }: { data: SummaryData }) {
  const t = (key: string, params?: Record<string, string | number>) => textOf(data.texts, key, params);
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
          <h1>{t("checklist.summary.incomplete")}</h1>
          <p>{t("checklist.summary.incompleteText")}</p>
          <ul className="document-list">
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
    </>
  );
}
