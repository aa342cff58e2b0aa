// A page's answers as a check-your-answers list (GOV.UK summary list; issue 13 item 10): each
// visible question that holds an answer, in the page's order, with its label and its answer as
// the person chose it (an option's label, not its stored value). Lists become one row per item's
// answer, numbered. The page formats dates and yes/no in its own words.
import type { PreparedConfig } from "../config/prepared-config";
import type { RenderPlan } from "../forms/render";
import { evaluatePage, type PageInput } from "./evaluate-page";

export type AnswerKind = "text" | "date" | "month" | "boolean" | "file";

export interface AnswerRow {
  /** The answer's data path, for the Change link's anchor. */
  path: string;
  label: string;
  /** Set for a list item's answers: the item's number, from 1. */
  item?: number;
  kind: AnswerKind;
  /** Text to show (an option's label for a choice); a boolean for yes/no. */
  value: string | boolean;
}

const DATE_WIDGETS: Readonly<Record<string, AnswerKind>> = { date: "date", "month-year": "month" };

function shown(plan: RenderPlan, value: unknown): string {
  const options = plan.options;
  if (options) {
    const index = options.values.findIndex((option) => option === value);
    if (index >= 0) return options.labels[index] ?? String(value);
  }
  return String(value);
}

function fileNames(value: unknown): string {
  const files = Array.isArray(value) ? value : [value];
  return files
    // A checklist file ({ fileName }), or an application's document reference ({ linkText }: the files' names, 000 §3).
    .map((file) => (file && typeof file === "object" ? String((file as { fileName?: unknown; name?: unknown; linkText?: unknown }).fileName ?? (file as { name?: unknown }).name ?? (file as { linkText?: unknown }).linkText ?? "") : ""))
    .filter(Boolean)
    .join(", ");
}

/** The rows of a page's answers, as stored (what the page would save). */
export function answerSummary(config: PreparedConfig, formId: string, input: PageInput): AnswerRow[] {
  const page = evaluatePage(config, formId, input);
  const rows: AnswerRow[] = [];
  const labelOf = (plan: RenderPlan, path: string): string => {
    const state = page.states[path] ?? page.states[plan.pattern];
    const label = state?.label ?? plan.field?.label ?? plan.title;
    return typeof label === "string" ? label : "";
  };
  const walk = (plan: RenderPlan, value: unknown, segments: string[], item: number | undefined) => {
    if (value === undefined || value === null || value === "") return;
    const path = segments.join(".");
    if (page.states[path] && !page.states[path].visible) return;
    const widget = String(plan.field?.widget ?? plan.authoredUi["ui:widget"] ?? "");
    if (widget === "hidden") return;
    if (widget === "upload") {
      const names = fileNames(value);
      if (names) rows.push({ path, label: labelOf(plan, path), item, kind: "file", value: names });
      return;
    }
    if (plan.properties && value && typeof value === "object" && !Array.isArray(value)) {
      for (const [name, child] of plan.properties) walk(child, (value as Record<string, unknown>)[name], [...segments, name], item);
      return;
    }
    if (Array.isArray(value)) {
      const items = plan.items;
      if (items && items.properties) {
        value.forEach((entry, index) => walk(items, entry, [...segments, String(index)], index + 1));
        return;
      }
      // A list of plain values answered by one control (checkboxes): one row.
      const text = value.map((entry) => (items ? shown(items, entry) : String(entry))).join(", ");
      if (text) rows.push({ path, label: labelOf(plan, path), item, kind: "text", value: text });
      return;
    }
    const kind = typeof value === "boolean" ? "boolean" : DATE_WIDGETS[widget] ?? "text";
    rows.push({ path, label: labelOf(plan, path), item, kind, value: typeof value === "boolean" ? value : shown(plan, value) });
  };
  walk(config.form(formId).renderPlan, page.storable, [], undefined);
  return rows;
}
