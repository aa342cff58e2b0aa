// /messages: the student's conversation with their university, or, for staff, the inbox of
// conversations waiting for them (issue 17 item 6).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ConversationPage, InboxPage } from "../components/conversation/Conversation";
import { pageTitle } from "../lib/page-title";
import { loadMessages, postOwnMessage } from "../loaders/conversations.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadMessages(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => postOwnMessage(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.title ?? "");

export default function MessagesRoute() {
  const data = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  if (data.kind === "inbox") return <InboxPage data={data} />;
  return <ConversationPage data={data} failed={failed && "errors" in failed ? failed : undefined} />;
}
