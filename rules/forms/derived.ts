// Derived answers (docs/decisions/0850): a form definition's top-level `derived` maps a data path
// to JSON-Logic over the same data as field conditions (record, today, role, settings,
// application); the value is computed from the other answers before the page is evaluated,
// drawn and stored (e.g. the fee after scholarship). null removes the answer. The rules were
// compiled with the form.
import type { EvaluationContext } from "../types";
import type { CompiledForm } from "./compile-form";
import { isRecord } from "./field-paths";

export function applyDerived(form: Pick<CompiledForm, "derived">, data: unknown, context: EvaluationContext): Record<string, unknown> {
  const result: Record<string, unknown> = isRecord(data) ? { ...data } : {};
  if (form.derived.length === 0) return result;
  for (const { segments, value: property } of form.derived) {
    const scope = { record: result, item: null, index: null, today: context.today, role: context.role, settings: context.settings, application: context.application ?? null };
    const value = property.constant ? property.value : property.evaluate(scope);
    let node = result;
    for (const part of segments.slice(0, -1)) {
      node[part] = isRecord(node[part]) ? { ...(node[part] as Record<string, unknown>) } : {};
      node = node[part] as Record<string, unknown>;
    }
    const last = segments[segments.length - 1];
    if (value === null || value === undefined) delete node[last];
    else node[last] = value;
  }
  return result;
}
