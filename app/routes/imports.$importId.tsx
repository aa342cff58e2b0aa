// /imports/:id: check an import, confirm it, watch it run, download its problems (issue 18 item 4).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ImportPage } from "../components/imports/ImportPage";
import { staffLinks } from "../components/staff/links";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { importAction, loadImport } from "../loaders/imports.server";

export const handle = { permission: "create:import:tenant" };
export const links = staffLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadImport(request, context, params.importId);
export const action = ({ request, context, params }: ActionFunctionArgs) => importAction(request, context, params.importId);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, data.job.status === "previewed" ? "imports.preview.title" : `imports.status.${data.job.status}`) : "");

export default function ImportRoute() {
  return <ImportPage data={useLoaderData<typeof loader>()} />;
}
