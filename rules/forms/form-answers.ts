// A form page posted without JavaScript (issue 13 item 9): the browser sends each control under
// the renderer's id for its field (`root_passport_dateOfIssue`, `root_references_0_name`; a date's
// boxes as `<id>-day`, `-month`, `-year`), as text. This reads those values back into the answers
// the page holds, by the form's render plan: every question of the form (shown or not), its type
// and its widget. What it cannot read stays out: the rules then say what is missing.
import { joinDate, joinPhone, joinYearMonth, padDayOrMonth } from "./answer-parts";
import type { RenderPlan } from "./render";

/** The posted values by name (a name may repeat: checkboxes). */
export type PostedValues = Readonly<Record<string, readonly string[]>>;

const ROOT = "root";

/** The name a page's control posts a top-level answer under (`applicantStatus` -> `root_applicantStatus`). */
export const controlNameOf = (key: string): string => `${ROOT}_${key}`;

function scalar(plan: RenderPlan, text: string): unknown {
  const type = plan.keywords.type;
  if (text === "") return undefined;
  if (type === "boolean") return text === "true" ? true : text === "false" ? false : text;
  if (type === "integer" || type === "number") {
    const number = Number(text.replace(/,/g, ""));
    return Number.isFinite(number) && /^-?[\d,]+(\.\d+)?$/.test(text.trim()) ? number : text;
  }
  // A choice list of non-text values posts the value's text: give back the value itself.
  const choice = plan.options?.values.find((value) => String(value) === text);
  return choice !== undefined ? choice : text;
}

/** A picker posts the name shown (a HECoS subject's "100366 Computer science"): give back the choice's value. */
function namedChoice(plan: RenderPlan, text: string): unknown {
  const needle = text.trim().toLocaleLowerCase();
  const index = needle ? (plan.options?.labels.findIndex((label) => label.toLocaleLowerCase() === needle) ?? -1) : -1;
  return index >= 0 ? plan.options?.values[index] : scalar(plan, text);
}

/** The widget a question is drawn with: its field's, or the authored uiSchema's. */
function widgetOf(plan: RenderPlan): unknown {
  return plan.field?.widget ?? plan.authoredUi["ui:widget"];
}

function leaf(plan: RenderPlan, id: string, posted: PostedValues): unknown {
  const widget = widgetOf(plan);
  const one = (name: string) => posted[name]?.[0] ?? "";
  switch (widget) {
    case "date":
      // Typed as the hints show ("5 3 2001"): a one-digit day or month reads as the boxes pad it with JavaScript.
      return joinDate({ day: padDayOrMonth(one(`${id}-day`).trim()), month: padDayOrMonth(one(`${id}-month`).trim()), year: one(`${id}-year`).trim() });
    case "month-year":
      return joinYearMonth(one(`${id}-year`).trim(), padDayOrMonth(one(`${id}-month`).trim()));
    case "phone":
      return joinPhone({ code: one(`${id}-code`).replace(/\D/g, ""), number: one(`${id}-number`).trim() });
    case "autosuggest":
    case "country":
      return namedChoice(plan, one(id));
    default:
      return scalar(plan, one(id));
  }
}

/** The indexes of a list's items that were posted (`<id>_0_…`, `<id>_1_…`). */
function itemIndexes(id: string, posted: PostedValues): number[] {
  const prefix = `${id}_`;
  const indexes = new Set<number>();
  for (const name of Object.keys(posted)) {
    if (!name.startsWith(prefix)) continue;
    const match = /^(\d+)(_|-|$)/.exec(name.slice(prefix.length));
    if (match) indexes.add(Number(match[1]));
  }
  return [...indexes].sort((a, b) => a - b);
}

function read(plan: RenderPlan, id: string, posted: PostedValues): unknown {
  if (plan.properties !== null) {
    const object: Record<string, unknown> = {};
    for (const [name, child] of plan.properties) {
      const value = read(child, `${id}_${name}`, posted);
      if (value !== undefined) object[name] = value;
    }
    return Object.keys(object).length ? object : undefined;
  }
  if (plan.items !== undefined) {
    // A list of choices (checkboxes) posts every ticked value under the list's own id; its
    // options may be the university's list, known only when the page is drawn (`optionsFrom`).
    const choices = plan.items && (plan.items.options || widgetOf(plan) === "checkboxes");
    if (plan.items && choices && plan.items.properties === null && plan.items.items === undefined) {
      const values = (posted[id] ?? []).map((text) => scalar(plan.items as RenderPlan, text)).filter((value) => value !== undefined);
      return values.length ? values : undefined;
    }
    if (!plan.items) return undefined;
    const items = itemIndexes(id, posted).map((index) => read(plan.items as RenderPlan, `${id}_${index}`, posted) ?? {});
    return items.length ? items : undefined;
  }
  return leaf(plan, id, posted);
}

/** The answers a form posted without JavaScript holds. */
export function answersFromForm(plan: RenderPlan, posted: PostedValues): Record<string, unknown> {
  const answers = read(plan, ROOT, posted);
  return answers && typeof answers === "object" && !Array.isArray(answers) ? (answers as Record<string, unknown>) : {};
}
