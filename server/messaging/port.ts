// Outgoing email and text messages go through this port. The default adapter writes them to the
// `outbox` collection (development, tests, and the record of what was sent); email goes over
// SMTP with nodemailer when SMTP_URL is set. Text messages stay in the outbox until an SMS
// provider adapter is added (docs/decisions/0502).
export type Channel = "email" | "sms";

export interface OutgoingMessage {
  channel: Channel;
  /** An email address or an E.164 phone number. */
  to: string;
  subject?: string;
  text: string;
  /** The university the message is sent for, or null for platform messages (the Admin). */
  tenant: string | null;
  /** What the message is for (e.g. "mfa-code", "password-reset"); never the secret itself. */
  purpose: string;
  /** An HTML part beside the text (reminders). */
  html?: string;
  /** A stable Message-ID (<id@host>), so a message sent again after an unknown outcome is recognisable. */
  messageId?: string;
}

export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

export interface OutboxRecord extends OutgoingMessage {
  _id: string;
  _version: number;
  createdAt: string;
  status: "queued" | "sent";
  transport: "outbox" | "smtp";
}
