// /config/import-mapping: the draft's import field mapping on a sample file's first rows (issue 18 item 2).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { configLinks } from "../components/config/links";
import { ErrorSummary } from "../components/govuk/ErrorSummary";
import { ErrorMessage, FormGroup } from "../components/govuk/FormGroup";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadImportPreview, previewMapping } from "../loaders/config-import-preview.server";

export const handle = { permission: "update:config:tenant" };
export const links = configLinks;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadImportPreview(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => previewMapping(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "config.importPreview.title") : "");

export default function ImportMappingPreview() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const shown = answered ?? loaded;
  const t = (key: string, params?: Record<string, string | number>) => textOf(shown.texts, key, params);
  const errors = answered && "errors" in answered ? (answered.errors ?? undefined) : undefined;
  const error = errors?.find((entry) => entry.field === "file")?.message;
  return (
    <div className="page--wide">
      <a className="back-link" href={shown.back}>
        {t("config.importPreview.back")}
      </a>
      <h1>{t("config.importPreview.title")}</h1>
      <p>
        <a href={shown.fields}>{t("config.importFields.link")}</a>
        {" · "}
        <a href={shown.feeds}>{t("config.importFeeds.link")}</a>
        {" · "}
        <a href={shown.imports}>{t("config.importMapping.importLink")}</a>
      </p>
      <ErrorSummary title={t("form.errorSummary")} errors={errors} />
      <p>{t("config.importPreview.intro")}</p>
      <Form method="post" encType="multipart/form-data" noValidate>
        <FormGroup id="file" label={t("config.importPreview.file")} error={error} errorPrefix={t("form.errorPrefix")}>
          <input className="file-upload" id="file" name="file" type="file" accept=".csv,text/csv" aria-describedby={error ? "file__error" : undefined} aria-invalid={error ? true : undefined} />
        </FormGroup>
        <FormGroup id="readAs" label={t("config.importPreview.readAs")}>
          <select className="select" id="readAs" name="readAs" defaultValue={shown.readAs}>
            {shown.readings.map((reading) => (
              <option key={reading.value} value={reading.value}>
                {reading.label}
              </option>
            ))}
          </select>
        </FormGroup>
        <button type="submit" className="button">
          {t("config.importPreview.submit")}
        </button>
      </Form>
      {shown.missing.length ? (
        <div className="notice notice--error" role="alert">
          <p>{t("imports.missingColumns", { columns: shown.missing.map((column) => `"${column}"`).join(", ") })}</p>
        </div>
      ) : null}
      {(shown.rows ?? []).map((row) => (
        <section key={row.row} aria-labelledby={`row-${row.row}`}>
          <h2 id={`row-${row.row}`}>{t("config.importPreview.row", { row: row.row })}</h2>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t("config.importPreview.column")}</th>
                <th scope="col">{t("config.importPreview.value")}</th>
              </tr>
            </thead>
            <tbody>
              {row.values.map((value) => (
                <tr key={value.target}>
                  <th scope="row">{value.column}</th>
                  <td>{value.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {row.problems.length ? (
            <ul>
              {row.problems.map((problem, i) => (
                <li key={i}>
                  <ErrorMessage message={`${problem.column ? `${problem.column}: ` : ""}${problem.message}`} prefix={t("form.errorPrefix")} />
                </li>
              ))}
            </ul>
          ) : (
            <p>{t("config.importPreview.noProblems")}</p>
          )}
        </section>
      ))}
    </div>
  );
}
