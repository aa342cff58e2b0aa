// /imports/:id/failures.csv: the rows an import could not take, with each problem (issue 18 item 4).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadFailures } from "../loaders/imports.server";

export const handle = { permission: "create:import:tenant" };
export const loader = ({ request, context, params }: LoaderFunctionArgs) => downloadFailures(request, context, params.importId);
