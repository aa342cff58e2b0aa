// /courses: the university's courses, and adding or changing one with the course-setup form
// (issue 18 item 7; decision 0827).
import type { AppLoadContext } from "@remix-run/node";
import { choiceLabel } from "../../rules/forms/choice-label";
import { notFound } from "../../server/auth/guards";
import { courseForm, courseScope, findCourse, listCourses } from "../../server/courses/courses";
import { staffFormPage, staffFormTexts } from "../../server/forms/staff-form";
import { submitStaffForm } from "./staff-form.server";

const LIST_TEXTS = ["staff.course.", "form.errorSummary"];

export async function loadCourses(request: Request, context: AppLoadContext) {
  const scope = await courseScope(request, context, "create:course:tenant");
  const area = scope.config.areas.courses;
  const fields = scope.config.form(area.form).definition.fields ?? {};
  const courses = await listCourses(context.services, scope.tenant, area.nameQuestion);
  return {
    columns: area.listColumns.map((question) => ({ key: question, label: String(fields[question]?.label ?? question) })),
    courses: courses.map((course) => ({ id: course._id, cells: area.listColumns.map((question) => choiceLabel(scope.config, area.form, question, course[question]) ?? "") })),
    texts: scope.config.texts(...LIST_TEXTS),
  };
}

async function openCourse(request: Request, context: AppLoadContext, courseId: string | undefined) {
  const scope = await courseScope(request, context, courseId ? "update:course:tenant" : "create:course:tenant");
  const course = courseId ? await findCourse(context.services, scope.tenant, courseId) : null;
  if (courseId && !course) throw notFound();
  return { scope, course, form: courseForm(context.services, scope, course) };
}

export async function loadCourse(request: Request, context: AppLoadContext, courseId: string | undefined) {
  const { scope, course, form } = await openCourse(request, context, courseId);
  const page = staffFormPage(scope, form);
  const caption = course ? String(course[scope.config.areas.courses.nameQuestion] ?? "") : scope.config.text("staff.course.newTitle");
  const texts = staffFormTexts(scope, page, ["form.", "staff.course."]);
  return { page, caption, version: course?._version ?? 0, backUrl: "/courses", backLabel: texts["staff.course.back"], texts };
}

export async function submitCourse(request: Request, context: AppLoadContext, courseId: string | undefined) {
  const { scope, form } = await openCourse(request, context, courseId);
  return submitStaffForm(request, scope, form, "/courses");
}
