// A new page (a task of the application, a page of a checklist section) added after the page an
// officer is editing, from the same editor (issue 38 item 2; decision 0038). Pure, like edits.ts:
// the new form (the kind of the page it follows, its own schema with no questions yet) and its
// place in the journey, in one draft edit; its questions are then added with "Add a question".
import type { FormDefinition } from "../../rules";
import { EditError, formOf, formsOf, type Config } from "./edits";

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Where a page sits in its journey: a task group of the application, or a checklist section. */
type Place = { area: "application"; list: "taskGroups" | "yourInformationGroups"; group: number } | { area: "checklist"; section: number };

function placeOf(config: Config, formId: string): Place | null {
  const application = isObject(config.application) ? config.application : {};
  for (const list of ["taskGroups", "yourInformationGroups"] as const) {
    const groups = Array.isArray(application[list]) ? application[list] : [];
    const group = groups.findIndex((entry) => isObject(entry) && Array.isArray(entry.tasks) && entry.tasks.includes(formId));
    if (group !== -1) return { area: "application", list, group };
  }
  const sections = isObject(config.checklist) && Array.isArray(config.checklist.sections) ? config.checklist.sections : [];
  const section = sections.findIndex((entry) => isObject(entry) && Array.isArray(entry.pages) && entry.pages.some((page) => isObject(page) && page.form === formId));
  return section === -1 ? null : { area: "checklist", section };
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
    const application = structuredClone(config.application) as Record<string, Array<{ tasks: string[] }>>;
    const tasks = application[place.list][place.group].tasks;
    tasks.splice(tasks.indexOf(afterForm) + 1, 0, id);
    return { config: { ...config, forms, application }, id };
  }
  const checklist = structuredClone(config.checklist) as { sections: Array<{ pages: Array<{ form: string }> }> };
  const pages = checklist.sections[place.section].pages;
  pages.splice(pages.findIndex((page) => page.form === afterForm) + 1, 0, { form: id });
  return { config: { ...config, forms, checklist }, id };
}
