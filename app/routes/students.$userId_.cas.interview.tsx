// /students/:userId/cas/interview: record a student's interview (issue 17 item 5).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StaffFormPage } from "../components/staff/StaffFormPage";
import { staffLinks } from "../components/staff/links";
import { pageTitle } from "../lib/page-title";
import { loadInterviewRecord, submitInterviewRecord } from "../loaders/cas-interview.server";

export const handle = { permission: "update:student:assigned" };
export const links = staffLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadInterviewRecord(request, context, params.userId);
export const action = ({ request, context, params }: ActionFunctionArgs) => submitInterviewRecord(request, context, params.userId);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.page.title ?? "");

export default function InterviewRecordRoute() {
  return <StaffFormPage data={useLoaderData<typeof loader>()} />;
}
