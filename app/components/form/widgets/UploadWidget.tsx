// A field holding uploaded documents (e.g. passportDocument): the upload control in the form,
// whose value is the document reference (000 §3: sKey, s3Keys, urls, linkText) of the files
// stored, so "Passport file is required." is an ordinary rule on the field. The value is an
// object, so it is an rjsf field (`ui:field: "upload"`) rather than a widget.
import type { FieldProps } from "@rjsf/utils";
import { formContextOf } from "../form-context";
import { UploadControl, type UploadSummary } from "../../upload/UploadControl";

export function referenceOf(files: UploadSummary[]) {
  if (!files.length) return undefined;
  return { sKey: files[0].id, s3Keys: files.map((file) => file.id), urls: files.map((file) => file.url), linkText: files.map((file) => file.name).join(", ") };
}

export function UploadField({ schema, uiSchema, onChange, registry, fieldPathId, disabled, readonly }: FieldProps) {
  const { upload } = formContextOf(registry);
  const documentType = String((uiSchema?.["ui:options"] as Record<string, unknown> | undefined)?.documentType ?? "");
  if (!upload || !documentType) return null;
  // A page that cannot be changed (a submitted application) lists the files given, with no control to upload or remove.
  if (disabled || readonly) {
    return (
      <div className="form-group">
        <p className="label">{String(schema.title ?? "")}</p>
        <ul className="upload__files">
          {(upload.existing[documentType] ?? []).map((file) => (
            <li key={file.id}>{file.name}</li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <UploadControl
      label={String(schema.title ?? "")}
      target={{ endpoint: upload.endpoint, recordKind: upload.recordKind, recordId: upload.recordId, documentType }}
      rules={upload.rules}
      existing={upload.existing[documentType] ?? []}
      onUploadedChange={(files) => onChange(referenceOf(files), fieldPathId.path)}
      onBusyChange={upload.onBusyChange}
    />
  );
}
