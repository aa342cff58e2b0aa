// /insights/summary: the funnel, the sponsor-compliance rates and the operational figures (issue
// 22). Each chart is an SVG drawn on the server with its title and description; the table beside
// it holds the same figures, every count a link to the list it counts; each table downloads as CSV.
import { Form, Link } from "@remix-run/react";
import { textOf } from "../../lib/format-message";
import { formatDate } from "../../lib/format";
import { TextField } from "../govuk/TextField";
import type { InsightsSummary } from "../../../server/insights/summary";

interface InsightsData {
  universities: Array<{ value: string; label: string }>;
  university: string;
  summary: InsightsSummary | null;
  charts: { funnel: string; compliance: string } | null;
  ownFiguresOnly: boolean;
  texts: Record<string, string>;
}

const STANDING_TAG: Readonly<Record<string, string>> = { meets: "tag tag--complete", near: "tag tag--warning", fails: "tag tag--inerror", noData: "tag" };

function Count({ count, href }: { count: number | null; href: string | null }) {
  if (count === null) return <>–</>;
  return href ? <Link to={href}>{count.toLocaleString("en-GB")}</Link> : <>{count.toLocaleString("en-GB")}</>;
}

export function InsightsPage({ data }: { data: InsightsData }) {
  const { summary, texts } = data;
  const t = (key: string, params?: Record<string, string | number>) => textOf(texts, key, params);
  const csv = (table: string) => {
    const params = new URLSearchParams({ table, ...(data.university ? { uni: data.university } : {}), ...(summary?.request.intake ? { intake: summary.request.intake } : {}), ...(summary?.request.breakdown ? { breakdown: summary.request.breakdown } : {}), ...(summary?.request.from ? { from: summary.request.from } : {}), ...(summary?.request.to ? { to: summary.request.to } : {}) });
    return `/insights/summary.csv?${params.toString()}`;
  };
  const percent = (value: number | null) => (value === null ? "–" : `${value.toLocaleString("en-GB")}%`);
  return (
    <div className="page--wide insights">
      <h1>{t("insights.title")}</h1>
      {data.universities.length ? (
        <Form method="get" className="filters">
          <div className="form-group">
            <label className="label" htmlFor="uni">
              {t("insights.university")}
            </label>
            <select className="select" id="uni" name="uni" defaultValue={data.university}>
              {data.universities.map((university) => (
                <option key={university.value} value={university.value}>
                  {university.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--secondary">
            {t("insights.show")}
          </button>
        </Form>
      ) : null}
      {summary && data.charts ? (
        <>
          <Form method="get" className="filters">
            {data.university ? <input type="hidden" name="uni" value={data.university} /> : null}
            <div className="form-group">
              <label className="label" htmlFor="intake">
                {t("insights.intake")}
              </label>
              <select className="select" id="intake" name="intake" defaultValue={summary.request.intake}>
                <option value="">{t("insights.allIntakes")}</option>
                {summary.intakes.map((intake) => (
                  <option key={intake.value} value={intake.value}>
                    {intake.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="form-group">
              <label className="label" htmlFor="breakdown">
                {t("insights.breakdown")}
              </label>
              <select className="select" id="breakdown" name="breakdown" defaultValue={summary.request.breakdown}>
                <option value="">{t("insights.noBreakdown")}</option>
                {summary.breakdowns.map((breakdown) => (
                  <option key={breakdown.value} value={breakdown.value}>
                    {breakdown.label}
                  </option>
                ))}
              </select>
            </div>
            <TextField name="from" label={t("insights.from")} hint={t("insights.dateHint")} error={summary.rangeInvalid ? t("insights.dateInvalid") : undefined} errorPrefix={t("form.errorPrefix")} className="input--width-10" defaultValue={summary.request.from} />
            <TextField name="to" label={t("insights.to")} hint={t("insights.dateHint")} errorPrefix={t("form.errorPrefix")} className="input--width-10" defaultValue={summary.request.to} />
            <button type="submit" className="button button--secondary">
              {t("insights.show")}
            </button>
          </Form>
          {data.ownFiguresOnly ? <p className="hint">{t("insights.notShown")}</p> : null}

          <section aria-labelledby="funnel-heading" className="record-section">
            <h2 id="funnel-heading">{t("insights.funnel.heading")}</h2>
            <div className="insights__chart" dangerouslySetInnerHTML={{ __html: data.charts.funnel }} />
            <table className="table">
              <caption className="visually-hidden">{t("insights.funnel.heading")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("insights.funnel.step")}</th>
                  <th scope="col" className="numeric">{t("insights.funnel.count")}</th>
                  <th scope="col" className="numeric">{t("insights.funnel.conversion")}</th>
                </tr>
              </thead>
              <tbody>
                {summary.funnel.map((step) => (
                  <tr key={step.key}>
                    <th scope="row">{step.label}</th>
                    <td className="numeric">
                      <Count count={step.count} href={step.href} />
                    </td>
                    <td className="numeric">{percent(step.conversion)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>
              <a href={csv("funnel")}>{t("insights.csv")}</a>
            </p>
          </section>

          {summary.breakdown ? (
            <section className="record-section">
              <h2 id="breakdown-heading">{t("insights.breakdown.heading", { dimension: summary.breakdown.label })}</h2>
              <div className="table-scroll" role="region" aria-labelledby="breakdown-heading" tabIndex={0}>
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col">{summary.breakdown.label}</th>
                      {summary.funnel.map((step) => (
                        <th scope="col" className="numeric" key={step.key}>
                          {step.label}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {summary.breakdown.rows.map((row) => (
                      <tr key={row.value}>
                        <th scope="row">{row.label}</th>
                        {row.cells.map((cell, i) => (
                          <td className="numeric" key={i}>
                            <Count count={cell.count} href={cell.href} />
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p>
                <a href={csv("breakdown")}>{t("insights.csv")}</a>
              </p>
            </section>
          ) : null}

          <section aria-labelledby="compliance-heading" className="record-section">
            <h2 id="compliance-heading">{t("insights.compliance.heading")}</h2>
            <p>{t("insights.compliance.window", { from: formatDate(summary.compliance.from), to: formatDate(summary.compliance.to), today: formatDate(summary.compliance.to), source: summary.compliance.source })}</p>
            <div className="insights__chart" dangerouslySetInnerHTML={{ __html: data.charts.compliance }} />
            <div className="table-scroll" role="region" aria-label={t("insights.compliance.table")} tabIndex={0}>
              <table className="table">
                <caption className="visually-hidden">{t("insights.compliance.heading")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("insights.compliance.measure")}</th>
                    <th scope="col" className="numeric">{t("insights.compliance.rate")}</th>
                    <th scope="col">{t("insights.compliance.threshold")}</th>
                    <th scope="col" className="numeric">{t("insights.compliance.of")}</th>
                    <th scope="col">{t("insights.compliance.status")}</th>
                  </tr>
                </thead>
                <tbody>
                  {summary.compliance.measures.map((measure) => (
                    <tr key={measure.key}>
                      <th scope="row">{measure.label}</th>
                      <td className="numeric">{percent(measure.rate)}</td>
                      <td>{t(`insights.compliance.${measure.direction}`, { limit: measure.limit })}</td>
                      <td className="numeric">{measure.href ? <Link to={measure.href}>{t("insights.compliance.counted", { counted: measure.counted, of: measure.of })}</Link> : t("insights.compliance.counted", { counted: measure.counted, of: measure.of })}</td>
                      <td>
                        <strong className={STANDING_TAG[measure.standing]}>{t(`insights.compliance.${measure.standing}`, { margin: 0 })}</strong>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {summary.compliance.measures
              .filter((measure) => measure.students.length)
              .map((measure) => (
                <details className="details" key={measure.key}>
                  <summary>{t("insights.compliance.behind", { measure: measure.label, count: measure.counted })}</summary>
                  <ul>
                    {measure.students.map((student) => (
                      <li key={student.href}>
                        <Link to={student.href}>{student.name}</Link>
                      </li>
                    ))}
                  </ul>
                  {measure.counted > measure.students.length ? <p className="hint">{t("insights.compliance.behindMore", { shown: measure.students.length })}</p> : null}
                </details>
              ))}
            <p>
              <a href={csv("compliance")}>{t("insights.csv")}</a>
            </p>
          </section>

          <section aria-labelledby="operations-heading" className="record-section">
            <h2 id="operations-heading">{t("insights.operations.heading")}</h2>
            <table className="table">
              <caption className="visually-hidden">{t("insights.operations.heading")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("insights.operations.figure")}</th>
                  <th scope="col" className="numeric">{t("insights.operations.value")}</th>
                </tr>
              </thead>
              <tbody>
                {summary.operations.map((figure) => (
                  <tr key={figure.key}>
                    <th scope="row">{figure.label}</th>
                    <td className="numeric">
                      <Count count={figure.value} href={figure.href} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>
              <a href={csv("operations")}>{t("insights.csv")}</a>
            </p>
          </section>
        </>
      ) : null}
    </div>
  );
}
