// Page visibility (docs/form-definition.md, "Page visibility"): a form definition's top-level
// `visible`, a boolean or JSON-Logic over the same data as field conditions (record, today, role,
// settings, application); default true. A hidden page is left out of navigation and
// completeness, and is not found when opened.
import { evaluate } from "../default-engine";
import { truthy } from "../jsonlogic/truthy";
import type { EvaluationContext, FormDefinition, JsonLogic } from "../types";

export function isPageVisible(definition: FormDefinition & { visible?: JsonLogic }, data: unknown, context: EvaluationContext): boolean {
  const condition = definition.visible;
  if (condition === undefined || condition === null) return true;
  if (typeof condition === "boolean") return condition;
  return truthy(
    evaluate(condition, {
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
