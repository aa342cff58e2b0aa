// An invitation to an account someone else created (an agent's new applicant; issue 16 item 5):
// a single-use link to set the password, valid for the university's number of days, sent through
// the messaging port. It is the reset link (server/auth/reset.ts) with a longer life: using it
// sets the password once, and a later reset or invitation replaces it.
import type { RequestContext } from "../http/app";
import { messageSender } from "../messaging";
import type { AccountRecord } from "./accounts";
import { accounts } from "./accounts";
import { publicOrigin } from "./reset";
import { digest, randomToken } from "./tokens";
import { addDaysToInstant } from "../../rules/dates/add-days";

export interface Invitation {
  days: number;
  /** The email's words, link and expiry already known to the caller's template. */
  subject: (params: Record<string, string | number>) => string;
  text: (params: Record<string, string | number>) => string;
  params: Record<string, string | number>;
}

/**
 * A new single-use link to set the account's password, valid until `expiresAt`; it replaces any
 * link the account had. Only the code's digest is stored.
 */
export async function invitationLink(context: Pick<RequestContext, "services">, account: Pick<AccountRecord, "_id" | "email">, expiresAt: string): Promise<string> {
  const code = randomToken();
  await accounts(context.services).update(account._id, { $set: { reset: { codeDigest: digest(code), expiresAt, purpose: "invitation" } } });
  return `${publicOrigin(context)}/resetPassword?username=${encodeURIComponent(account.email)}&code=${encodeURIComponent(code)}`;
}

export async function sendInvitation(context: Pick<RequestContext, "services">, account: AccountRecord, invitation: Invitation): Promise<void> {
  const expiresAt = addDaysToInstant(context.services.clock(), invitation.days).toISOString();
  const link = await invitationLink(context, account, expiresAt);
  const params = { ...invitation.params, link, days: invitation.days };
  await messageSender(context.services).send({
    channel: "email",
    to: account.email,
    tenant: account.tenant ?? null,
    purpose: "invitation",
    subject: invitation.subject(params),
    text: invitation.text(params),
  });
}
