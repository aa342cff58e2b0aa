// One import (issue 18 item 4): the preview (rows to create, update, unchanged, with problems;
// the first problems by row, column and message) with 'Import N rows', then the progress while it
// runs (a progress bar, rows done of total, refreshed every second), then the result and the
// rows with problems to download.
import { Form, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { textOf } from "../../lib/format-message";
import type { ImportedRecord, ImportSummary } from "../../../server/import/import-rows";

export interface ImportPageData {
  job: { id: string; fileName: string; status: string; when: string; preview: ImportSummary | null; result: ImportSummary | null; done: number; total: number; error: string | null };
  /** The pipeline tab listing the students new to the university, for this user; null when they have none. */
  newStudentsUrl: string | null;
  /** The platform Admin's chosen university, carried on links. */
  university: string | null;
  recordsListed: number;
  texts: Record<string, string>;
}

/** The students the import wrote, each linked to their record (issue 39). */
function Records({ data, records, t }: { data: ImportPageData; records: readonly ImportedRecord[]; t: (key: string, params?: Record<string, string | number>) => string }) {
  const summary = data.job.result;
  if (!summary || records.length === 0) return null;
  const written = summary.created + summary.updated;
  const uni = data.university ? `?uni=${encodeURIComponent(data.university)}` : "";
  return (
    <>
      <h2>{t("imports.records.title")}</h2>
      {summary.created > 0 && data.newStudentsUrl ? (
        <p>
          {t("imports.records.notInvited")} <a href={data.newStudentsUrl}>{t("imports.records.notInvitedLink")}</a>
        </p>
      ) : null}
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t("imports.records.name")}</th>
            <th scope="col">{t("imports.records.studentNo")}</th>
            <th scope="col">{t("imports.records.outcome")}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.userId}>
              <td>
                <a href={`/students/${encodeURIComponent(record.userId)}${uni}`}>{record.name || record.studentNo}</a>
              </td>
              <td>{record.studentNo}</td>
              <td>{t(`imports.records.${record.outcome}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {written > records.length ? <p>{t("imports.records.more", { n: data.recordsListed })}</p> : null}
    </>
  );
}

function Counts({ summary, t }: { summary: ImportSummary; t: (key: string) => string }) {
  const rows: Array<[string, number]> = [
    ["imports.preview.total", summary.total],
    ["imports.preview.create", summary.created],
    ["imports.preview.update", summary.updated],
    ["imports.preview.unchanged", summary.unchanged],
    ["imports.preview.failed", summary.failed],
  ];
  return (
    <dl className="summary-list">
      {rows.map(([key, value]) => (
        <div className="summary-list__row" key={key}>
          <dt className="summary-list__key">{t(key)}</dt>
          <dd className="summary-list__value">{value.toLocaleString("en-GB")}</dd>
        </div>
      ))}
    </dl>
  );
}

function Failures({ summary, t }: { summary: ImportSummary; t: (key: string, params?: Record<string, string | number>) => string }) {
  if (!summary.failures.length) return null;
  return (
    <>
      <h2>{t("imports.preview.failures", { n: summary.failures.length })}</h2>
      <p>{t("imports.preview.failuresNote")}</p>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t("imports.failure.row")}</th>
            <th scope="col">{t("imports.failure.column")}</th>
            <th scope="col">{t("imports.failure.message")}</th>
          </tr>
        </thead>
        <tbody>
          {summary.failures.map((failure, i) => (
            <tr key={i}>
              <td>{failure.row}</td>
              <td>{failure.column}</td>
              <td>{failure.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** While the import runs, the page asks for its progress every second. */
function useProgressPolling(active: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, 1000);
    return () => window.clearInterval(timer);
  }, [active, revalidator]);
}

export function ImportPage({ data }: { data: ImportPageData }) {
  const { job } = data;
  const t = (key: string, params?: Record<string, string | number>) => textOf(data.texts, key, params);
  useProgressPolling(job.status === "running" || job.status === "previewing");
  const preview = job.preview;
  const importable = preview ? preview.created + preview.updated : 0;
  return (
    <div className="page--wide">
      <a className="back-link" href="/imports">
        {t("imports.back")}
      </a>
      <span className="caption">{job.fileName}</span>
      {job.status === "previewed" && preview ? (
        <>
          <h1>{t("imports.preview.title")}</h1>
          {preview.missingColumns.length ? (
            <div className="notice notice--error" role="alert">
              <p>{t("imports.missingColumns", { columns: preview.missingColumns.map((column) => `"${column}"`).join(", ") })}</p>
            </div>
          ) : (
            <>
              <Counts summary={preview} t={t} />
              <Failures summary={preview} t={t} />
              {importable > 0 ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="confirm" />
                  <button type="submit" className="button">
                    {t("imports.confirm", { n: importable.toLocaleString("en-GB") })}
                  </button>
                </Form>
              ) : (
                <p>{t("imports.confirmNothing")}</p>
              )}
            </>
          )}
        </>
      ) : null}
      {job.status === "running" || job.status === "previewing" ? (
        <>
          <h1>{t(`imports.status.${job.status}`)}</h1>
          <progress className="import-progress" max={Math.max(job.total, 1)} value={job.done} aria-label={t("imports.progressLabel")} />
          <p role="status">{t("imports.progress", { done: job.done.toLocaleString("en-GB"), total: job.total.toLocaleString("en-GB") })}</p>
          <p>
            <a href={`/imports/${job.id}`}>{t("imports.refresh")}</a>
          </p>
        </>
      ) : null}
      {job.status === "done" && job.result ? (
        <>
          <h1>{t("imports.result.title")}</h1>
          <div className="notice notice--success" role="status">
            <p>{t("imports.result", { created: job.result.created, updated: job.result.updated, unchanged: job.result.unchanged, failed: job.result.failed })}</p>
          </div>
          <Counts summary={job.result} t={t} />
          {job.result.failed > 0 ? (
            <p>
              <a href={`/imports/${job.id}/failures.csv`} download>
                {t("imports.downloadFailures")}
              </a>
            </p>
          ) : null}
          <Failures summary={job.result} t={t} />
          <Records data={data} records={job.result.records ?? []} t={t} />
        </>
      ) : null}
      {job.status === "failed" ? (
        <>
          <h1>{t("imports.status.failed")}</h1>
          <div className="notice notice--error" role="alert">
            <p>
              {job.error === "missingColumns" && job.result
                ? t("imports.missingColumns", { columns: job.result.missingColumns.map((column) => `"${column}"`).join(", ") })
                : job.error === "interrupted"
                  ? t("imports.interrupted", { done: job.done.toLocaleString("en-GB"), total: job.total.toLocaleString("en-GB") })
                  : t(job.error === "unreadable" ? "imports.unreadable" : "imports.error")}
            </p>
          </div>
        </>
      ) : null}
    </div>
  );
}
