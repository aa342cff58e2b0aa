// The questionnaire's four pages (002 §3.12 interview fields), drawn by the same renderer as the checklist.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ChecklistPage } from "../components/checklist/ChecklistPage";
import { checklistLinks } from "../components/checklist/links";
import { pageTitle } from "../lib/page-title";
import { loadChecklistPage, submitChecklistPage } from "../loaders/checklist.server";

export const links = checklistLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadChecklistPage(request, context, params.page, "questionnaire");
export const action = ({ request, context, params }: ActionFunctionArgs) => submitChecklistPage(request, context, params.page, "questionnaire");
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.page.title ?? "");

export default function QuestionnairePage() {
  const data = useLoaderData<typeof loader>();
  return <ChecklistPage key={data.page.formId} data={data} />;
}
