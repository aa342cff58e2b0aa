// Upload a document for a person (issue 39): which document it is (the person's documents, under
// the task or offer that asks for it) and the file, as a plain multipart form that works without
// JavaScript; a refusal comes back with the reason by the field it is about.
import { Form, Link } from "@remix-run/react";
import { ErrorSummary } from "../govuk/ErrorSummary";
import { FormGroup, describedByIds } from "../govuk/FormGroup";
import { textOf } from "../../lib/format-message";

export interface StaffUploadData {
  person: string;
  groups: ReadonlyArray<{ heading: string; choices: ReadonlyArray<{ value: string; label: string }> }>;
  fileHint: string;
  accept: string;
  backUrl: string;
  texts: Record<string, string>;
}

export function StaffUploadPage({ data, failed }: { data: StaffUploadData; failed?: { errors: ReadonlyArray<{ field: string; message: string }> } }) {
  const t = (key: string, params?: Record<string, string | number>) => textOf(data.texts, key, params);
  const errorOf = (field: string) => failed?.errors.find((error) => error.field === field)?.message;
  const documentError = errorOf("document");
  const fileError = errorOf("file");
  return (
    <>
      <Link className="back-link" to={data.backUrl}>
        {t("person.backToPerson")}
      </Link>
      <ErrorSummary title={t("form.errorSummary")} errors={failed?.errors} />
      <span className="caption">{data.person}</span>
      <h1>{t("person.documents.upload.title")}</h1>
      <p>{t("person.documents.upload.intro")}</p>
      <Form method="post" encType="multipart/form-data" noValidate>
        <FormGroup id="document" label={t("person.documents.upload.document")} error={documentError} errorPrefix={t("form.errorPrefix")}>
          <select className="select" id="document" name="document" defaultValue="" aria-describedby={describedByIds("document", { error: documentError })} aria-invalid={documentError ? true : undefined}>
            <option value="">{t("person.documents.upload.choose")}</option>
            {data.groups.map((group, n) => (
              <optgroup key={n} label={group.heading}>
                {group.choices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </FormGroup>
        <FormGroup id="file" label={t("person.documents.upload.file")} hint={data.fileHint} error={fileError} errorPrefix={t("form.errorPrefix")}>
          <input className="file-upload" id="file" name="file" type="file" accept={data.accept} aria-describedby={describedByIds("file", { hint: data.fileHint, error: fileError })} aria-invalid={fileError ? true : undefined} />
        </FormGroup>
        <button type="submit" className="button">
          {t("person.documents.upload.submit")}
        </button>
      </Form>
    </>
  );
}
