// The browser's precompiled validator of a form (a resource route: an ES module, no page).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadValidator } from "../loaders/validators.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadValidator(request, context, params.file);
/** The permission this resource needs (read by the isolation test). */
export const handle = { permission: "read:account:own" };
