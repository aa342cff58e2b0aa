// /students/:userId/cas/details: record a student's CAS number, its date, visa status and eVisa
// share code (issue 17 item 3); the stage and the student's tracker follow.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StaffFormPage } from "../components/staff/StaffFormPage";
import { staffLinks } from "../components/staff/links";
import { pageTitle } from "../lib/page-title";
import { loadCasVisa, submitCasVisa } from "../loaders/cas-moves.server";

export const handle = { permission: "update:student:assigned" };
export const links = staffLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadCasVisa(request, context, params.userId);
export const action = ({ request, context, params }: ActionFunctionArgs) => submitCasVisa(request, context, params.userId);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.page.title ?? "");

export default function CasVisaRoute() {
  return <StaffFormPage data={useLoaderData<typeof loader>()} />;
}
