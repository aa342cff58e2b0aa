// /imports: upload a CSV of offer-holders and see earlier imports (issue 18).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "../components/govuk/ErrorSummary";
import { FormGroup } from "../components/govuk/FormGroup";
import { staffLinks } from "../components/staff/links";
import { UniversityChooser } from "../components/staff/UniversityChooser";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadImports, uploadImport } from "../loaders/imports.server";

export const handle = { permission: "create:import:tenant" };
export const links = staffLinks;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadImports(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => uploadImport(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "imports.title") : "");

export default function ImportsPage() {
  const { imports, maxMb, texts, chooser } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const t = (key: string, params?: Record<string, string | number>) => textOf(texts, key, params);
  if (chooser)
    return (
      <div className="page--wide">
        <h1>{t("imports.title")}</h1>
        <UniversityChooser universities={chooser.universities} action="/imports" />
      </div>
    );
  const error = failed?.errors.find((entry) => entry.field === "file")?.message;
  return (
    <div className="page--wide">
      <h1>{t("imports.title")}</h1>
      <ErrorSummary title={t("form.errorSummary")} errors={failed?.errors} />
      <p>{t("imports.intro")}</p>
      <Form method="post" encType="multipart/form-data" noValidate>
        <FormGroup id="file" label={t("imports.file")} hint={t("imports.fileHint", { max: maxMb })} error={error} errorPrefix={t("form.errorPrefix")}>
          <input className="file-upload" id="file" name="file" type="file" accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" aria-describedby={`file__help${error ? " file__error" : ""}`} aria-invalid={error ? true : undefined} />
        </FormGroup>
        <button type="submit" className="button">
          {t("imports.upload")}
        </button>
      </Form>
      <h2>{t("imports.history")}</h2>
      {imports.length === 0 ? (
        <p>{t("imports.none")}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t("imports.column.file")}</th>
              <th scope="col">{t("imports.column.when")}</th>
              <th scope="col">{t("imports.column.status")}</th>
            </tr>
          </thead>
          <tbody>
            {imports.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <a href={entry.href}>{entry.fileName}</a>
                </td>
                <td>{entry.when}</td>
                <td>{t(`imports.status.${entry.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
