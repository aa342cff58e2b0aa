// /students/new: an agent adds a new applicant (001 §3 'New applicant'; issue 16 item 5).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StaffFormPage } from "../components/staff/StaffFormPage";
import { staffLinks } from "../components/staff/links";
import { pageTitle } from "../lib/page-title";
import { loadNewApplicant, submitNewApplicant } from "../loaders/agent-applicants.server";

export const handle = { permission: "create:application:assigned" };
export const links = staffLinks;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadNewApplicant(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => submitNewApplicant(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.page.title ?? "");

export default function NewApplicantRoute() {
  return <StaffFormPage data={useLoaderData<typeof loader>()} />;
}
