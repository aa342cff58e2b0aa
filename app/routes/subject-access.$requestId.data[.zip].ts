// /subject-access/:requestId/data.zip: everything held about the request's person, as a ZIP (issue 42 item 3).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadSubjectAccess } from "../loaders/subject-access.server";

export const handle = { permission: "create:subject-access:tenant" };
export const loader = ({ request, context, params }: LoaderFunctionArgs) => downloadSubjectAccess(request, context, params.requestId);
