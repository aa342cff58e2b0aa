// GOV.UK form patterns for the sign-in pages: the error summary ("There is a problem", links to
// each field, focused when it appears), text inputs with label, hint and inline error, and the
// notification banner. Every text arrives from a loader or action: nothing here is wording.
import { useEffect, useRef, type InputHTMLAttributes, type ReactNode } from "react";

export interface FieldError {
  field: string;
  message: string;
}

export function errorFor(errors: readonly FieldError[] | undefined, field: string): string | undefined {
  return errors?.find((error) => error.field === field)?.message;
}

export function ErrorSummary({ title, errors }: { title: string; errors: readonly FieldError[] | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors?.length) ref.current?.focus();
  }, [errors]);
  if (!errors?.length) return null;
  return (
    <div className="error-summary" role="alert" aria-labelledby="error-summary-title" tabIndex={-1} ref={ref}>
      <h2 className="error-summary__title" id="error-summary-title">
        {title}
      </h2>
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={`${error.field}:${error.message}`}>
            {error.field ? <a href={`#${error.field}`}>{error.message}</a> : error.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  errorPrefix: string;
  /** Shows the label as the page heading (GOV.UK: a one-question page). */
  asHeading?: boolean;
}

export function TextField({ name, label, hint, error, errorPrefix, asHeading, className, ...input }: TextFieldProps) {
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  const labelElement = (
    <label className={asHeading ? "label label--heading" : "label"} htmlFor={name}>
      {label}
    </label>
  );
  return (
    <div className={error ? "form-group form-group--error" : "form-group"}>
      {asHeading ? <h1 className="label-wrapper">{labelElement}</h1> : labelElement}
      {hint ? (
        <div className="hint" id={hintId}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <p className="error-message" id={errorId}>
          <span className="visually-hidden">{errorPrefix} </span>
          {error}
        </p>
      ) : null}
      <input
        className={["input", error ? "input--error" : "", className ?? ""].filter(Boolean).join(" ")}
        id={name}
        name={name}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        aria-invalid={error ? true : undefined}
        {...input}
      />
    </div>
  );
}

export function Notice({ title, children, success }: { title: string; children: ReactNode; success?: boolean }) {
  return (
    <div className={success ? "notice notice--success" : "notice"} role={success ? "alert" : "region"} aria-labelledby="notice-title">
      <h2 className="notice__title" id="notice-title">
        {title}
      </h2>
      <div className="notice__content">{children}</div>
    </div>
  );
}

/** A hidden input carrying where to go after signing in. */
export function RedirectField({ value }: { value: string | null | undefined }) {
  return value ? <input type="hidden" name="redirectTo" value={value} /> : null;
}
