// /config/areas/:area/new-item?in=<collection>: a new item of an area in its own form (decision 0083).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ItemEditorPage } from "../components/config/ItemEditorPage";
import { configLinks } from "../components/config/links";
import { staffLinks } from "../components/staff/links";
import { pageTitle } from "../lib/page-title";
import { loadItemEditor, submitItemEditor } from "../loaders/config-area-items.server";

export const handle = { permission: "update:config:tenant" };
export const links = () => [...staffLinks(), ...configLinks()];
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadItemEditor(request, context, params.area, null);
export const action = ({ request, context, params }: ActionFunctionArgs) => submitItemEditor(request, context, params.area, null);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.heading ?? "");

export default ItemEditorPage;
