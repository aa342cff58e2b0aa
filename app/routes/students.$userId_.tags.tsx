// /students/:userId/tags: puts a tag on a CAS record or takes it off (POST), back to the record.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { recordTagAction, recordTagPage } from "../loaders/tags.server";

export const handle = { permission: "update:student:assigned" };
export const loader = ({ request, context, params }: LoaderFunctionArgs) => recordTagPage(request, context, params.userId);
export const action = ({ request, context, params }: ActionFunctionArgs) => recordTagAction(request, context, params.userId);
