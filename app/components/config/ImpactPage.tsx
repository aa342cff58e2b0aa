// /config/impact: what the draft would change for the university's records, each line a link
// to the list of those records.
import { Link, useLoaderData } from "@remix-run/react";
import { textOf } from "../../lib/format-message";
import { ConfigFrame } from "./ConfigFrame";
import type { loadConfigImpact } from "../../loaders/config-impact.server";
import { DraftStatus } from "./ConfigParts";

export function ImpactPage() {
  const data = useLoaderData<typeof loadConfigImpact>();
  const { texts, report, selected, links } = data;
  const t = (name: string, params?: Record<string, string | number>) => textOf(texts, name, params);
  return (
    <ConfigFrame frame={data.frame}>
      <h1>{t("config.title.impact")}</h1>
      <DraftStatus state={data.state} />
      {!report ? (
        <p>{t("config.impact.noDraft")}</p>
      ) : (
        <>
          <p>{t("config.impact.summary", { forms: report.formsCompared, records: report.recordsRead, ms: report.elapsedMs })}</p>
          {report.formsWithProblems.length > 0 ? (
            <p className="config-status config-status--warning">
              {t("config.impact.formsWithProblems", { forms: report.formsWithProblems.join(", ") })} <Link to={links.overview}>{t("config.impact.validateLink")}</Link>
            </p>
          ) : null}
          {report.groups.length === 0 ? (
            <p>{t("config.impact.none")}</p>
          ) : (
            <ul className="change-list">
              {report.groups.map((group) => (
                <li key={group.key}>
                  <Link to={group.href}>{group.text}</Link>
                </li>
              ))}
            </ul>
          )}
          <ImpactLines id="hidden-answers-heading" heading={t("config.impact.hidden.heading")} intro={t("config.impact.hidden.intro")} lines={report.hiddenAnswers} />
        </>
      )}
      <ImpactLines id="tabs-impact-heading" heading={t("config.impact.tabs.heading")} lines={data.tabs} />
      <ImpactLines id="retention-impact-heading" heading={t("config.impact.retention.heading")} intro={t("config.impact.retention.intro")} lines={data.retention} />
      {data.automations.length ? (
        <section className="config-section" aria-labelledby="automations-impact-heading">
          <h2 id="automations-impact-heading">{t("config.impact.automations.heading")}</h2>
          <ul className="change-list">
            {data.automations.map((line) => (
              <li key={line.id}>
                {line.text}
                {line.when ? ` ${line.when}` : ""}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {selected ? (
        <section className="config-section">
          <h2 id="records-heading">{selected.heading}</h2>
          <ul>
            {selected.records.map((record) => (
              <li key={record.id}>{record.name}</li>
            ))}
          </ul>
          {selected.total > selected.records.length ? <p>{t("config.changes.more", { count: selected.total - selected.records.length })}</p> : null}
        </section>
      ) : null}
    </ConfigFrame>
  );
}

/** One more kind of impact: its heading, what it means, and a line for each thing affected (nothing when none is). */
function ImpactLines({ id, heading, intro, lines }: { id: string; heading: string; intro?: string; lines: ReadonlyArray<{ key: string; text: string }> }) {
  if (lines.length === 0) return null;
  return (
    <section className="config-section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {intro ? <p>{intro}</p> : null}
      <ul className="change-list">
        {lines.map((line) => (
          <li key={line.key}>{line.text}</li>
        ))}
      </ul>
    </section>
  );
}
