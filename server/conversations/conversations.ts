// A person's conversation with the university (issue 17 item 6; decision 0822): who may open it
// (the person themselves, or staff, agents and partners who may see the person), the messages
// they may read (marked read as they are shown), sending one (checked, stored, the outside party
// emailed), and the inbox of conversations waiting for the reader.
import type { PreparedConfig } from "../../rules";
import {
  audiencesFor,
  bubblesFor,
  checkNewMessage,
  cleanBody,
  messageNotification,
  notifiesOutside,
  roleGroupOf,
  unreadByFor,
  type AudienceAccess,
  type Bubble,
  type ConversationMessage,
  type MessageProblem,
  type RoleGroup,
  type Side,
} from "../../rules/conversations/conversation";
import { assigneeIdsOf, can, type SignedInUser } from "../auth/permissions";
import { messageSender } from "../messaging";
import { publicOrigin } from "../auth/reset";
import type { Services } from "../services";
import { visibleRecords } from "../staff/person";
import { insertRecord, updateRecord } from "../records/write-path";
import { audienceOf, readableMessageAudiences } from "../views";

/** The most messages a page shows (the newest). */
const SHOWN = 200;

export interface Conversation {
  tenant: string;
  config: PreparedConfig;
  user: SignedInUser;
  personId: string;
  group: RoleGroup;
  access: AudienceAccess[];
  /** Where the person's pages are for the reader (the email's link goes to the outside party's own). */
  own: boolean;
}

/** The conversation about `personId` for this user, or null when they may not open it. */
export async function openConversation(services: Services, user: SignedInUser, tenant: string, config: PreparedConfig, personId: string): Promise<Conversation | null> {
  const group = roleGroupOf(config, user.role);
  if (!group) return null;
  const own = user.id === personId;
  if (own ? !can(user, "read:message:own") : !can(user, "read:message:assigned")) return null;
  if (!own && !(await visibleRecords(services, user, tenant, personId))) return null;
  // The person reads only their own side; staff never read a conversation as its outside party.
  const access = readableMessageAudiences(
    audienceOf(user),
    audiencesFor(config, group).filter((audience) => (own ? audience.side === "outside" && group === "student" : !(group === "student"))),
  );
  if (!access.length) return null;
  return { tenant, config, user, personId, group, access, own };
}

const readable = (conversation: Conversation) => ({ personId: conversation.personId, audience: { $in: conversation.access.map((audience) => audience.key) } });

/** The newest messages the reader may see, oldest first; those waiting for the reader are marked read. */
export async function readConversation(services: Services, conversation: Conversation): Promise<Bubble[]> {
  const repository = services.repositories.conversationMessages;
  const newest = await repository.find(conversation.tenant, readable(conversation), { sort: { at: -1, _id: -1 }, limit: SHOWN });
  const bubbles = bubblesFor(conversation.config, conversation.access, [...newest].reverse());
  if (bubbles.some((bubble) => bubble.unread)) {
    // Each message read is a write of its own through the write path (the student's row counts what is unread).
    for (const audience of conversation.access) {
      const waiting = await repository.find(conversation.tenant, { personId: conversation.personId, audience: audience.key, unreadBy: audience.side }, { projection: { _id: 1 } });
      for (const message of waiting) {
        await updateRecord(services, conversation.tenant, "conversationMessages", message._id, { $unset: { unreadBy: "" } }, { actor: conversation.user.id, action: "conversation.read" });
      }
    }
  }
  return bubbles;
}

async function assignedTo(services: Services, tenant: string, personId: string): Promise<string[]> {
  const rows = await services.repositories.listRows.find(tenant, { userId: personId }, { projection: { assignedTo: 1 } });
  return [...new Set(rows.flatMap((row) => row.assignedTo ?? []))];
}

export type SendResult = { problems: MessageProblem[] } | { sent: ConversationMessage };

/** Checks and stores a message, then emails the outside party where the audience says so. */
export async function sendMessage(services: Services, conversation: Conversation, input: { audience: string; body: string }): Promise<SendResult> {
  const { config, tenant, user, personId } = conversation;
  const body = cleanBody(input.body);
  const problems = checkNewMessage(config, conversation.access, { audience: input.audience, body });
  if (problems.length) return { problems };
  if (!can(user, conversation.own ? "create:message:own" : "create:message:assigned")) return { problems: [{ field: "audience", message: config.text("conversations.audienceRequired") }] };
  const side: Side = conversation.access.find((audience) => audience.key === input.audience)?.side ?? "team";
  const unreadBy = unreadByFor(config, input.audience, side);
  const sent = (await insertRecord(services, tenant, "conversationMessages", {
    personId,
    audience: input.audience,
    authorId: user.id,
    authorName: user.name || user.email,
    authorGroup: conversation.group,
    side,
    body,
    at: services.clock().toISOString(),
    ...(unreadBy ? { unreadBy } : {}),
    assignedTo: await assignedTo(services, tenant, personId),
  }, { actor: user.id, action: "conversation.send", details: { audience: input.audience } })) as unknown as ConversationMessage;
  await notify(services, conversation, sent);
  return { sent };
}

/** Who the outside party is: the person, or the agent on their records. */
async function outsideAddress(services: Services, tenant: string, personId: string, party: "student" | "agent"): Promise<{ email: string; givenName: string } | null> {
  const person = await services.repositories.users.findByIdForSession(personId);
  if (party === "student") return person?.email ? { email: person.email, givenName: person.givenName ?? "" } : null;
  const record = (await services.repositories.students.findOne(tenant, { userId: personId })) ?? (await services.repositories.applications.findOne(tenant, { userId: personId }));
  const agentId = typeof record?.agentId === "string" ? record.agentId : null;
  const agent = agentId ? await services.repositories.users.findByIdForSession(agentId) : null;
  return agent?.email && agent.tenant === tenant ? { email: agent.email, givenName: agent.givenName ?? "" } : null;
}

async function notify(services: Services, conversation: Conversation, message: ConversationMessage): Promise<void> {
  const party = notifiesOutside(conversation.config, message.audience, message.side);
  if (!party) return;
  const address = await outsideAddress(services, conversation.tenant, conversation.personId, party);
  if (!address) return;
  const link = publicOrigin({ services }) + (party === "student" ? "/messages" : `/students/${encodeURIComponent(conversation.personId)}/messages`);
  const email = messageNotification(conversation.config, { givenName: address.givenName, link });
  await messageSender(services).send({ channel: "email", to: address.email, tenant: conversation.tenant, purpose: "conversation-message", subject: email.subject, text: email.text });
}

/** The reader's unread filter: messages waiting for their side in the audiences they read. */
function waitingFilter(config: PreparedConfig, user: SignedInUser): Record<string, unknown> | null {
  const group = roleGroupOf(config, user.role);
  if (!group) return null;
  const student = group === "student";
  const access = audiencesFor(config, group).filter((audience) => (student ? audience.side === "outside" : true));
  const clauses = access.filter((audience) => !audience.internal).map((audience) => ({ audience: audience.key, unreadBy: audience.side }));
  if (!clauses.length) return null;
  if (student) return { personId: user.id, $or: clauses };
  if (can(user, "read:message:tenant")) return { $or: clauses };
  return { assignedTo: { $in: assigneeIdsOf(user) }, $or: clauses };
}

/** How many messages wait for the reader (the navigation's badge). */
export async function unreadCount(services: Services, user: SignedInUser, tenant: string, config: PreparedConfig): Promise<number> {
  const filter = waitingFilter(config, user);
  return filter ? services.repositories.conversationMessages.count(tenant, filter) : 0;
}

export interface InboxEntry {
  personId: string;
  unread: number;
  latestAt: string;
  latestAuthor: string;
}

/** Conversations with messages waiting for the reader, the newest first. */
export async function inbox(services: Services, user: SignedInUser, tenant: string, config: PreparedConfig, limit = 100): Promise<InboxEntry[]> {
  const filter = waitingFilter(config, user);
  if (!filter) return [];
  const waiting = await services.repositories.conversationMessages.find(tenant, filter, { sort: { at: -1 }, limit: 2000, projection: { personId: 1, at: 1, authorName: 1 } });
  const byPerson = new Map<string, InboxEntry>();
  for (const message of waiting) {
    const entry = byPerson.get(message.personId);
    if (entry) entry.unread += 1;
    else byPerson.set(message.personId, { personId: message.personId, unread: 1, latestAt: message.at, latestAuthor: message.authorName });
  }
  return [...byPerson.values()].slice(0, limit);
}
