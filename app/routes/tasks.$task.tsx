// /tasks/:task: the documents of a documents task (002 §3.11), each with its status.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DocumentTask } from "../components/checklist/DocumentTask";
import { checklistLinks } from "../components/checklist/links";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadDocumentTask } from "../loaders/checklist-tasks.server";

export const links = checklistLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadDocumentTask(request, context, params.task);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, data.titleKey) : "");

export default function Documents() {
  return <DocumentTask data={useLoaderData<typeof loader>()} />;
}
