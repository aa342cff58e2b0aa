// A student's conversation (001 §2 chat widgets; issue 17 item 6; decision 0822): one thread per
// person, each message for one audience of the university's `conversations` area (the student,
// their agent, or an internal note for staff). Who reads and writes an audience, how a bubble is
// drawn for the one reading it, what is unread and what the email says: pure, over the
// configuration and the stored messages.
import type { PreparedConfig } from "../config/prepared-config";
import type { ConversationAudience } from "../types";
import { removeControlCharacters } from "../domain/control-characters";

export type RoleGroup = "platform" | "university" | "agent" | "partner" | "student";
export type Side = "team" | "outside";

/** A message as stored (collection `conversationMessages`). */
export interface ConversationMessage {
  _id: string;
  /** The student (or applicant) the conversation is about: their user id. */
  personId: string;
  audience: string;
  authorId: string;
  authorName: string;
  authorGroup: RoleGroup;
  side: Side;
  body: string;
  at: string;
  /** The side that has not read it yet; absent once read (an internal note is never unread). */
  unreadBy?: Side;
  /** Whose lists hold the person when it was written (agents, agencies, partners): their inbox and badge. */
  assignedTo: string[];
}

export interface AudienceAccess {
  key: string;
  label: string;
  side: Side;
  /** No outside party: staff only. */
  internal: boolean;
}

const GROUPS: readonly RoleGroup[] = ["platform", "university", "agent", "partner", "student"];

/** The group of a role (roles area), or null for one that takes no part in conversations. */
export function roleGroupOf(config: PreparedConfig, role: string): RoleGroup | null {
  const group = config.areas.roles.roles[role]?.group;
  return GROUPS.find((candidate) => candidate === group) ?? null;
}

function sideIn(audience: ConversationAudience, group: RoleGroup): Side | null {
  if (audience.team.includes(group)) return "team";
  return audience.outside === group ? "outside" : null;
}

/** The audiences a role group reads and writes, in configuration order. */
export function audiencesFor(config: PreparedConfig, group: RoleGroup | null): AudienceAccess[] {
  if (!group) return [];
  const access: AudienceAccess[] = [];
  for (const [key, audience] of Object.entries(config.areas.conversations.audiences)) {
    const side = sideIn(audience, group);
    if (side) access.push({ key, label: audience.label, side, internal: audience.outside === undefined });
  }
  return access;
}

export type BubbleKind = "outgoing" | "incoming" | "internal";

export interface Bubble {
  id: string;
  kind: BubbleKind;
  /** The author's style: university, platform, student, agent or partner. */
  authorStyle: RoleGroup;
  authorName: string;
  audienceLabel: string;
  body: string;
  at: string;
  /** Unread by the one reading (before this visit marked it read). */
  unread: boolean;
}

/** The messages a reader may see, as bubbles: theirs (their side's) going out, the other side's coming in. */
export function bubblesFor(config: PreparedConfig, access: readonly AudienceAccess[], messages: readonly ConversationMessage[]): Bubble[] {
  const byKey = new Map(access.map((audience) => [audience.key, audience]));
  const bubbles: Bubble[] = [];
  for (const message of messages) {
    const audience = byKey.get(message.audience);
    if (!audience) continue;
    const kind: BubbleKind = audience.internal ? "internal" : message.side === audience.side ? "outgoing" : "incoming";
    bubbles.push({
      id: message._id,
      kind,
      authorStyle: message.authorGroup,
      authorName: message.authorName,
      audienceLabel: config.areas.conversations.audiences[message.audience]?.label ?? message.audience,
      body: message.body,
      at: message.at,
      unread: message.unreadBy === audience.side,
    });
  }
  return bubbles;
}

export function cleanBody(text: string): string {
  return removeControlCharacters(text.replace(/\r\n?/g, "\n")).trim();
}

export interface NewMessage {
  audience: string;
  body: string;
}

export interface MessageProblem {
  field: "audience" | "body";
  message: string;
}

/** What to fix before a message can be sent, in the catalogue's words. */
export function checkNewMessage(config: PreparedConfig, access: readonly AudienceAccess[], message: NewMessage): MessageProblem[] {
  const problems: MessageProblem[] = [];
  if (!access.some((audience) => audience.key === message.audience)) problems.push({ field: "audience", message: config.text("conversations.audienceRequired") });
  const { maxLength } = config.areas.conversations;
  if (!message.body) problems.push({ field: "body", message: config.text("conversations.bodyRequired") });
  else if (message.body.length > maxLength) problems.push({ field: "body", message: config.text("conversations.bodyTooLong", { max: maxLength }) });
  return problems;
}

/** Whose read marker a new message starts with: the other side's, or none for an internal note. */
export function unreadByFor(config: PreparedConfig, audience: string, side: Side): Side | undefined {
  const configured = config.areas.conversations.audiences[audience];
  if (!configured || configured.outside === undefined) return undefined;
  return side === "team" ? "outside" : "team";
}

/** Whether the outside party is emailed about a message the team wrote. */
export function notifiesOutside(config: PreparedConfig, audience: string, side: Side): "student" | "agent" | null {
  const configured = config.areas.conversations.audiences[audience];
  if (side !== "team" || !configured?.notify || configured.outside === undefined) return null;
  return configured.outside;
}

export type UnreadCounts = Record<string, Partial<Record<Side, number>>>;

/** Unread messages per audience and side (the list row's `messages.unread`). */
export function unreadCounts(messages: ReadonlyArray<Pick<ConversationMessage, "audience" | "unreadBy">>): UnreadCounts {
  const counts: UnreadCounts = {};
  for (const { audience, unreadBy } of messages) {
    if (!unreadBy) continue;
    const entry = (counts[audience] ??= {});
    entry[unreadBy] = (entry[unreadBy] ?? 0) + 1;
  }
  return counts;
}

/** The email to the outside party: a nudge to sign in, never the message itself. */
export function messageNotification(config: PreparedConfig, params: { givenName: string; link: string }): { subject: string; text: string } {
  const { notification } = config.areas.conversations;
  const values = { ...params, universityName: config.settings.universityName, teamName: config.settings.teamName };
  return { subject: config.text(notification.subject, values), text: config.text(notification.body, values) };
}
