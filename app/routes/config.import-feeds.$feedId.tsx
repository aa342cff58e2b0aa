// /config/import-feeds/:feedId: one SFTP import feed (issue 18 item 6; decision 0829).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StaffFormPage } from "../components/staff/StaffFormPage";
import { staffLinks } from "../components/staff/links";
import { pageTitle } from "../lib/page-title";
import { loadImportFeed, submitImportFeed } from "../loaders/config-import-feeds.server";

export const handle = { permission: "update:config:tenant" };
export const links = staffLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadImportFeed(request, context, params.feedId);
export const action = ({ request, context, params }: ActionFunctionArgs) => submitImportFeed(request, context, params.feedId);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.page.title ?? "");

export default function ImportFeedRoute() {
  return <StaffFormPage data={useLoaderData<typeof loader>()} />;
}
