// The one generic form renderer: draws a page from what rules/ computed on the server
// (schema of the visible fields, uiSchema, values, errors) with the registered widgets.
import Form from "@rjsf/core";
import type { ErrorSchema, RJSFSchema, UiSchema } from "@rjsf/utils";
import { useMemo, useState } from "react";
import { textOf } from "../../lib/format-message";
import { ErrorSummary } from "../govuk/ErrorSummary";
import { summaryErrorsOf, type PathError } from "./field-id";
import type { FormContext } from "./form-context";
import { useExtraWidgets } from "./extra-widgets";
import { fields, templates, widgets } from "./registry";
import { renderValidator } from "./validator";
import { useTexts } from "../../lib/texts";

export interface RenderedForm {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  formData: Record<string, unknown>;
  errors: PathError[];
}

export interface FormRendererProps extends RenderedForm {
  upload?: FormContext["upload"];
  onSaveGroup?: FormContext["onSaveGroup"];
  submitLabel: string;
  busy?: boolean;
  /** Answers shown as the applicant sees them, nothing editable and nothing to submit (staff views). */
  readOnly?: boolean;
  /** Sent with the form when it posts without JavaScript (the version the page was drawn from). */
  hidden?: Record<string, string>;
  onSubmit(formData: Record<string, unknown>): void;
  onChange?(formData: Record<string, unknown>): void;
}

// An unanswered yes/no question stays unanswered (rjsf 6 would otherwise fill a required boolean
// with false), and a list starts empty: no "Item 1" before the person adds one.
const DEFAULT_FORM_STATE = { requiredBooleanDefault: "skip", arrayMinItems: { populate: "never" } } as const;

/** Errors as rjsf's nested error schema, so each field shows its own message inline. */
export function toErrorSchema(errors: PathError[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const error of errors) {
    let node = root;
    for (const part of error.path.split(".")) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    const list = ((node.__errors as string[] | undefined) ??= []);
    if (!list.includes(error.message)) list.push(error.message);
  }
  return root as ErrorSchema;
}

export function FormRenderer({ schema, uiSchema, formData, errors, upload, onSaveGroup, submitLabel, busy, readOnly, hidden, onSubmit, onChange }: FormRendererProps) {
  const texts = useTexts();
  const [data, setData] = useState(formData);
  const formContext: FormContext = useMemo(() => ({ texts, upload, onSaveGroup, answers: data }), [texts, upload, onSaveGroup, data]);
  const extraErrors = useMemo(() => toErrorSchema(errors), [errors]);
  const extraWidgets = useExtraWidgets();
  const allWidgets = useMemo(() => ({ ...widgets, ...extraWidgets }), [extraWidgets]);
  const summaryErrors = useMemo(() => summaryErrorsOf(errors), [errors]);
  return (
    <>
      <ErrorSummary errors={summaryErrors} title={textOf(texts, "form.errorSummary")} />
      <Form
        schema={schema}
        uiSchema={uiSchema}
        formData={data}
        validator={renderValidator}
        widgets={allWidgets}
        fields={fields}
        templates={templates}
        formContext={formContext}
        extraErrors={extraErrors}
        showErrorList={false}
        experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE}
        noValidate
        noHtml5Validate
        disabled={readOnly}
        // Answers shown to read are no form: nothing on the page could post them.
        tagName={readOnly ? "div" : undefined}
        // Without JavaScript the browser posts the form itself: every control carries its name.
        method={readOnly ? undefined : "post"}
        // A page with upload questions posts its files with it (decision 0069).
        enctype={upload && !readOnly ? "multipart/form-data" : undefined}
        onChange={(event) => {
          setData(event.formData as Record<string, unknown>);
          onChange?.(event.formData as Record<string, unknown>);
        }}
        onSubmit={(event) => onSubmit(event.formData as Record<string, unknown>)}
      >
        {readOnly ? (
          <></>
        ) : (
          <div className="button-group">
            {Object.entries(hidden ?? {}).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className="button" disabled={busy} aria-disabled={busy || undefined}>
              {submitLabel}
            </button>
          </div>
        )}
      </Form>
    </>
  );
}
