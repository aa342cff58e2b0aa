// /config/areas/:area: one area of the configuration in a JSON editor.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { AreaPage } from "../components/config/AreaPage";
import { formatMessage } from "../lib/format-message";
import { configLinks } from "../components/config/links";
import { pageTitle } from "../lib/page-title";
import { configAreaAction, loadConfigArea } from "../loaders/config-area.server";

export const handle = { permission: "update:config:tenant" };
export const links = configLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadConfigArea(request, context, params.area);
export const action = ({ request, context, params }: ActionFunctionArgs) => configAreaAction(request, context, params.area);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(matches, data ? formatMessage(data.texts["config.title.area"] ?? "", { area: data.title }) : "");

export default AreaPage;
