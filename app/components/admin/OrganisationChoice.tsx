// The agency or partner a user of such a role belongs to (decision 0842), chosen from the
// university's lists, grouped by list; shown when any role the admin may give has one.
import { FormGroup, describedByIds } from "../govuk/FormGroup";
import { textOf } from "../../lib/format-message";
import { useTexts } from "../../lib/texts";

export interface OrganisationGroup {
  list: string;
  label: string;
  options: ReadonlyArray<{ id: string; name: string }>;
}

interface OrganisationChoiceProps {
  groups: readonly OrganisationGroup[];
  value: string;
  error: string | undefined;
}

export function OrganisationChoice({ groups, value, error }: OrganisationChoiceProps) {
  const texts = useTexts();
  if (groups.length === 0) return null;
  return (
    <FormGroup id="organisationId" label={textOf(texts, "admin.users.field.organisation")} hint={textOf(texts, "admin.users.hint.organisation")} error={error} errorPrefix={textOf(texts, "form.errorPrefix")}>
      <select className="select" id="organisationId" name="organisationId" defaultValue={value} aria-describedby={describedByIds("organisationId", { hint: true, error })} aria-invalid={error ? true : undefined}>
        <option value="">{textOf(texts, "admin.users.chooseOrganisation")}</option>
        {groups.map((group) => (
          <optgroup key={group.list} label={group.label}>
            {group.options.map((organisation) => (
              <option key={organisation.id} value={organisation.id}>
                {organisation.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </FormGroup>
  );
}
