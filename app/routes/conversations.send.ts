// POST /conversations/send: a message from a conversation page with JavaScript; answers in JSON
// so the page can keep a failed message on screen (issue 17 item 6).
import type { ActionFunctionArgs } from "@remix-run/node";
import { sendFromScript } from "../loaders/conversations.server";

export const action = ({ request, context }: ActionFunctionArgs) => sendFromScript(request, context);
