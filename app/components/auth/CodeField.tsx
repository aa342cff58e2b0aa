// The 6-digit code input (002 §5.7): numeric keyboard, one-time-code autofill.
import { errorFor, type FieldError } from "./FormParts";
import { TextField } from "../govuk/TextField";
import { useTexts } from "../../lib/texts";

export function CodeField({ label, errors }: { label: string; errors: readonly FieldError[] | undefined }) {
  const texts = useTexts();
  return (
    <TextField
      name="code"
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="one-time-code"
      spellCheck={false}
      maxLength={9}
      className="input--code"
      label={label}
      hint={texts["mfa.code.hint"]}
      error={errorFor(errors, "code")}
      errorPrefix={texts["form.errorPrefix"] ?? ""}
    />
  );
}
