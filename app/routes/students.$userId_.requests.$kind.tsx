// /students/:userId/requests/:kind: ask the student or applicant for follow-up documents, a new
// passport copy, the deposit or updated programme choices (issue 37; decision 0031).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StaffFormPage } from "../components/staff/StaffFormPage";
import { staffLinks } from "../components/staff/links";
import { pageTitle } from "../lib/page-title";
import { loadStaffRequest, submitStaffRequest } from "../loaders/staff-requests.server";

export const handle = { permission: "read:person:assigned" };
export const links = staffLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadStaffRequest(request, context, params.userId, params.kind);
export const action = ({ request, context, params }: ActionFunctionArgs) => submitStaffRequest(request, context, params.userId, params.kind);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.page.title ?? "");

export default function StaffRequestRoute() {
  return <StaffFormPage data={useLoaderData<typeof loader>()} />;
}
