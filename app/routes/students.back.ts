// /students/back: the navigation's Students link, back to the last list looked at (001 §2).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { backToList } from "../loaders/dashboard.server";

export const handle = { permission: "list:dashboard:assigned" };
export const loader = ({ request, context }: LoaderFunctionArgs) => backToList(request, context);
