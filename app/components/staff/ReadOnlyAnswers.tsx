// A section's answers read-only, drawn by the applicant's form renderer (decision 0098). Where the
// record page opens a section in place, the answers come with their own words (the form's and the
// uploads'), so the record page does not send them for every view (decision 0099).
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { FormRenderer } from "../form/FormRenderer";
import { TextsProvider, useTexts, type Texts } from "../../lib/texts";
import type { ReadOnlyForm } from "../../../server/staff/person";

export function ReadOnlyAnswers({ form, texts }: { form: ReadOnlyForm; texts?: Texts }) {
  const pageTexts = useTexts();
  const answers = (
    <div className="readonly-form">
      <FormRenderer schema={form.schema as RJSFSchema} uiSchema={form.uiSchema as UiSchema} formData={form.formData} errors={[]} submitLabel="" readOnly onSubmit={() => {}} />
    </div>
  );
  return texts ? <TextsProvider texts={{ ...pageTexts, ...texts }}>{answers}</TextsProvider> : answers;
}
