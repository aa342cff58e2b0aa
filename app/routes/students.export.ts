// /students/export: the list as CSV (issue 14 item 4).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportStudents } from "../loaders/export.server";

export const handle = { permission: "export:dashboard:assigned" };
export const loader = ({ request, context }: LoaderFunctionArgs) => exportStudents(request, context);
