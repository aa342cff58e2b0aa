// One documents task (Financial, General or Follow-up Documents): the documents that apply to
// the student (002 §3.11), each with its status and a link to upload or answer it.
import { Link } from "@remix-run/react";
import { textOf } from "../../lib/format-message";

export interface DocumentTaskData {
  taskId: string;
  titleKey: string;
  documents: Array<{ key: string; label: string; required: boolean; status: string; badgeKey: string; files: number; href: string }>;
  texts: Record<string, string>;
}

export function DocumentTask({ data }: { data: DocumentTaskData }) {
  const t = (key: string, params?: Record<string, string | number>) => textOf(data.texts, key, params);
  return (
    <>
      <Link className="back-link" to="/tasks">
        {t("checklist.app.backToTasks")}
      </Link>
      <h1>{t(data.titleKey)}</h1>
      {data.documents.length === 0 ? <p>{t("checklist.documents.none")}</p> : <p>{t("checklist.documents.intro")}</p>}
      <ul className="document-list">
        {data.documents.map((document) => (
          <li key={document.key}>
            <span>
              <Link to={document.href} aria-describedby={`${document.key}-status`}>
                {document.label}
              </Link>
              {document.required ? null : <span className="hint"> {t("checklist.documents.optional")}</span>}
              {document.files ? <span className="hint"> · {t("checklist.upload.summary", { n: document.files })}</span> : null}
            </span>
            <strong className={`tag tag--${document.status.toLowerCase()}`} id={`${document.key}-status`}>
              {t(document.badgeKey)}
            </strong>
          </li>
        ))}
      </ul>
      <Link className="button" to="/tasks">
        {t("checklist.app.backToTasks")}
      </Link>
    </>
  );
}
