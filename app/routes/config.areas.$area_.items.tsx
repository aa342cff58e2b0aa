// /config/areas/:area/items: an area's keyed collections as tables, one row per item (decision 0083).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { AreaItemsPage } from "../components/config/AreaItemsPage";
import { configLinks } from "../components/config/links";
import { pageTitle } from "../lib/page-title";
import { loadAreaItems } from "../loaders/config-area-items.server";

export const handle = { permission: "update:config:tenant" };
export const links = configLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadAreaItems(request, context, params.area);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.title ?? "");

export default AreaItemsPage;
