// GOV.UK form group: a label (or, for a question made of several controls, a fieldset whose
// legend is the question), its hints, the error in the summary's wording with a hidden
// "Error:" for screen readers, then the controls. Every question of the product is drawn by it:
// the form renderer's fields, the sign-in pages and the Config screen.
import type { ReactNode } from "react";

export interface FormGroupProps {
  /** The control's id; the hint and error ids derive from it. */
  id: string;
  label: ReactNode;
  /** Several controls answer the question: a fieldset with a legend instead of a label. */
  grouped?: boolean;
  /** Shown under the label, before the hint (a field's sub-label). */
  subLabel?: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Read before the error by screen readers ("Error:"); needed whenever an error can show. */
  errorPrefix?: string;
  /** The label is the page's heading (a one-question page). */
  asHeading?: boolean;
  /** No label drawn (the control carries its own, as a single checkbox does). */
  hideLabel?: boolean;
  children: ReactNode;
}

/** The ids of what describes a control, for its aria-describedby. */
export function describedByIds(id: string, parts: { subLabel?: unknown; hint?: unknown; error?: unknown }): string | undefined {
  const ids = [parts.subLabel ? `${id}__description` : "", parts.hint ? `${id}__help` : "", parts.error ? `${id}__error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/** A field's error, with the hidden "Error:" screen readers announce before it. */
export function ErrorMessage({ id, message, prefix, live }: { id?: string; message: string; prefix: string; live?: boolean }) {
  return (
    <p className="error-message" id={id} role={live ? "status" : undefined}>
      <span className="visually-hidden">{prefix} </span>
      {message}
    </p>
  );
}

export function FormGroup({ id, label, grouped, subLabel, hint, error, errorPrefix, asHeading, hideLabel, children }: FormGroupProps) {
  const described = (
    <>
      {subLabel ? (
        <div className="hint hint--sub-label" id={`${id}__description`}>
          {subLabel}
        </div>
      ) : null}
      {hint ? (
        <div className="hint" id={`${id}__help`}>
          {hint}
        </div>
      ) : null}
      {error ? <ErrorMessage id={`${id}__error`} message={error} prefix={errorPrefix ?? ""} /> : null}
    </>
  );
  const groupClass = `form-group${error ? " form-group--error" : ""}`;
  if (grouped) {
    return (
      <div className={groupClass}>
        <fieldset className="fieldset" aria-describedby={describedByIds(id, { subLabel, hint, error })} id={`${id}__fieldset`}>
          <legend className={asHeading ? "fieldset__legend fieldset__legend--heading" : "fieldset__legend"}>{asHeading ? <h1 className="fieldset__heading">{label}</h1> : label}</legend>
          {described}
          {children}
        </fieldset>
      </div>
    );
  }
  const labelElement = hideLabel ? null : (
    <label className={asHeading ? "label label--heading" : "label"} htmlFor={id}>
      {label}
    </label>
  );
  return (
    <div className={groupClass}>
      {asHeading && labelElement ? <h1 className="label-wrapper">{labelElement}</h1> : labelElement}
      {described}
      {children}
    </div>
  );
}
