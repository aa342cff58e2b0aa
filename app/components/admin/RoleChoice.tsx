// The role a staff user is given (those the signed-in admin may give), as one select with its
// error; a new user starts with the 'choose' prompt, an existing one with their role.
import { FormGroup, describedByIds } from "../govuk/FormGroup";
import { textOf } from "../../lib/format-message";
import { useTexts } from "../../lib/texts";

interface RoleChoiceProps {
  roles: ReadonlyArray<{ id: string; label: string }>;
  value: string;
  error: string | undefined;
  /** The prompt shown before a role is chosen (a new user only). */
  promptKey?: string;
}

export function RoleChoice({ roles, value, error, promptKey }: RoleChoiceProps) {
  const texts = useTexts();
  return (
    <FormGroup id="role" label={textOf(texts, "admin.users.field.role")} error={error} errorPrefix={textOf(texts, "form.errorPrefix")}>
      <select className="select" id="role" name="role" defaultValue={value} aria-describedby={describedByIds("role", { error })} aria-invalid={error ? true : undefined}>
        {promptKey ? <option value="">{textOf(texts, promptKey)}</option> : null}
        {roles.map((role) => (
          <option key={role.id} value={role.id}>
            {role.label}
          </option>
        ))}
      </select>
    </FormGroup>
  );
}
