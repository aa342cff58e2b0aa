// /checklist/summary: 'CAS Checklist Complete' and on to the task list, or what is missing (002 §4.1).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ChecklistSummary } from "../components/checklist/ChecklistSummary";
import { checklistLinks } from "../components/checklist/links";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadSummary } from "../loaders/checklist.server";

export const links = checklistLinks;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadSummary(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "checklist.summary.title") : "");

export default function Summary() {
  return <ChecklistSummary data={useLoaderData<typeof loader>()} />;
}
