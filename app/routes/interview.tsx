// /interview: the student's interview details (002 §2.4), from the Scheduled Interviews task.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InterviewDetails } from "../components/checklist/InterviewDetails";
import { checklistLinks } from "../components/checklist/links";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadStudentInterview } from "../loaders/cas-interview.server";

export const links = checklistLinks;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadStudentInterview(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "interview.title") : "");

export default function InterviewRoute() {
  return <InterviewDetails data={useLoaderData<typeof loader>()} />;
}
