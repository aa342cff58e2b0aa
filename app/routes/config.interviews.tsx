// /config/interviews: the recorded-interview settings page (001 §9; issue 17 item 5).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StaffFormPage } from "../components/staff/StaffFormPage";
import { staffLinks } from "../components/staff/links";
import { pageTitle } from "../lib/page-title";
import { loadInterviewSettings, submitInterviewSettings } from "../loaders/config-interviews.server";

export const handle = { permission: "update:config:tenant" };
export const links = staffLinks;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadInterviewSettings(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => submitInterviewSettings(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.page.title ?? "");

export default function InterviewSettingsRoute() {
  return <StaffFormPage data={useLoaderData<typeof loader>()} />;
}
