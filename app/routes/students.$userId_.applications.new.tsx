// /students/:userId/applications/new: an agent starts an application for their applicant (000 §3
// 'New application by an agent'; issue 16 item 5).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StaffFormPage } from "../components/staff/StaffFormPage";
import { staffLinks } from "../components/staff/links";
import { pageTitle } from "../lib/page-title";
import { loadNewApplication, submitNewApplication } from "../loaders/agent-applicants.server";

export const handle = { permission: "create:application:assigned" };
export const links = staffLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadNewApplication(request, context, params.userId);
export const action = ({ request, context, params }: ActionFunctionArgs) => submitNewApplication(request, context, params.userId);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.page.title ?? "");

export default function NewApplicationRoute() {
  return <StaffFormPage data={useLoaderData<typeof loader>()} />;
}
