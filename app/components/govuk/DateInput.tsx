// The GOV.UK date input: day, month and year boxes in one fieldset whose legend is the question,
// with its hint and error (a plain form's own; the form renderer's date widget is the JavaScript one).
import type { ReactNode } from "react";
import { ErrorMessage } from "./FormGroup";

const PARTS = ["day", "month", "year"] as const;
type Part = (typeof PARTS)[number];

interface DateInputProps {
  /** The boxes are named `<id>-day`, `<id>-month`, `<id>-year`. */
  id: string;
  legend: ReactNode;
  hint: string;
  error?: string;
  errorPrefix: string;
  values: Readonly<Record<Part, string>>;
  labels: Readonly<Record<Part, string>>;
}

export function DateInput({ id, legend, hint, error, errorPrefix, values, labels }: DateInputProps) {
  return (
    <div className={`form-group${error ? " form-group--error" : ""}`}>
      <fieldset className="fieldset" role="group" aria-describedby={`${id}__help${error ? ` ${id}__error` : ""}`}>
        <legend className="fieldset__legend fieldset__legend--l">{legend}</legend>
        <p className="hint" id={`${id}__help`}>
          {hint}
        </p>
        {error ? <ErrorMessage id={`${id}__error`} message={error} prefix={errorPrefix} /> : null}
        <div className="date-input">
          {PARTS.map((part) => (
            <div className="date-input__item" key={part}>
              <label className="date-input__label" htmlFor={`${id}-${part}`}>
                {labels[part]}
              </label>
              <input className={`input input--width-${part === "year" ? 4 : 2}${error ? " input--error" : ""}`} id={`${id}-${part}`} name={`${id}-${part}`} inputMode="numeric" defaultValue={values[part]} />
            </div>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
