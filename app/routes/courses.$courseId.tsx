// /courses/:courseId: the course-setup form (issue 18 item 7; 001 §5 'Course setup').
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StaffFormPage } from "../components/staff/StaffFormPage";
import { staffLinks } from "../components/staff/links";
import { pageTitle } from "../lib/page-title";
import { loadCourse, submitCourse } from "../loaders/courses.server";

export const handle = { permission: "update:course:tenant" };
export const links = staffLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadCourse(request, context, params.courseId);
export const action = ({ request, context, params }: ActionFunctionArgs) => submitCourse(request, context, params.courseId);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.page.title ?? "");

export default function CourseSetupRoute() {
  return <StaffFormPage data={useLoaderData<typeof loader>()} />;
}
