// The fields a form's conditions can be built on (issue 20 item 1): each question of the form,
// as `record.<path>`, with its label and what it holds (from the form's schema and widget), so the
// builder offers operators and values that fit it.
import type { RenderPlan } from "../forms/render";
import type { BuilderField, BuilderFieldKind } from "./condition-builder";

const DATE_WIDGETS = new Set(["date"]);
const YES_NO_WIDGETS = new Set(["yes-no", "consent"]);
const DATE_FORMATS = new Set(["date", "date-time"]);

function typesOf(plan: RenderPlan): string[] {
  const type = plan.keywords.type;
  return (Array.isArray(type) ? type : [type]).filter((value): value is string => typeof value === "string");
}

function kindOf(plan: RenderPlan): BuilderFieldKind {
  const types = typesOf(plan);
  const widget = plan.field?.widget;
  if (types.includes("array")) return "list";
  if ((typeof widget === "string" && DATE_WIDGETS.has(widget)) || DATE_FORMATS.has(String(plan.keywords.format))) return "date";
  if ((typeof widget === "string" && YES_NO_WIDGETS.has(widget)) || types.includes("boolean")) return "yesNo";
  if (plan.options || Array.isArray(plan.keywords.enum)) return "choice";
  if (types.includes("number") || types.includes("integer")) return "number";
  return "text";
}

function valuesOf(plan: RenderPlan): BuilderField["values"] {
  const options = plan.options ?? plan.items?.options;
  if (options) return options.values.map((value, i) => ({ value: String(value), label: options.labels[i] ?? String(value) }));
  const listed = plan.keywords.enum ?? plan.items?.keywords.enum;
  return Array.isArray(listed) ? listed.map((value) => ({ value: String(value), label: String(value) })) : undefined;
}

/** The choices of the widgets whose answers come from reference data (nationalities, countries), by widget name. */
export type WidgetChoices = Readonly<Record<string, BuilderField["values"]>>;

/** One question or record field as the builder offers it, named `name`. */
export function builderFieldOf(node: RenderPlan, name: string, label: string, widgetChoices: WidgetChoices = {}): BuilderField {
  const widget = node.field?.widget;
  const fromReference = typeof widget === "string" && Object.hasOwn(widgetChoices, widget) ? widgetChoices[widget] : undefined;
  const values = valuesOf(node) ?? fromReference;
  const kind = fromReference && kindOf(node) === "text" ? "choice" : kindOf(node);
  return { name, label, kind, ...(values ? { values } : {}) };
}

/** The form's questions, in the form's order, that a condition can test (a group of questions is not one). */
export function builderFieldsOf(plan: RenderPlan, labels: Readonly<Record<string, string>>, widgetChoices: WidgetChoices = {}, prefix = "record."): BuilderField[] {
  const found: BuilderField[] = [];
  const walk = (node: RenderPlan): void => {
    const isGroup = node.properties !== null && !typesOf(node).includes("array");
    if (node.pattern && !isGroup) found.push(builderFieldOf(node, prefix + node.pattern, labels[node.pattern] ?? node.title ?? node.pattern, widgetChoices));
    if (isGroup) for (const [, child] of node.properties ?? []) walk(child);
  };
  walk(plan);
  return found;
}
