// Conversations (issue 17 item 6; decision 0822): a person's messages for staff and agents
// (/students/:userId/messages), the student's own (/messages), the staff inbox (/messages), and
// sending one. Without JavaScript a message posts and the page comes back; with it the page
// sends to /conversations/send and polls for new messages.
import type { AppLoadContext } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import type { PreparedConfig } from "../../rules";
import { notFound, requirePermission, requireUser } from "../../server/auth/guards";
import type { SignedInUser } from "../../server/auth/permissions";
import { inbox, openConversation, readConversation, sendMessage, type Conversation } from "../../server/conversations/conversations";
import { staffAccess } from "../../server/staff/access";
import { universityDateTime, universityDateTimeWithZone } from "../../server/time";
import { readForm } from "../../server/http/form-body";
import { personName } from "../../server/users/account-details";

const TEXT_PREFIXES = ["conversations.", "form.errorSummary", "form.errorPrefix", "form.titleErrorPrefix"];

export interface FieldError {
  field: string;
  message: string;
}

async function conversationPage(context: AppLoadContext, conversation: Conversation, title: string, backUrl: string | null, sendTo: string) {
  const { config } = conversation;
  const bubbles = await readConversation(context.services, conversation);
  return {
    kind: "conversation" as const,
    title,
    backUrl,
    sendTo,
    personId: conversation.personId,
    // Each message's time with its time zone: a student abroad reads UK time as such (issue 40 item 13).
    bubbles: bubbles.map((bubble) => ({ ...bubble, when: universityDateTimeWithZone(bubble.at, config) })),
    audiences: conversation.access.map((audience) => ({ value: audience.key, label: audience.label, internal: audience.internal })),
    maxLength: config.areas.conversations.maxLength,
    pollSeconds: config.areas.conversations.pollSeconds,
    texts: config.texts(...TEXT_PREFIXES),
  };
}

async function staffConversation(request: Request, context: AppLoadContext, userId: string | undefined) {
  const access = await staffAccess(request, context, "read:person:assigned");
  if (!userId || !access.tenant || !access.config) throw notFound();
  const conversation = await openConversation(context.services, access.user, access.tenant, access.config, userId);
  if (!conversation) throw notFound();
  return conversation;
}

/** GET /students/:userId/messages. */
export async function loadPersonConversation(request: Request, context: AppLoadContext, userId: string | undefined) {
  const conversation = await staffConversation(request, context, userId);
  const title = conversation.config.text("conversations.titleFor", { name: await personName(context.services, conversation.personId) });
  const self = `/students/${encodeURIComponent(conversation.personId)}/messages`;
  return conversationPage(context, conversation, title, `/students/${encodeURIComponent(conversation.personId)}`, self);
}

async function ownConversation(request: Request, context: AppLoadContext): Promise<{ user: SignedInUser; tenant: string; config: PreparedConfig; conversation: Conversation | null }> {
  const user = await requireUser(request, context);
  if (!user.tenant) throw notFound();
  const config = (await context.services.configs.current(user.tenant)).prepared;
  return { user, tenant: user.tenant, config, conversation: await openConversation(context.services, user, user.tenant, config, user.id) };
}

/** GET /messages: the student's own conversation, or the staff inbox. */
export async function loadMessages(request: Request, context: AppLoadContext) {
  const { user, tenant, config, conversation } = await ownConversation(request, context);
  if (conversation) return conversationPage(context, conversation, config.text("conversations.title"), null, "/messages");
  // Not a student: the inbox of the staff member's own university.
  requirePermission(user, "read:person:assigned");
  const entries = await inbox(context.services, user, tenant, config);
  const names = await Promise.all(entries.map((entry) => personName(context.services, entry.personId)));
  return {
    kind: "inbox" as const,
    title: config.text("conversations.inbox.title"),
    entries: entries.map((entry, i) => ({ ...entry, name: names[i] || entry.personId, when: universityDateTime(entry.latestAt, config), href: `/students/${encodeURIComponent(entry.personId)}/messages` })),
    texts: config.texts(...TEXT_PREFIXES),
  };
}

const field = (form: FormData, name: string) => String(form.get(name) ?? "");

async function send(context: AppLoadContext, conversation: Conversation, form: FormData) {
  const audiences = conversation.access;
  // One audience (the student's, the agent's page) needs no choosing; one named is checked.
  const audience = field(form, "audience") || (audiences.length === 1 ? audiences[0].key : "");
  return sendMessage(context.services, conversation, { audience, body: field(form, "body") });
}

/** POST from the page without JavaScript: back to the conversation, or what to fix with what was typed. */
async function postFromPage(context: AppLoadContext, conversation: Conversation, form: FormData, back: string) {
  const result = await send(context, conversation, form);
  if ("problems" in result) return data({ errors: result.problems as FieldError[], values: { audience: field(form, "audience"), body: field(form, "body") } }, { status: 422 });
  return redirect(`${back}#latest`, 303);
}

export async function postPersonMessage(request: Request, context: AppLoadContext, userId: string | undefined) {
  const conversation = await staffConversation(request, context, userId);
  return postFromPage(context, conversation, await readForm(request), `/students/${encodeURIComponent(conversation.personId)}/messages`);
}

export async function postOwnMessage(request: Request, context: AppLoadContext) {
  const { conversation } = await ownConversation(request, context);
  if (!conversation) throw notFound();
  return postFromPage(context, conversation, await readForm(request), "/messages");
}

/** POST /conversations/send (the page with JavaScript): JSON, so a failure can be shown on the message. */
export async function sendFromScript(request: Request, context: AppLoadContext) {
  const form = await readForm(request);
  const personId = field(form, "personId");
  const user = await requireUser(request, context);
  const conversation =
    personId === user.id ? (await ownConversation(request, context)).conversation : await staffConversation(request, context, personId || undefined).catch(() => null);
  if (!conversation) return Response.json({ errors: [] as FieldError[], sent: false }, { status: 404 });
  const result = await send(context, conversation, form);
  if ("problems" in result) return Response.json({ errors: result.problems as FieldError[], sent: false }, { status: 422 });
  return Response.json({ errors: [] as FieldError[], sent: true });
}
