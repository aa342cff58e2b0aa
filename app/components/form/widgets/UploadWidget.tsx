// A field holding uploaded documents (e.g. passportDocument): the upload control in the form,
// whose value is the document reference (000 §3: sKey, s3Keys, urls, linkText) of the files
// stored, so "Passport file is required." is an ordinary rule on the field. The value is an
// object, so it is an rjsf field (`ui:field: "upload"`) rather than a widget. Without JavaScript
// the file posts with the page's form, and the server gives the field the same reference
// (rules/forms/upload-fields.ts, server/uploads/page-uploads.ts).
import type { FieldProps } from "@rjsf/utils";
import { formContextOf } from "../form-context";
import { UploadControl } from "../../upload/UploadControl";
import { documentReferenceOf } from "../../../../rules/forms/upload-fields";

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
      onUploadedChange={(files) => onChange(documentReferenceOf(files), fieldPathId.path)}
      plain={{ form: "page", name: fieldPathId.$id, path: fieldPathId.path.join(".") }}
      confirmRemoval={upload.confirmRemoval}
      onBusyChange={upload.onBusyChange}
    />
  );
}
