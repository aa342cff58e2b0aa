// POST /students/:userId/import-conflicts: keep a value or take the imported one (issue 18 item 5).
import type { ActionFunctionArgs } from "@remix-run/node";
import { settleConflictAction } from "../loaders/import-conflicts.server";

export const handle = { permission: "update:student:tenant" };
export const action = ({ request, context, params }: ActionFunctionArgs) => settleConflictAction(request, context, params.userId);
