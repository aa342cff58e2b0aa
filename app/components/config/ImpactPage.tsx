// /config/impact: what the draft would change for the university's records, each line a link
// to the list of those records.
import { Form, Link, useLoaderData } from "@remix-run/react";
import { textOf } from "../../lib/format-message";
import { FormGroup } from "../govuk/FormGroup";
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
      {data.people ? (
        <>
          <ImpactLines id="documents-impact-heading" heading={t("config.impact.documents.heading")} intro={t("config.impact.documents.intro")} lines={[...(data.people.newDocuments?.lines ?? []), ...(data.people.reopenedTasks?.lines ?? [])]} more={(data.people.newDocuments?.more ?? 0) + (data.people.reopenedTasks?.more ?? 0)} t={t} />
          {data.scope ? <ScopeChoice scope={data.scope} action={links.self} t={t} /> : null}
          <ImpactLines id="reminders-impact-heading" heading={t("config.impact.reminders.heading")} intro={t("config.impact.reminders.intro")} lines={data.people.reminders?.lines ?? []} more={data.people.reminders?.more ?? 0} t={t} />
          <ImpactLines id="funding-impact-heading" heading={t("config.impact.funding.heading")} intro={t("config.impact.funding.intro")} lines={data.people.funding?.lines ?? []} more={data.people.funding?.more ?? 0} t={t} />
          {data.people.newDocuments?.lines.length === 0 && data.people.reopenedTasks?.lines.length === 0 ? <p>{t("config.impact.documents.none")}</p> : null}
          {data.people.reminders?.lines.length === 0 ? <p>{t("config.impact.reminders.none")}</p> : null}
          {data.people.funding?.lines.length === 0 ? <p>{t("config.impact.funding.none")}</p> : null}
        </>
      ) : null}
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

type Words = (name: string, params?: Record<string, string | number>) => string;

/** "Apply the documents change to": every student, or those who have not reached a stage (shown here, chosen again when publishing). */
function ScopeChoice({ scope, action, t }: { scope: { chosen: string; stages: ReadonlyArray<{ value: string; label: string }> }; action: string; t: Words }) {
  const chosen = scope.stages.find((stage) => stage.value === scope.chosen);
  return (
    <section className="config-section" aria-labelledby="scope-heading">
      <h2 id="scope-heading">{t("config.impact.scope.heading")}</h2>
      <p>{t("config.impact.scope.intro")}</p>
      {chosen ? <p className="config-status">{t("config.impact.scope.applied", { stage: chosen.label })}</p> : null}
      <Form method="get" action={action}>
        <FormGroup id="scope" label={t("config.impact.scope.label")} errorPrefix={t("form.errorPrefix")}>
          <select className="select" id="scope" name="scope" defaultValue={scope.chosen}>
            <option value="">{t("config.impact.scope.everyone")}</option>
            {scope.stages.map((stage) => (
              <option key={stage.value} value={stage.value}>
                {t("config.impact.scope.before", { stage: stage.label })}
              </option>
            ))}
          </select>
        </FormGroup>
        <button type="submit" className="button button--secondary">
          {t("config.impact.scope.submit")}
        </button>
      </Form>
    </section>
  );
}

/** One more kind of impact: its heading, what it means, and a line for each thing affected (nothing when none is). */
function ImpactLines({ id, heading, intro, lines, more = 0, t }: { id: string; heading: string; intro?: string; lines: ReadonlyArray<{ key: string; text: string }>; more?: number; t?: Words }) {
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
      {more > 0 && t ? <p>{t("config.changes.more", { count: more })}</p> : null}
    </section>
  );
}
