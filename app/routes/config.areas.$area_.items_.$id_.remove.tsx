// /config/areas/:area/items/:id/remove?in=<collection>: removing an item, after "Are you sure?" (decision 0083).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ItemRemovalPage } from "../components/config/ItemRemovalPage";
import { configLinks } from "../components/config/links";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadItemRemoval, submitItemRemoval } from "../loaders/config-area-items.server";

export const handle = { permission: "update:config:tenant" };
export const links = configLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadItemRemoval(request, context, params.area, params.id);
export const action = ({ request, context, params }: ActionFunctionArgs) => submitItemRemoval(request, context, params.area, params.id);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "config.items.removeTitle", { name: data.name }) : "");

export default ItemRemovalPage;
