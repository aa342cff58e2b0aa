// /students/:userId/messages: the person's conversation for staff, agents and partners (issue 17 item 6).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ConversationPage } from "../components/conversation/Conversation";
import { pageTitle } from "../lib/page-title";
import { loadPersonConversation, postPersonMessage } from "../loaders/conversations.server";

export const handle = { permission: "read:message:assigned" };
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadPersonConversation(request, context, params.userId);
export const action = ({ request, context, params }: ActionFunctionArgs) => postPersonMessage(request, context, params.userId);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.title ?? "");

export default function PersonMessagesRoute() {
  const failed = useActionData<typeof action>();
  return <ConversationPage data={useLoaderData<typeof loader>()} failed={failed && "errors" in failed ? failed : undefined} />;
}
