// /students/:userId/cas/assign: the partner and immigration provider who work a CAS student with
// the university (issue 39; decision 0064); their users then find the student on their pipeline.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StaffFormPage } from "../components/staff/StaffFormPage";
import { staffLinks } from "../components/staff/links";
import { pageTitle } from "../lib/page-title";
import { loadAssignment, submitAssignment } from "../loaders/cas-moves.server";

export const handle = { permission: "assign:student:tenant" };
export const links = staffLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadAssignment(request, context, params.userId);
export const action = ({ request, context, params }: ActionFunctionArgs) => submitAssignment(request, context, params.userId);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.page.title ?? "");

export default function CasAssignmentRoute() {
  return <StaffFormPage data={useLoaderData<typeof loader>()} />;
}
