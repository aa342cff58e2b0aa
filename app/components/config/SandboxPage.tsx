// /config/sandbox: copies of the university's records to try the draft on; which would change
// status with the draft and why; one copy's forms, each opened to change the copy's answers.
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { textOf } from "../../lib/format-message";
import type { loadSandbox, sandboxAction } from "../../loaders/config-sandbox.server";
import { ErrorSummary } from "../govuk/ErrorSummary";
import { FormGroup } from "../govuk/FormGroup";
import { TextField } from "../govuk/TextField";
import { ConfigFrame } from "./ConfigFrame";
import { DraftPerson } from "./DraftPerson";
import { DraftStatus, ScrollTable, errorOf, failureFor } from "./ConfigParts";

type SandboxData = ReturnType<typeof useLoaderData<typeof loadSandbox>>;
type Say = (name: string, params?: Record<string, string | number>) => string;

export function SandboxPage() {
  const data = useLoaderData<typeof loadSandbox>();
  const answer = useActionData<typeof sandboxAction>();
  const { texts } = data;
  const t: Say = (name, params) => textOf(texts, name, params);
  const failed = failureFor(answer, "fill");
  return (
    <ConfigFrame frame={data.frame}>
      <ErrorSummary title={t("form.errorSummary")} errors={failed?.errors} />
      <h1>{t("config.title.sandbox")}</h1>
      <DraftStatus state={data.state} />
      <p>{t("config.sandbox.intro", { max: data.limit.toLocaleString("en-GB") })}</p>
      <FillForm data={data} failed={failed} t={t} />
      {data.result ? <TrialResults data={data} t={t} /> : <p>{t("config.sandbox.noDraft")}</p>}
      {data.copies.length > 0 ? <OpenCopy data={data} t={t} /> : null}
    </ConfigFrame>
  );
}

function FillForm({ data, failed, t }: { data: SandboxData; failed: ReturnType<typeof failureFor>; t: Say }) {
  // Refused for want of a kind: none was ticked, so none is drawn ticked.
  const noneChosen = Boolean(errorOf(failed?.errors, "kinds"));
  return (
    <section className="config-section" aria-labelledby="copies-heading">
      <h2 id="copies-heading">{t("config.sandbox.copiesHeading")}</h2>
      <p>{data.filled ? t("config.sandbox.filled", { count: data.filled.count.toLocaleString("en-GB"), when: data.filled.when, by: data.filled.by }) : t("config.sandbox.empty")}</p>
      <Form method="post" action={data.links.self} noValidate>
        <input type="hidden" name="intent" value="fill" />
        <TextField
          name="limit"
          label={t("config.sandbox.limitLabel")}
          hint={t("config.sandbox.limitHint", { max: data.limit.toLocaleString("en-GB") })}
          inputMode="numeric"
          className="input--width-5"
          defaultValue={failed?.values.limit ?? "200"}
          error={errorOf(failed?.errors, "limit")}
          errorPrefix={t("form.errorPrefix")}
        />
        <FormGroup id="kinds" label={t("config.sandbox.kindsLabel")} grouped error={errorOf(failed?.errors, "kinds")} errorPrefix={t("form.errorPrefix")}>
          <div className="checkboxes">
            {data.kinds.map((kind) => (
              <div className="checkboxes__item" key={kind.value}>
                <input className="checkboxes__input" type="checkbox" id={`kinds-${kind.value}`} name="kinds" value={kind.value} defaultChecked={!noneChosen} />
                <label className="checkboxes__label" htmlFor={`kinds-${kind.value}`}>
                  {kind.label}
                </label>
              </div>
            ))}
          </div>
        </FormGroup>
        <button type="submit" className="button">
          {t(data.filled ? "config.sandbox.fillAgain" : "config.sandbox.fill")}
        </button>
      </Form>
      {data.filled ? (
        <Form method="post" action={data.links.self}>
          <input type="hidden" name="intent" value="empty" />
          <button type="submit" className="button button--secondary">
            {t("config.sandbox.emptyButton")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}

function TrialResults({ data, t }: { data: SandboxData; t: Say }) {
  const result = data.result;
  if (!result) return null;
  return (
    <section className="config-section" aria-labelledby="trial-heading">
      <h2 id="trial-heading">{t("config.sandbox.trialHeading")}</h2>
      <p>{t("config.sandbox.trialSummary", { changed: result.changed.toLocaleString("en-GB"), copies: result.copies.toLocaleString("en-GB") })}</p>
      {result.formsWithProblems.length > 0 ? <p className="config-status config-status--warning">{t("config.impact.formsWithProblems", { forms: result.formsWithProblems.join(", ") })}</p> : null}
      {result.rows.length > 0 ? (
        <ScrollTable label={t("config.sandbox.trialHeading")}>
          <table className="config-table">
            <StatusColumns t={t} columns={["copy", "form", "now", "withDraft", "why"]} />
            <tbody>
              {result.rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">
                    <Link to={row.href}>{row.name}</Link>
                  </th>
                  <td>{row.form}</td>
                  <td>{row.now}</td>
                  <td>{row.withDraft}</td>
                  <td>{row.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      ) : null}
    </section>
  );
}

function OpenCopy({ data, t }: { data: SandboxData; t: Say }) {
  const opened = data.opened;
  return (
    <section className="config-section" aria-labelledby="copy-heading">
      <h2 id="copy-heading">{t("config.sandbox.copyHeading")}</h2>
      <Form method="get" action={data.links.self.split("?")[0]} className="filters">
        {data.links.tenant ? <input type="hidden" name="tenant" value={data.links.tenant} /> : null}
        <div className="form-group">
          <label className="label" htmlFor="copy">
            {t("config.sandbox.copyLabel")}
          </label>
          <select id="copy" name="copy" className="config-select" defaultValue={opened?.id ?? ""}>
            {data.copies.map((copy) => (
              <option key={copy.id} value={copy.id}>
                {copy.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--secondary">
          {t("config.sandbox.open")}
        </button>
      </Form>
      {opened ? (
        <>
          <h3>{opened.name}</h3>
          {opened.forms.length === 0 ? (
            <p>{t(data.result ? "config.sandbox.noForms" : "config.sandbox.noDraft")}</p>
          ) : (
            <ScrollTable label={t("config.sandbox.formsOf", { name: opened.name })}>
              <table className="config-table">
                <StatusColumns t={t} columns={["form", "now", "withDraft", "why"]} />
                <tbody>
                  {opened.forms.map((form) => (
                    <tr key={form.formId}>
                      <th scope="row">
                        <Link to={form.href}>{form.title}</Link>
                      </th>
                      <td>{form.now}</td>
                      <td>{form.changed ? <strong>{form.withDraft}</strong> : form.withDraft}</td>
                      <td>{form.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollTable>
          )}
          {opened.person ? <DraftPerson person={opened.person} t={t} /> : null}
        </>
      ) : null}
    </section>
  );
}

function StatusColumns({ t, columns }: { t: Say; columns: string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th scope="col" key={column}>
            {t(`config.sandbox.column.${column}`)}
          </th>
        ))}
      </tr>
    </thead>
  );
}
