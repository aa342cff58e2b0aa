// /tasks/:task/:document: one document's dialog, upload and upload summary, or acknowledgement
// (002 §2.5, §2.7, §2.11, §4.2).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DocumentPage } from "../components/checklist/DocumentPage";
import { checklistLinks } from "../components/checklist/links";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadDocument, submitDocument } from "../loaders/checklist-tasks.server";

export const links = checklistLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadDocument(request, context, params.task, params.document);
export const action = ({ request, context, params }: ActionFunctionArgs) => submitDocument(request, context, params.task, params.document);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(matches, data ? textOf(data.texts, "checklist.upload.title", { title: data.document.label }) : "");

export default function Document() {
  const data = useLoaderData<typeof loader>();
  return <DocumentPage key={data.document.key} data={data} />;
}
