// The university's subject-access requests (issue 42 item 3): open ones with their due dates
// (overdue marked), each with its ZIP and the release; released ones with who and when.
import type { SubjectAccessRow } from "../../../server/privacy/subject-access-requests";
import { formatDate } from "../../lib/format";
import { textOf } from "../../lib/format-message";
import { when } from "./when";

interface ListData {
  open: readonly SubjectAccessRow[];
  released: readonly SubjectAccessRow[];
  texts: Record<string, string>;
}

function RequestTable({ rows, caption, texts, open }: { rows: readonly SubjectAccessRow[]; caption: string; texts: Record<string, string>; open: boolean }) {
  const t = (key: string, params?: Record<string, string>) => textOf(texts, key, params);
  return (
    <table className="table">
      <caption className="table__caption">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("privacy.sar.column.person")}</th>
          <th scope="col">{t("privacy.sar.column.received")}</th>
          <th scope="col">{t("privacy.sar.column.due")}</th>
          <th scope="col">{t("privacy.sar.column.status")}</th>
          <th scope="col">{t("privacy.sar.column.file")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>
              <a href={`/students/${encodeURIComponent(row.personId)}`}>{row.person}</a>
            </td>
            <td>{formatDate(row.receivedOn)}</td>
            <td>{formatDate(row.dueOn)}</td>
            <td>
              {row.released ? t("privacy.sar.status.released", { when: when(row.released.at), who: row.released.who }) : <strong className={row.overdue ? "tag tag--red" : "tag"}>{t(row.overdue ? "privacy.sar.status.overdue" : "privacy.sar.status.open")}</strong>}
            </td>
            <td>
              <a href={`/subject-access/${encodeURIComponent(row.id)}/data.zip`} download>
                {t("privacy.sar.download")}
                <span className="visually-hidden"> {row.person}</span>
              </a>
              {open ? (
                <form method="post" action="/subject-access">
                  <input type="hidden" name="intent" value="release" />
                  <input type="hidden" name="requestId" value={row.id} />
                  <button type="submit" className="button button--secondary">
                    {t("privacy.sar.release")}
                    <span className="visually-hidden"> {row.person}</span>
                  </button>
                </form>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SubjectAccessList({ data }: { data: ListData }) {
  const t = (key: string) => textOf(data.texts, key);
  return (
    <div className="page--wide">
      <h1>{t("privacy.sar.heading")}</h1>
      {data.open.length ? <RequestTable rows={data.open} caption={t("privacy.sar.open")} texts={data.texts} open /> : <p>{t("privacy.sar.none")}</p>}
      {data.released.length ? <RequestTable rows={data.released} caption={t("privacy.sar.releasedHeading")} texts={data.texts} open={false} /> : null}
    </div>
  );
}
