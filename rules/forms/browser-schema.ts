// The part of a form's JSON Schema the browser checks before a save (issue 12, guide: browser-side
// checks through precompiled validators): every question's type and its value keywords (format,
// pattern, lengths, limits, a fixed option list), from the render plan, with every reference
// resolved into one self-contained document. Which questions apply, which are mandatory and the
// form's rules stay with the page's rules and the server, the only authority on save.
import type { RenderPlan } from "./render";

const VALUE_KEYWORDS = ["type", "enum", "const", "format", "pattern", "minLength", "maxLength", "minimum", "maximum", "minItems", "maxItems"] as const;

export type BrowserSchema = Record<string, unknown>;

export function browserSchema(plan: RenderPlan): BrowserSchema {
  const node: BrowserSchema = {};
  for (const keyword of VALUE_KEYWORDS) if (plan.keywords[keyword] !== undefined) node[keyword] = plan.keywords[keyword];
  // An upload is drawn as one control; what it holds is the server's to check.
  const widget = plan.field?.widget ?? plan.authoredUi["ui:widget"];
  if (widget === "upload") return {};
  if (plan.properties) node.properties = Object.fromEntries(plan.properties.map(([name, child]) => [name, browserSchema(child)]));
  if (plan.items) node.items = browserSchema(plan.items);
  return node;
}
