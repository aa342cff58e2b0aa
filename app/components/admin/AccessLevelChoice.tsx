// The staff access levels (roles.json; 001 §3 Admissions, CAS process, Full access) as radios, each
// with what it reaches. A role without access levels ignores the answer.
import { FormGroup } from "../govuk/FormGroup";
import { Radios } from "../govuk/Radios";
import { textOf } from "../../lib/format-message";
import { useTexts } from "../../lib/texts";

interface AccessLevelChoiceProps {
  accessLevels: Readonly<Record<string, { label: string; description?: string }>>;
  value: string;
  error: string | undefined;
}

export function AccessLevelChoice({ accessLevels, value, error }: AccessLevelChoiceProps) {
  const texts = useTexts();
  return (
    <FormGroup id="accessLevel" grouped label={textOf(texts, "admin.users.field.accessLevel")} hint={textOf(texts, "admin.users.hint.accessLevel")} error={error} errorPrefix={textOf(texts, "form.errorPrefix")}>
      <Radios id="accessLevel" defaultValue={value} hasError={Boolean(error)} choices={Object.entries(accessLevels).map(([id, level]) => ({ value: id, label: level.label, ...(level.description ? { hint: level.description } : {}) }))} />
    </FormGroup>
  );
}
