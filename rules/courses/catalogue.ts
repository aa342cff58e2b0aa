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
