// The checklist's welcome page (002 §2.1): what the checklist is, its sections, and a start button.
import { Link } from "@remix-run/react";
import { textOf } from "../../lib/format-message";

export interface WelcomeData {
  givenName: string;
  universityName: string;
  started: boolean;
  complete: boolean;
  startUrl: string;
  sections: Array<{ id: string; number: number; titleKey: string; pages: number }>;
  texts: Record<string, string>;
}

export function ChecklistWelcome({ data }: { data: WelcomeData }) {
  const t = (key: string, params?: Record<string, string | number>) => textOf(data.texts, key, params);
  return (
    <>
      <h1>{t("checklist.welcome.title")}</h1>
      <p className="lead">{t("checklist.welcome.greeting", { name: data.givenName, university: data.universityName })}</p>
      <p>{t("checklist.welcome.intro")}</p>
      <ol className="section-list">
        {data.sections.map((section) => (
          <li key={section.id}>
            {t("checklist.section.number", { n: section.number })}: {t(section.titleKey)}
          </li>
        ))}
      </ol>
      <p>{t("checklist.welcome.after")}</p>
      <div className="button-row">
        <Link className="button" to={data.startUrl}>
          {t(data.complete ? "checklist.welcome.viewSummary" : data.started ? "checklist.welcome.continue" : "checklist.welcome.start")}
        </Link>
        <Link to="/tasks">{t("checklist.app.taskList")}</Link>
      </div>
    </>
  );
}
