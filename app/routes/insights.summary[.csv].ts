// /insights/summary.csv?table=funnel|breakdown|compliance|operations: a table of Insights as CSV (issue 22 item 4).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportInsights } from "../loaders/insights.server";

export const handle = { permission: "read:insights:assigned" };
export const loader = ({ request, context }: LoaderFunctionArgs) => exportInsights(request, context);
