// The courses applicants choose from (decision 0828): the courses the configuration lists
// (settings.courses) joined by the university's stored course records, each turned into the same
// shape by the courses area's catalogue expressions. A stored course replaces a listed one with
// the same id, so a university moves its list from configuration to records one course at a time.
import type { CourseSetting } from "../types";
import type { Condition } from "../config/conditions";
import { truthy } from "../jsonlogic/truthy";

export interface CompiledCourseCatalogue {
  include: Condition;
  fields: ReadonlyArray<readonly [keyof CourseSetting, Condition]>;
}

const LIST_FIELDS: ReadonlySet<keyof CourseSetting> = new Set(["intakes", "entryPoints", "partners"]);

/** One stored course as applicants see it; null when it is not offered or has no id or name. */
export function offeredCourse(catalogue: CompiledCourseCatalogue, record: Record<string, unknown>): CourseSetting | null {
  if (!truthy(catalogue.include(record))) return null;
  const course: Record<string, unknown> = {};
  for (const [field, expression] of catalogue.fields) {
    const value = expression(record);
    if (value === null || value === undefined || value === "") continue;
    if (LIST_FIELDS.has(field)) course[field] = (Array.isArray(value) ? value : [value]).filter((item) => item !== null && item !== undefined && item !== "").map(String);
    else if (field === "fee") {
      const fee = Number(value);
      if (Number.isFinite(fee) && fee >= 0) course[field] = fee;
    } else course[field] = String(value);
  }
  return typeof course.id === "string" && typeof course.name === "string" ? (course as unknown as CourseSetting) : null;
}

/** The configuration's courses with the stored ones joined in (a stored one wins on its id), in name order for stored additions. */
export function courseCatalogue(catalogue: CompiledCourseCatalogue, listed: readonly CourseSetting[], stored: ReadonlyArray<Record<string, unknown>>): CourseSetting[] {
  const offered = stored.map((record) => offeredCourse(catalogue, record)).filter((course): course is CourseSetting => course !== null);
  const byId = new Map(offered.map((course) => [course.id, course]));
  const kept = listed.map((course) => byId.get(course.id) ?? course);
  const listedIds = new Set(listed.map((course) => course.id));
  const added = offered.filter((course) => !listedIds.has(course.id)).sort((a, b) => a.name.localeCompare(b.name));
  return [...kept, ...added];
}

/**
 * A listed course's answers to the course-setup form (decision 0059): each catalogue field that
 * reads one question as it is (`{"var": question}`) is read back into that question, so a course
 * the configuration lists opens in the form with what the list says; the others (a level worked
 * out from the award, intakes from the start date) are the officer's to answer.
 */
export function listedCourseAnswers(catalogue: { include?: unknown; fields: Readonly<Record<string, unknown>> }, listed: CourseSetting, listQuestions: ReadonlySet<string>): Record<string, unknown> {
  const { fields } = catalogue;
  // A listed course is offered to applicants: a yes/no question the catalogue's `include` reads says so.
  const offered = offeredByYes(catalogue.include);
  const answers: Record<string, unknown> = offered ? { [offered]: true } : {};
  const values = listed as unknown as Record<string, unknown>;
  for (const [field, rule] of Object.entries(fields)) {
    const question = plainVar(rule);
    const value = values[field];
    if (!question || value === undefined || value === null || value === "" || question in answers) continue;
    // A question holding a list (a course's campuses) takes the listed value as its one item.
    answers[question] = listQuestions.has(question) && !Array.isArray(value) ? [value] : value;
  }
  return answers;
}

/** The question whose "yes" an include condition such as `{"!==": [{"var": q}, false]}` or `{"==": [{"var": q}, true]}` asks for, or null. */
function offeredByYes(include: unknown): string | null {
  if (!include || typeof include !== "object" || Array.isArray(include)) return null;
  const entries = Object.entries(include);
  if (entries.length !== 1 || !Array.isArray(entries[0][1]) || entries[0][1].length !== 2) return null;
  const [operator, [left, right]] = entries[0] as [string, [unknown, unknown]];
  const question = plainVar(left);
  if (!question) return null;
  if ((operator === "!==" || operator === "!=") && right === false) return question;
  if ((operator === "===" || operator === "==") && right === true) return question;
  return null;
}

/** The question a rule reads as it is, or null. */
function plainVar(rule: unknown): string | null {
  if (!rule || typeof rule !== "object" || Array.isArray(rule)) return null;
  const entries = Object.entries(rule);
  if (entries.length !== 1 || entries[0][0] !== "var") return null;
  const path = Array.isArray(entries[0][1]) ? entries[0][1][0] : entries[0][1];
  return typeof path === "string" && path !== "" && !path.includes(".") ? path : null;
}

/** The listed courses no stored course replaces (a stored course's id is its catalogue `id`). */
export function coursesOnlyListed(catalogue: CompiledCourseCatalogue, listed: readonly CourseSetting[], stored: ReadonlyArray<Record<string, unknown>>): CourseSetting[] {
  const idOf = catalogue.fields.find(([field]) => field === "id")?.[1];
  const storedIds = new Set(stored.map((record) => (idOf ? idOf(record) : null)).filter((id) => id !== null && id !== undefined && id !== "").map(String));
  return listed.filter((course) => !storedIds.has(course.id));
}
