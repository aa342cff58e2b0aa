// /config: the published version and the draft, the draft's changes in words, Validate (each
// problem links to where it is), Publish with a note, Discard, and every area to edit.
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { textOf } from "../../lib/format-message";
import { ConfigFrame } from "./ConfigFrame";
import { errorFor } from "../auth/FormParts";
import { ErrorSummary } from "../govuk/ErrorSummary";
import { TextField } from "../govuk/TextField";
import { FormGroup, describedByIds } from "../govuk/FormGroup";
import type { configOverviewAction, loadConfigOverview } from "../../loaders/config.server";
import { ChangeList, DraftStatus, HiddenState, ProblemList, SavedNotice, ScrollTable } from "./ConfigParts";
import { useTexts } from "../../lib/texts";

function ChooseUniversity({ tenants }: { tenants: Array<{ key: string; name: string }> }) {
  const texts = useTexts();
  return (
    <>
      <h1>{textOf(texts, "config.title.overview")}</h1>
      <Form method="get" className="filters">
        <div className="form-group">
          <label className="label" htmlFor="tenant">
            {textOf(texts, "config.choose.label")}
          </label>
          <select id="tenant" name="tenant" className="config-select">
            {tenants.map((tenant) => (
              <option key={tenant.key} value={tenant.key}>
                {tenant.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {textOf(texts, "config.choose.submit")}
        </button>
      </Form>
    </>
  );
}

export function OverviewPage() {
  const data = useLoaderData<typeof loadConfigOverview>();
  const answer = useActionData<typeof configOverviewAction>();
  const navigation = useNavigation();
  if (data.kind === "choose") {
    return (
      <ConfigFrame frame={null}>
        <ChooseUniversity tenants={data.tenants} />
      </ConfigFrame>
    );
  }
  const { texts, state } = data;
  const t = (key: string, params?: Record<string, string | number>) => textOf(texts, key, params);
  const busy = navigation.state !== "idle";
  const problems = answer?.problems;
  const errors = answer?.errors ?? [];
  return (
    <ConfigFrame frame={data.frame}>
      <ErrorSummary title={t("form.errorSummary")} errors={errors} />
      <SavedNotice show={data.notice !== null}>
        {data.notice ? t(data.notice) : null}
      </SavedNotice>
      <h1>{t("config.title.overview")}</h1>
      <DraftStatus state={state} />

      <section className="config-section">
        <h2 id="published-heading">{t("config.published.heading")}</h2>
        <p>{t("config.published.line", { version: data.published.version, at: data.published.when, by: data.published.publisher })}</p>
        <p>{t("config.published.note", { note: data.published.note })}</p>
      </section>

      <section className="config-section">
        <h2 id="draft-heading">{t("config.draft.heading")}</h2>
        {data.draft ? (
          <>
            <p>{t("config.draft.savedLine", { at: data.draft.when, by: data.draft.updatedBy })}</p>
            {data.rollback ? <RollbackUndoes rollback={data.rollback} t={t} /> : null}
            <h3>{t("config.changes.heading")}</h3>
            <ChangeList changes={data.changes} count={data.changeCount} />
            <p>
              <Link to={data.links.impact}>{t("config.impact.link")}</Link>
            </p>
          </>
        ) : (
          <p>{t("config.draft.none")}</p>
        )}

        <Form method="post" className="button-group">
          <HiddenState intent="validate" draftVersion={state.draftVersion} />
          <button type="submit" className="button button--secondary" disabled={busy}>
            {t("config.validate.submit")}
          </button>
        </Form>
        {answer?.noDraft ? (
          <p role="status">{t("config.validate.noDraft")}</p>
        ) : null}
        {problems ? (
          <div aria-live="polite">
            <h3 id="problems-heading">{problems.length === 0 ? t("config.validate.none") : t("config.validate.count", { count: problems.length })}</h3>
            {problems.length > 0 ? <ProblemList problems={problems} /> : null}
          </div>
        ) : null}

        {state.hasDraft ? (
          <>
            <h3>{t("config.publish.heading")}</h3>
            <Form method="post" noValidate key={`publish-${state.draftVersion}`}>
              <HiddenState intent="publish" draftVersion={state.draftVersion} />
              <TextField
                name="note"
                label={t("config.publish.noteLabel")}
                hint={t("config.publish.noteHint")}
                error={errorFor(errors, "note")}
                errorPrefix={t("form.errorPrefix")}
                defaultValue={answer?.intent === "publish" ? answer.values.note : (data.rollback?.note ?? "")}
              />
              {data.scope ? (
                <FormGroup id="scope" label={t("config.publish.scopeLabel")} hint={t("config.publish.scopeHint")} error={errorFor(errors, "scope")} errorPrefix={t("form.errorPrefix")}>
                  <select className="select" id="scope" name="scope" defaultValue={answer?.intent === "publish" ? answer.values.scope : data.scope.chosen} aria-describedby={describedByIds("scope", { hint: true, error: errorFor(errors, "scope") })}>
                    <option value="">{t("config.impact.scope.everyone")}</option>
                    {data.scope.stages.map((stage) => (
                      <option key={stage.value} value={stage.value}>
                        {t("config.impact.scope.before", { stage: stage.label })}
                      </option>
                    ))}
                  </select>
                </FormGroup>
              ) : null}
              <button type="submit" className="button" disabled={busy}>
                {t("config.publish.submit")}
              </button>
            </Form>
            <Form method="post">
              <HiddenState intent="discard" draftVersion={state.draftVersion} />
              <button type="submit" className="button button--warning" disabled={busy}>
                {t("config.draft.discard")}
              </button>
            </Form>
          </>
        ) : null}
      </section>

      <section className="config-section">
        <h2 id="forms-heading">{t("config.forms.heading")}</h2>
        <p>{t("config.forms.intro")}</p>
        {data.journeys.map((journey) => {
          const heading = journey.kind ? (texts[`config.kind.${journey.kind}`] ?? journey.kind) : t("config.forms.otherKind");
          return (
            <div key={journey.kind}>
              <h3 id={`forms-${journey.kind || "other"}`}>{heading}</h3>
              <ScrollTable label={heading}>
                <table className="config-table" aria-labelledby={`forms-${journey.kind || "other"}`}>
                  <thead>
                    <tr>
                      <th scope="col">{t("config.forms.column.title")}</th>
                      <th scope="col">{t("config.forms.column.actions")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {journey.forms.map((form) => (
                      <tr key={form.id}>
                        <th scope="row">
                          <Link to={form.href}>{form.title}</Link> <code>{form.id}</code>
                        </th>
                        <td>
                          <Link to={form.previewHref}>{t("config.forms.preview", { form: form.title })}</Link>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollTable>
            </div>
          );
        })}
      </section>

      <section className="config-section">
        <h2 id="areas-heading">{t("config.areas.heading")}</h2>
        <ul>
          {data.areas.map((area) => (
            <li key={area.area}>
              <Link to={area.href}>{texts[`config.area.${area.area}`] ?? area.area}</Link>
            </li>
          ))}
          <li>
            <Link to={data.links.reminders}>{t("config.nav.reminders")}</Link>
          </li>
          <li>
            <Link to={data.links.history}>{t("config.nav.history")}</Link>
          </li>
        </ul>
      </section>

      <section className="config-section">
        <details>
          <summary>
            <h2 id="advanced-heading" className="details-heading">
              {t("config.advanced.heading")}
            </h2>
          </summary>
          <p>{t("config.advanced.intro")}</p>
          <ul aria-labelledby="advanced-heading">
            {data.areas.map((area) => (
              <li key={area.area}>
                <Link to={area.jsonHref}>{t("config.advanced.areaLink", { area: texts[`config.area.${area.area}`] ?? area.area })}</Link>
              </li>
            ))}
          </ul>
        </details>
      </section>
    </ConfigFrame>
  );
}

interface RollbackDraft {
  to: number;
  undoes: Array<{ version: number; when: string; by: string; note: string }>;
}

/** What publishing a rollback draft undoes: every version after the one it goes back to. */
function RollbackUndoes({ rollback, t }: { rollback: RollbackDraft; t: (key: string, params?: Record<string, string | number>) => string }) {
  return (
    <div className="config-status config-status--warning">
      <h3 id="rollback-heading">{t("config.rollback.heading", { version: rollback.to })}</h3>
      <p>{t("config.rollback.undoes")}</p>
      <ul aria-labelledby="rollback-heading">
        {rollback.undoes.map((version) => (
          <li key={version.version}>{t("config.rollback.version", { version: version.version, when: version.when, by: version.by, note: version.note })}</li>
        ))}
      </ul>
    </div>
  );
}
