// Draws a one-field form with the real renderer and the catalogue's texts.
import { render } from "@testing-library/react";
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { FormRenderer } from "../../../app/components/form/FormRenderer";
import { TextsProvider } from "../../../app/lib/texts";
import { textsWithPrefix } from "../../../rules";
import { defaultCatalogue } from "../../../server/default-catalogue";

export const texts: Record<string, string> = textsWithPrefix(defaultCatalogue, "form.");

export function renderForm(options: {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  formData?: Record<string, unknown>;
  errors?: { path: string; message: string }[];
  onChange?: (data: Record<string, unknown>) => void;
  onSubmit?: (data: Record<string, unknown>) => void;
  onSaveGroup?: () => void;
  texts?: Record<string, string>;
}) {
  return render(
    <TextsProvider texts={{ ...texts, ...options.texts }}>
      <FormRenderer
        schema={options.schema}
        uiSchema={options.uiSchema ?? {}}
        formData={options.formData ?? {}}
        errors={options.errors ?? []}
        onSaveGroup={options.onSaveGroup}
        submitLabel={texts["form.saveContinue"]}
        onChange={options.onChange}
        onSubmit={options.onSubmit ?? (() => {})}
      />
    </TextsProvider>,
  );
}
