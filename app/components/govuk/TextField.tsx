// GOV.UK text input with its label, hint and error: the form group around one input.
import type { InputHTMLAttributes } from "react";
import { FormGroup, describedByIds } from "./FormGroup";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  errorPrefix: string;
  asHeading?: boolean;
}

export function TextField({ name, label, hint, error, errorPrefix, asHeading, className, ...input }: TextFieldProps) {
  return (
    <FormGroup id={name} label={label} hint={hint} error={error} errorPrefix={errorPrefix} asHeading={asHeading}>
      <input
        className={["input", error ? "input--error" : "", className ?? ""].filter(Boolean).join(" ")}
        id={name}
        name={name}
        aria-describedby={describedByIds(name, { hint, error })}
        aria-invalid={error ? true : undefined}
        {...input}
      />
    </FormGroup>
  );
}
