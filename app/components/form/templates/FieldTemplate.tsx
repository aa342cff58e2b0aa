// One field as the GOV.UK form group draws it (components/govuk): label (or legend for grouped
// inputs), sub-label and help text, the error in the summary's wording, then the input. Mandatory fields
// are marked; hidden fields are never drawn (the server leaves them out of the schema).
import type { FieldTemplateProps } from "@rjsf/utils";
import { FormGroup } from "../../govuk/FormGroup";
import { useText } from "../form-context";

/** Widgets made of several inputs: their label is a legend over a fieldset. */
export const GROUPED_WIDGETS = new Set(["date", "month-year", "phone", "yes-no", "radios", "checkboxes"]);

export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, rawHelp, rawDescription, hidden, required, displayLabel, schema, uiSchema, registry } = props;
  const t = useText(registry);
  // A hidden field (an id the page keeps) is drawn as its hidden input only: a form posted
  // without JavaScript sends it back. Fields hidden by rules are left out of the schema.
  if (hidden) return children;
  const widget = String(uiSchema?.["ui:widget"] ?? uiSchema?.["ui:field"] ?? "");
  // A list chosen by ticking boxes is one question (its legend, hint and error), not a repeatable group.
  const isContainer = (schema.type === "object" || (schema.type === "array" && widget !== "checkboxes")) && widget !== "upload";
  if (isContainer) return children;

  const error = rawErrors?.[0];
  const marker = required ? (
    <>
      {" "}
      <span className="required-marker">
        <span aria-hidden="true">*</span>
        <span className="visually-hidden">{t("form.required")}</span>
      </span>
    </>
  ) : null;
  return (
    <FormGroup
      id={id}
      label={
        <>
          {label}
          {marker}
        </>
      }
      grouped={GROUPED_WIDGETS.has(widget)}
      hideLabel={!displayLabel || widget === "consent" || widget === "upload"}
      subLabel={rawDescription || undefined}
      hint={rawHelp || undefined}
      error={error}
      errorPrefix={t("form.errorPrefix")}
    >
      {children}
    </FormGroup>
  );
}
