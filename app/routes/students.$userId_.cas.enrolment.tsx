// /students/:userId/cas/enrolment: record whether a sponsored student arrived, enrolled, completed
// their course or withdrew (issue 22; decision 0833); the compliance rates count it.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StaffFormPage } from "../components/staff/StaffFormPage";
import { staffLinks } from "../components/staff/links";
import { pageTitle } from "../lib/page-title";
import { loadEnrolment, submitEnrolment } from "../loaders/cas-moves.server";

export const handle = { permission: "update:student:assigned" };
export const links = staffLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadEnrolment(request, context, params.userId);
export const action = ({ request, context, params }: ActionFunctionArgs) => submitEnrolment(request, context, params.userId);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.page.title ?? "");

export default function EnrolmentRoute() {
  return <StaffFormPage data={useLoaderData<typeof loader>()} />;
}
