// One field, GOV.UK form-group style: label (or legend for grouped inputs), sub-label and help
// text, the error in the same wording as the error summary, then the input. Mandatory fields
// are marked; hidden fields are never drawn (the server leaves them out of the schema).
import type { FieldTemplateProps } from "@rjsf/utils";
import { useText } from "../form-context";

/** Widgets made of several inputs: their label is a legend over a fieldset. */
export const GROUPED_WIDGETS = new Set(["date", "month-year", "phone", "yes-no", "radios", "checkboxes"]);

export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, rawHelp, rawDescription, hidden, required, displayLabel, schema, uiSchema, registry } = props;
  const t = useText(registry);
  if (hidden) return null;
  const widget = String(uiSchema?.["ui:widget"] ?? uiSchema?.["ui:field"] ?? "");
  const isContainer = (schema.type === "object" || schema.type === "array") && widget !== "upload";
  if (isContainer) return children;

  const errors = rawErrors ?? [];
  const hasError = errors.length > 0;
  const describedBy = [rawDescription ? `${id}__description` : "", rawHelp ? `${id}__help` : "", hasError ? `${id}__error` : ""]
    .filter(Boolean)
    .join(" ");
  const marker = required ? (
    <>
      {" "}
      <span className="required-marker">
        <span aria-hidden="true">*</span>
        <span className="visually-hidden">{t("form.required")}</span>
      </span>
    </>
  ) : null;
  const hint = (
    <>
      {rawDescription ? (
        <div className="hint hint--sub-label" id={`${id}__description`}>
          {rawDescription}
        </div>
      ) : null}
      {rawHelp ? (
        <div className="hint" id={`${id}__help`}>
          {rawHelp}
        </div>
      ) : null}
      {hasError ? (
        <p className="error-message" id={`${id}__error`}>
          <span className="visually-hidden">{t("form.error.prefix")} </span>
          {errors[0]}
        </p>
      ) : null}
    </>
  );
  const groupClass = `form-group${hasError ? " form-group--error" : ""}`;

  if (GROUPED_WIDGETS.has(widget)) {
    return (
      <div className={groupClass}>
        <fieldset className="fieldset" aria-describedby={describedBy || undefined} id={`${id}__fieldset`}>
          <legend className="fieldset__legend">
            {label}
            {marker}
          </legend>
          {hint}
          {children}
        </fieldset>
      </div>
    );
  }
  return (
    <div className={groupClass} data-describedby={describedBy || undefined}>
      {displayLabel && widget !== "consent" && widget !== "upload" ? (
        <label className="label" htmlFor={id}>
          {label}
          {marker}
        </label>
      ) : null}
      {hint}
      {children}
    </div>
  );
}
