// /config/history: published versions, comparisons in words, rollback.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { HistoryPage } from "../components/config/HistoryPage";
import { configLinks } from "../components/config/links";
import { pageTitle } from "../lib/page-title";
import { configHistoryAction, loadConfigHistory } from "../loaders/config-history.server";

export const handle = { permission: "update:config:tenant" };
export const links = configLinks;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadConfigHistory(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => configHistoryAction(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.texts["config.title.history"] ?? "");

export default HistoryPage;
