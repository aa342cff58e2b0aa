// The Pre-CAS Questionnaire's start and complete screens (002 §2.1, §4.1).
import { Link } from "@remix-run/react";
import { textOf } from "../../lib/format-message";

export function QuestionnaireStart({ data }: { data: { pages: number; complete: boolean; startUrl: string; texts: Record<string, string> } }) {
  const t = (key: string, params?: Record<string, string | number>) => textOf(data.texts, key, params);
  return (
    <>
      <Link className="back-link" to="/tasks">
        {t("checklist.app.backToTasks")}
      </Link>
      <h1>{t("checklist.questionnaire.title")}</h1>
      <p>{t("checklist.questionnaire.intro", { n: data.pages })}</p>
      <p>{t("checklist.questionnaire.sentences")}</p>
      <Link className="button" to={data.startUrl}>
        {t(data.complete ? "checklist.questionnaire.review" : "checklist.questionnaire.start")}
      </Link>
    </>
  );
}

export function QuestionnaireComplete({ data }: { data: { texts: Record<string, string> } }) {
  const t = (key: string) => textOf(data.texts, key);
  return (
    <div className="panel panel--confirmation">
      <h1>{t("checklist.questionnaire.complete")}</h1>
      <p>{t("checklist.questionnaire.completeText")}</p>
      <Link className="button" to="/tasks">
        {t("checklist.summary.goToTaskList")}
      </Link>
    </div>
  );
}
