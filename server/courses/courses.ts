// The university's courses (issue 18 item 7; decision 0827): listed, and set up or changed with
// the university's course-setup form (whose rules carry 001 §5's messages), one record per
// course with a code unique to the university.
import { randomUUID } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { notFound } from "../auth/guards";
import type { EntityRecord } from "../repositories";
import type { Services } from "../services";
import { staffAccess, type StaffAccess } from "../staff/access";
import { DuplicateKeyError, VersionConflictError } from "../store/port";
import type { StaffForm, StaffFormScope } from "../forms/staff-form";
import { coursesOnlyListed, listedCourseAnswers } from "../../rules/courses/catalogue";
import type { CourseSetting } from "../../rules/types";

export interface CourseScope extends StaffFormScope {
  tenant: string;
}

export async function courseScope(request: Request, context: AppLoadContext, permission: "create:course:tenant" | "update:course:tenant"): Promise<CourseScope & { access: StaffAccess }> {
  const access = await staffAccess(request, context, permission);
  if (!access.tenant || !access.config || !access.today) throw notFound();
  return { user: access.user, config: access.config, today: access.today, tenant: access.tenant, access };
}

/** The university's courses (the first thousand), in order of `sortBy`. */
export function listCourses(services: Services, tenant: string, sortBy: string): Promise<EntityRecord[]> {
  return services.repositories.courses.find(tenant, {}, { sort: { [sortBy]: 1 }, limit: 1000 });
}

export function findCourse(services: Services, tenant: string, courseId: string): Promise<EntityRecord | null> {
  return services.repositories.courses.findById(tenant, courseId);
}

/**
 * The courses the configuration lists (settings) that no stored course replaces yet (decision
 * 0059): the course list shows them too, and each opens in the course-setup form with what the
 * list says; saving one stores it under the listed id, which then replaces the listed one.
 */
export async function listedCourses(services: Services, scope: CourseScope): Promise<CourseSetting[]> {
  const stored = await services.repositories.courses.find(scope.tenant, {}, { limit: 1000 });
  return coursesOnlyListed(scope.config.areas.courses.compiledCatalogue, scope.config.settings.courses ?? [], stored);
}

/** A listed course's answers to the course-setup form. */
export function listedCourseStart(scope: CourseScope, listed: CourseSetting): Record<string, unknown> {
  const area = scope.config.areas.courses;
  const form = scope.config.form(area.form);
  // The questions holding a list have fields of their items (`campus.*`).
  const listQuestions = new Set([...form.fieldByKey.keys()].filter((key) => key.endsWith(".*")).map((key) => key.slice(0, -2)));
  return listedCourseAnswers(area.catalogue, listed, listQuestions);
}

/** The course-setup form over a new course (null, perhaps starting from a listed one) or a stored one. */
export function courseForm(services: Services, scope: CourseScope, course: EntityRecord | null, listedStart: Record<string, unknown> = {}): StaffForm {
  const area = scope.config.areas.courses;
  const { _id, _version, tenant: _tenant, createdAt: _c, updatedAt: _u, ...answers } = course ?? ({} as EntityRecord);
  return {
    formId: area.form,
    subject: {},
    start: course ? answers : listedStart,
    async checkStored(values) {
      const code = String(values[area.codeQuestion] ?? "");
      if (!code) return [];
      const other = await services.repositories.courses.findOne(scope.tenant, { code });
      return other && other._id !== course?._id ? [{ path: area.codeQuestion, message: scope.config.text("staff.course.codeTaken", { code }) }] : [];
    },
    async save(values, version) {
      const at = services.clock().toISOString();
      // The store keeps codes unique per university: a course without one gets its own.
      const code = String(values[area.codeQuestion] ?? "") || String(course?.code ?? "") || randomUUID();
      try {
        if (!course) {
          const created = await services.repositories.courses.insert(scope.tenant, { ...values, code, createdAt: at, updatedAt: at });
          await services.repositories.auditLog.insert(scope.tenant, { at, actorId: scope.user.id, action: "course.create", entity: "courses", entityId: created._id, details: { name: String(values[area.nameQuestion] ?? "") } });
          return;
        }
        const unset = Object.keys(answers).filter((key) => !(key in values) && key !== "code");
        await services.repositories.courses.update(scope.tenant, course._id, { $set: { ...values, code, updatedAt: at }, ...(unset.length ? { $unset: Object.fromEntries(unset.map((key) => [key, ""] as const)) } : {}) }, version);
        await services.repositories.auditLog.insert(scope.tenant, { at, actorId: scope.user.id, action: "course.update", entity: "courses", entityId: course._id, details: { name: String(values[area.nameQuestion] ?? "") } });
      } catch (error) {
        // Someone took the code between the check and the write: as stale as a version conflict.
        if (error instanceof DuplicateKeyError) throw new VersionConflictError("courses", course?._id ?? "", version, version);
        throw error;
      }
    },
  };
}
