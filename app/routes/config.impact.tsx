// /config/impact: how many of the university's records the draft would change, and which.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ImpactPage } from "../components/config/ImpactPage";
import { configLinks } from "../components/config/links";
import { pageTitle } from "../lib/page-title";
import { loadConfigImpact } from "../loaders/config-impact.server";

export const handle = { permission: "update:config:tenant" };
export const links = configLinks;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadConfigImpact(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.texts["config.title.impact"] ?? "");

export default ImpactPage;
