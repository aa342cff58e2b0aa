// Page visibility (docs/form-definition.md, "Page visibility"): a form definition's top-level
// `visible`, a boolean or JSON-Logic over the same data as field conditions (record, today, role,
// settings, application); default true. A hidden page is left out of navigation and
// completeness, and is not found when opened. The rule was compiled with the form.
import { truthy } from "../jsonlogic/truthy";
import type { EvaluationContext } from "../types";
import type { CompiledForm } from "./compile-form";

export function isPageVisible(form: CompiledForm, data: unknown, context: EvaluationContext): boolean {
  const property = form.visible;
  if (property.constant) return truthy(property.value);
  return truthy(
    property.evaluate({
      record: data ?? {},
      item: null,
      index: null,
      today: context.today,
      role: context.role,
      settings: context.settings,
      application: context.application ?? null,
    }),
  );
}
