// What the sign-in pages' forms share beyond the GOV.UK patterns (components/govuk): an error
// per field as the actions answer it, and the hidden "where to go next" field.
import type { SummaryError } from "../govuk/ErrorSummary";

export type FieldError = SummaryError;

export function errorFor(errors: readonly FieldError[] | undefined, field: string): string | undefined {
  return errors?.find((error) => error.field === field)?.message;
}

/** A hidden input carrying where to go after signing in. */
export function RedirectField({ value }: { value: string | null | undefined }) {
  return value ? <input type="hidden" name="redirectTo" value={value} /> : null;
}
