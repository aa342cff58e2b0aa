// The new-password and confirmation inputs shared by reset, new-password and change-password.
import { errorFor, type FieldError } from "./FormParts";
import { TextField } from "../govuk/TextField";
import { useTexts } from "../../lib/texts";

export function NewPasswordFields({ errors }: { errors: readonly FieldError[] | undefined }) {
  const texts = useTexts();
  const t = (key: string) => texts[key] ?? key;
  return (
    <>
      <TextField
        name="password"
        type="password"
        label={t("password.new.label")}
        hint={t("password.new.hint")}
        autoComplete="new-password"
        error={errorFor(errors, "password")}
        errorPrefix={t("form.errorPrefix")}
      />
      <TextField
        name="confirm"
        type="password"
        label={t("password.confirm.label")}
        autoComplete="new-password"
        error={errorFor(errors, "confirm")}
        errorPrefix={t("form.errorPrefix")}
      />
    </>
  );
}
