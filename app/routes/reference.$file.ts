// A long reference list as an ES module the browser keeps (a resource route: no page).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadReferenceModule } from "../loaders/reference.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadReferenceModule(request, context, params.file);
/** The permission this resource needs (read by the isolation test). */
export const handle = { permission: "read:account:own" };
