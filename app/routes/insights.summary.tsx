// /insights/summary: Insights (001 §2; issue 22).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InsightsPage } from "../components/insights/InsightsPage";
import { staffLinks } from "../components/staff/links";
import { pageTitle } from "../lib/page-title";
import { loadInsights } from "../loaders/insights.server";

export const handle = { permission: "read:insights:assigned" };
export const links = staffLinks;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadInsights(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.texts["nav.insights"] ?? "");

export default function InsightsRoute() {
  return <InsightsPage data={useLoaderData<typeof loader>()} />;
}
