// /config: published version, the draft and its changes, Validate, Publish, Discard, areas.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { OverviewPage } from "../components/config/OverviewPage";
import { configLinks } from "../components/config/links";
import { pageTitle } from "../lib/page-title";
import { configOverviewAction, loadConfigOverview } from "../loaders/config.server";

export const handle = { permission: "update:config:tenant" };
export const links = configLinks;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadConfigOverview(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => configOverviewAction(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.texts["config.title.overview"] ?? "");

export default OverviewPage;
