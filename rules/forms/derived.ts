// Derived answers (docs/decisions/0850): a form definition's top-level `derived` maps a data path
// to JSON-Logic over the same data as field conditions (record, today, role, settings,
// application); the value is computed from the other answers before the page is evaluated,
// drawn and stored (e.g. the fee after scholarship). null removes the answer.
import { evaluate } from "../default-engine";
import type { EvaluationContext, FormDefinition } from "../types";
import { isRecord } from "./field-paths";

const FORBIDDEN = new Set(["__proto__", "constructor", "prototype"]);

export function applyDerived(definition: FormDefinition, data: unknown, context: EvaluationContext): Record<string, unknown> {
  const result: Record<string, unknown> = isRecord(data) ? { ...data } : {};
  for (const [path, expression] of Object.entries(definition.derived ?? {})) {
    // Paths come from admin-edited configuration: never write through a prototype key.
    if (path.split(".").some((part) => FORBIDDEN.has(part))) continue;
    const scope = { record: result, item: null, index: null, today: context.today, role: context.role, settings: context.settings, application: context.application ?? null };
    const value = evaluate(expression, scope);
    const parts = path.split(".");
    let node = result;
    for (const part of parts.slice(0, -1)) {
      node[part] = isRecord(node[part]) ? { ...(node[part] as Record<string, unknown>) } : {};
      node = node[part] as Record<string, unknown>;
    }
    const last = parts[parts.length - 1];
    if (value === null || value === undefined) delete node[last];
    else node[last] = value;
  }
  return result;
}
