// POST /students/:userId/invite: move a student the university imported from "not invited" to the stage the import mapping names (issue 39).
import type { ActionFunctionArgs } from "@remix-run/node";
import { inviteAction } from "../loaders/invite.server";

export const handle = { permission: "move:stage:assigned" };
export const action = ({ request, context, params }: ActionFunctionArgs) => inviteAction(request, context, params.userId);
