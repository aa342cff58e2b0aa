// The Config screen's forms in the order people meet them (issue 20 item 3): the application's
// task lists, then Your information, offers, the student's checklist from its consent page through
// each section's pages, the questionnaire, dialogs and staff forms. Read from the draft as written
// (a draft may be incomplete): a form no journey places joins its kind's group, by title.
import { orderedItems, type OrderedItem } from "../../rules/config/keyed-items";

const KINDS = ["application", "your-information", "offer", "checklist", "questionnaire", "dialog", "staff"] as const;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === "object" && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const strings = (values: unknown[]): string[] => values.filter((value): value is string => typeof value === "string");
/** A list's items, or a keyed area's in their order (the task groups and checklist sections, decisions 0035, 0093). */
const items = (value: unknown): unknown[] => (isObject(value) ? orderedItems(value as Record<string, OrderedItem>) : list(value));

function taskGroupForms(groups: unknown): string[] {
  return items(groups).flatMap((group) => (isObject(group) ? strings(list(group.tasks)) : []));
}

function checklistForms(checklist: unknown): { checklist: string[]; questionnaire: string[] } {
  if (!isObject(checklist)) return { checklist: [], questionnaire: [] };
  const consent = isObject(checklist.consent) && typeof checklist.consent.form === "string" ? [checklist.consent.form] : [];
  const pages = items(checklist.sections).flatMap((section) => (isObject(section) ? list(section.pages).map((page) => (isObject(page) ? page.form : undefined)) : []));
  return { checklist: [...consent, ...strings(pages)], questionnaire: isObject(checklist.questionnaire) ? strings(list(checklist.questionnaire.pages)) : [] };
}

export interface JourneyForm {
  id: string;
  title: string;
  kind: string;
}

/** The forms grouped by journey (`kind`, in the order above; other kinds after), each in the order its journey meets them. */
export function formsByJourney(config: Json, forms: readonly JourneyForm[]): Array<{ kind: string; forms: JourneyForm[] }> {
  const application = isObject(config.application) ? config.application : {};
  const checklist = checklistForms(config.checklist);
  const journeyOrder: Record<string, string[]> = {
    application: taskGroupForms(application.taskGroups),
    "your-information": taskGroupForms(application.yourInformationGroups),
    checklist: checklist.checklist,
    questionnaire: checklist.questionnaire,
  };
  const kinds = [...KINDS, ...[...new Set(forms.map((form) => form.kind))].filter((kind) => !(KINDS as readonly string[]).includes(kind)).sort()];
  return kinds
    .map((kind) => {
      const order = journeyOrder[kind] ?? [];
      const rank = (form: JourneyForm) => (order.includes(form.id) ? order.indexOf(form.id) : order.length);
      const ofKind = forms.filter((form) => form.kind === kind).sort((a, b) => rank(a) - rank(b) || a.title.localeCompare(b.title, "en-GB"));
      return { kind, forms: ofKind };
    })
    .filter((group) => group.forms.length > 0);
}
