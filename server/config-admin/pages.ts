// A new page (a task of the application, a page of a checklist section) added after the page an
// officer is editing, from the same editor (issue 38 item 2; decision 0038). Pure, like edits.ts:
// the new form (the kind of the page it follows, its own schema with no questions yet) and its
// place in the journey, in one draft edit; its questions are then added with "Add a question".
import type { FormDefinition } from "../../rules";
import { EditError, formOf, formsOf, type Config } from "./edits";
import { orderedEntries, type OrderedItem } from "../../rules/config/keyed-items";

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Where a page sits in its journey: a task group of the application, or a checklist section (by key where the area is keyed, decisions 0035, 0093; else by place). */
type Place = { area: "application"; list: "taskGroups" | "yourInformationGroups"; group: string | number } | { area: "checklist"; section: string | number };

/** A list's items by place, or a keyed area's by key, in their order. */
const entriesOf = (value: unknown): Array<[string | number, unknown]> =>
  isObject(value) ? orderedEntries(value as Record<string, OrderedItem>) : Array.isArray(value) ? value.map((item, index): [number, unknown] => [index, item]) : [];

function placeOf(config: Config, formId: string): Place | null {
  const application = isObject(config.application) ? config.application : {};
  for (const list of ["taskGroups", "yourInformationGroups"] as const) {
    const group = entriesOf(application[list]).find(([, entry]) => isObject(entry) && Array.isArray(entry.tasks) && entry.tasks.includes(formId));
    if (group) return { area: "application", list, group: group[0] };
  }
  const sections = entriesOf(isObject(config.checklist) ? config.checklist.sections : undefined);
  const section = sections.find(([, entry]) => isObject(entry) && Array.isArray(entry.pages) && entry.pages.some((page) => isObject(page) && page.form === formId));
  return section ? { area: "checklist", section: section[0] } : null;
}

/** Whether a page can follow this one: it sits in an application task group or a checklist section. */
export const canAddPageAfter = (config: Config, formId: string): boolean => placeOf(config, formId) !== null;

/** A form id from the title: lower-case words joined by hyphens, not one the configuration has. */
export function pageIdOf(title: string, taken: ReadonlySet<string>): string {
  const words = title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, " ")
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 6);
  const base = words.length ? words.join("-") : "page";
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/** Adds a page with this title straight after `afterForm`, in the same group or section. */
export function addPageAfter(config: Config, afterForm: string, title: string): { config: Config; id: string } {
  const previous = formOf(config, afterForm);
  const place = placeOf(config, afterForm);
  if (!previous || !place) throw new EditError(`No page can follow "${afterForm}"`);
  const id = pageIdOf(title, new Set(Object.keys(formsOf(config))));
  const form: FormDefinition = {
    id,
    ...(previous.kind ? { kind: previous.kind } : {}),
    title: title.trim(),
    schema: { type: "object", properties: {}, additionalProperties: false },
    fields: {},
    ui: { order: [] },
  };
  const forms = { ...formsOf(config), [id]: form };
  if (place.area === "application") {
    const application = structuredClone(config.application) as Record<string, Record<string | number, { tasks: string[] }>>;
    const tasks = application[place.list][place.group].tasks;
    tasks.splice(tasks.indexOf(afterForm) + 1, 0, id);
    return { config: { ...config, forms, application }, id };
  }
  const checklist = structuredClone(config.checklist) as { sections: Record<string | number, { pages: Array<{ form: string }> }> };
  const pages = checklist.sections[place.section].pages;
  pages.splice(pages.findIndex((page) => page.form === afterForm) + 1, 0, { form: id });
  return { config: { ...config, forms, checklist }, id };
}
