// Every checklist page and step (002 §2.1, §2.2), drawn from the university's configuration by
// one renderer: the form is found by the URL's last part among the student's visible pages.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ChecklistPage } from "../components/checklist/ChecklistPage";
import { checklistLinks } from "../components/checklist/links";
import { pageTitle } from "../lib/page-title";
import { loadChecklistPage, submitChecklistPage } from "../loaders/checklist.server";

export const links = checklistLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadChecklistPage(request, context, params.page, "checklist");
export const action = ({ request, context, params }: ActionFunctionArgs) => submitChecklistPage(request, context, params.page, "checklist");
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.page.title ?? "");

export default function ChecklistSectionPage() {
  const data = useLoaderData<typeof loader>();
  return <ChecklistPage key={data.page.formId} data={data} />;
}
