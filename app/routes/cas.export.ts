// /cas/export: the CAS pipeline's list as CSV (issue 17 item 1), with its tab and filters.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportStudents } from "../loaders/export.server";

export const handle = { permission: "export:dashboard:assigned" };
export const loader = ({ request, context }: LoaderFunctionArgs) => exportStudents(request, context, "pipeline");
