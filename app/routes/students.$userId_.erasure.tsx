// /students/:userId/erasure: the person's erasure requests, what can be erased now and what is kept and until when (issue 42 item 4).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "../components/govuk/ErrorSummary";
import { Notice } from "../components/govuk/Notice";
import { Radios } from "../components/govuk/Radios";
import { FormGroup } from "../components/govuk/FormGroup";
import { TextField } from "../components/govuk/TextField";
import { staffLinks } from "../components/staff/links";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadErasure, submitErasure } from "../loaders/erasure.server";

export const handle = { permission: "erase:person:tenant" };
export const links = staffLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadErasure(request, context, params.userId);
export const action = ({ request, context, params }: ActionFunctionArgs) => submitErasure(request, context, params.userId);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "erasure.title") : "");

export default function ErasurePage() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  // A carried-out erasure redirects; a recorded request or a refusal answers with the page.
  const shown = acted && "texts" in acted ? acted : loaded;
  const t = (key: string, params?: Record<string, string | number>) => textOf(shown.texts, key, params);
  const errorOf = (name: string) => shown.errors.find((error) => error.field === name)?.message;
  return (
    <div className="page--wide">
      <ErrorSummary title={t("form.errorSummary")} errors={shown.errors} />
      <h1>{shown.person ? t("erasure.heading", { name: shown.person.name }) : t("erasure.title")}</h1>
      {shown.done ? (
        <Notice title={t("erasure.doneTitle")} success>
          <p>{shown.done}</p>
        </Notice>
      ) : null}
      {shown.person ? (
        <>
          <h2>{t("erasure.now.heading")}</h2>
          {shown.person.held ? <p>{t("erasure.now.held")}</p> : shown.person.now.length ? <ul className="list">{shown.person.now.map((line) => <li key={line.key}>{line.text}</li>)}</ul> : <p>{t("erasure.now.none")}</p>}
          <h2>{t("erasure.kept.heading")}</h2>
          {shown.person.kept.length ? <ul className="list">{shown.person.kept.map((line) => <li key={line.key}>{line.text}</li>)}</ul> : <p>{t("erasure.kept.none")}</p>}
          <h2>{t("erasure.requests.heading")}</h2>
          {shown.requests.length ? <ul className="list">{shown.requests.map((entry) => <li key={entry.id}>{entry.text}</li>)}</ul> : <p>{t("erasure.requests.none")}</p>}
          {shown.openRequest ? (
            shown.person.held ? null : (
              <Form method="post">
                <input type="hidden" name="intent" value="erase" />
                <input type="hidden" name="request" value={shown.openRequest} />
                <p>{t("erasure.carryOut.warning")}</p>
                <button type="submit" className="button button--warning">
                  {t("erasure.carryOut.button")}
                </button>
              </Form>
            )
          ) : (
            <Form method="post" noValidate>
              <input type="hidden" name="intent" value="record" />
              <h2>{t("erasure.record.heading")}</h2>
              <FormGroup id="who" label={t("erasure.record.who")} grouped error={errorOf("who")} errorPrefix={t("form.errorPrefix")}>
                <Radios id="who" name="who" hasError={Boolean(errorOf("who"))} choices={[{ value: "person", label: t("erasure.record.whoPerson") }, { value: "representative", label: t("erasure.record.whoRepresentative") }]} />
              </FormGroup>
              <TextField name="representative" label={t("erasure.record.representative")} hint={t("erasure.record.representativeHint")} error={errorOf("representative")} errorPrefix={t("form.errorPrefix")} />
              <TextField name="requestedOn" type="date" label={t("erasure.record.requestedOn")} hint={t("erasure.record.requestedOnHint")} error={errorOf("requestedOn")} errorPrefix={t("form.errorPrefix")} />
              <button type="submit" className="button">
                {t("erasure.record.button")}
              </button>
            </Form>
          )}
        </>
      ) : null}
    </div>
  );
}
