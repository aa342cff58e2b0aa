// /courses: the university's courses, and adding or changing one with the course-setup form
// (issue 18 item 7; decision 0827).
import type { AppLoadContext } from "@remix-run/node";
import { choiceLabel } from "../../rules/forms/choice-label";
import { notFound } from "../../server/auth/guards";
import { courseForm, courseScope, findCourse, listCourses, listedCourses, listedCourseStart } from "../../server/courses/courses";
import { staffFormPage, staffFormTexts } from "../../server/forms/staff-form";
import { submitStaffForm } from "./staff-form.server";
import { staffAccess, universityChoices, withChosenUniversity } from "../../server/staff/access";
import { platformCatalogue, textsWithPrefix } from "../../server/messages";

const LIST_TEXTS = ["staff.course.", "form.errorSummary"];

export async function loadCourses(request: Request, context: AppLoadContext) {
  // The platform Admin sets up one university's courses at a time: asked which first (issue 39: the link answered 404).
  const access = await staffAccess(request, context, "create:course:tenant");
  if (!access.tenant && access.namesTenant) return { chooser: { universities: await universityChoices(context) }, addUrl: "", columns: [], courses: [], texts: textsWithPrefix(platformCatalogue, ...LIST_TEXTS, "list.university.") };
  const scope = await courseScope(request, context, "create:course:tenant");
  const href = (path: string) => withChosenUniversity(scope.access, path);
  const area = scope.config.areas.courses;
  const fields = scope.config.form(area.form).definition.fields ?? {};
  const courses = await listCourses(context.services, scope.tenant, area.nameQuestion);
  const cellsOf = (answers: Record<string, unknown>) => area.listColumns.map((question) => choiceLabel(scope.config, area.form, question, answers[question]) ?? "");
  // The configuration's courses no stored one replaces show too, each opening the form with what the list says (decision 0059).
  const listed = (await listedCourses(context.services, scope)).map((course) => ({ name: course.name, url: href(`/courses/new?listed=${encodeURIComponent(course.id)}`), listed: true, cells: cellsOf(listedCourseStart(scope, course)) }));
  const stored = courses.map((course) => ({ name: String(course[area.nameQuestion] ?? ""), url: href(`/courses/${course._id}`), listed: false, cells: cellsOf(course) }));
  return {
    chooser: null,
    addUrl: href("/courses/new"),
    columns: area.listColumns.map((question) => ({ key: question, label: String(fields[question]?.label ?? question) })),
    courses: [...stored, ...listed].sort((a, b) => a.name.localeCompare(b.name)).map(({ name: _name, ...course }) => course),
    texts: scope.config.texts(...LIST_TEXTS),
  };
}

async function openCourse(request: Request, context: AppLoadContext, courseId: string | undefined) {
  const scope = await courseScope(request, context, courseId ? "update:course:tenant" : "create:course:tenant");
  const course = courseId ? await findCourse(context.services, scope.tenant, courseId) : null;
  if (courseId && !course) throw notFound();
  // A course the configuration lists, set up here from what the list says (decision 0059).
  const listedId = courseId ? null : new URL(request.url).searchParams.get("listed");
  const listed = listedId ? (await listedCourses(context.services, scope)).find((candidate) => candidate.id === listedId) : undefined;
  if (listedId && !listed) throw notFound();
  return { scope, course, listed: listed ?? null, form: courseForm(context.services, scope, course, listed ? listedCourseStart(scope, listed) : {}) };
}

export async function loadCourse(request: Request, context: AppLoadContext, courseId: string | undefined) {
  const { scope, course, listed, form } = await openCourse(request, context, courseId);
  const page = staffFormPage(scope, form);
  const caption = course ? String(course[scope.config.areas.courses.nameQuestion] ?? "") : listed ? listed.name : scope.config.text("staff.course.newTitle");
  const texts = staffFormTexts(scope, page, ["form.", "staff.course."]);
  return { page, caption, version: course?._version ?? 0, backUrl: withChosenUniversity(scope.access, "/courses"), backLabel: texts["staff.course.back"], texts };
}

export async function submitCourse(request: Request, context: AppLoadContext, courseId: string | undefined) {
  const { scope, form } = await openCourse(request, context, courseId);
  return submitStaffForm(request, scope, form, withChosenUniversity(scope.access, "/courses"));
}
