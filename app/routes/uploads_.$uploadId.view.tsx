// /uploads/:uploadId/view: the document viewer (002 §2.10), for those who may see the file.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DocumentViewer, type ViewerData } from "../components/upload/DocumentViewer";
import { pageTitle } from "../lib/page-title";
import { loadViewer } from "../loaders/uploads.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadViewer(request, context, params.uploadId);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.heading ?? "");

export default function DocumentViewerRoute() {
  return <DocumentViewer data={useLoaderData<typeof loader>() as ViewerData} />;
}
