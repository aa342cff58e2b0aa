// Delivering queued reminders (issue 19 items 2-4; decision 0830): outside the university's
// quiet hours, each message due for an attempt is taken with a version check (one instance
// sends it) and a lease; the stop condition is judged again on the record as it is now; the
// email is made from the university's template and sent with a Message-ID derived from the
// claim key, the same on every attempt. A failure waits and tries again until the attempts are
// used up; a send cut off by a crash is tried again once its lease ends (delivered at least once).
import { createHash } from "node:crypto";
import type { PreparedConfig } from "../../rules";
import { inQuietHours, retryDelayMinutes } from "../../rules/reminders/delivery";
import { renderReminderEmail } from "../../rules/reminders/render-email";
import { messageSender } from "../messaging";
import type { Services } from "../services";
import { VersionConflictError } from "../store/port";
import { minutesOfDayIn, universityToday } from "../time";
import { reminderSubject } from "./reminder-subject";
import type { ReminderClaim } from "./sweep";

const LEASE_MS = 5 * 60 * 1000;

export interface DeliveryResult {
  sent: number;
  retrying: number;
  failed: number;
  cancelled: number;
  /** True when quiet hours held every message back. */
  quiet: boolean;
}

/** The Message-ID every attempt of this reminder carries. */
export function reminderMessageId(claimId: string, publicUrl: string): string {
  return `<reminder-${createHash("sha256").update(claimId).digest("hex").slice(0, 32)}@${new URL(publicUrl).hostname}>`;
}

/** Takes the message for this process, or null when another took it first. */
async function take(services: Services, tenant: string, claim: ReminderClaim, now: Date): Promise<ReminderClaim | null> {
  try {
    return (await services.repositories.reminders.update(tenant, claim._id, { $set: { status: "sending", leaseUntil: new Date(now.getTime() + LEASE_MS).toISOString() }, $inc: { attempts: 1 } }, claim._version)) as ReminderClaim | null;
  } catch (error) {
    if (error instanceof VersionConflictError) return null;
    throw error;
  }
}

type Outcome = "sent" | "retrying" | "failed" | "cancelled";

async function attempt(services: Services, tenant: string, config: PreparedConfig, claim: ReminderClaim, now: Date): Promise<Outcome> {
  const claims = services.repositories.reminders;
  const finish = async (outcome: Outcome, fields: Record<string, unknown>) => {
    await claims.update(tenant, claim._id, { $set: { status: outcome, ...fields }, $unset: { leaseUntil: "" } });
    return outcome;
  };
  const record = await services.repositories[claim.collection].findById(tenant, claim.recordId);
  const reminder = config.areas.reminders.find((candidate) => candidate.key === claim.key);
  const template = config.areas.reminderDelivery.templates[claim.key];
  if (!record || !reminder || !template) return finish("cancelled", {});
  // The stop condition is honoured when sending, not only when queueing.
  if (!reminder.active(await reminderSubject(services, config, claim.collection, record, universityToday(now, config)))) return finish("cancelled", {});
  const account = record.userId ? await services.repositories.users.findById(tenant, String(record.userId)) : null;
  const to = String(account?.email ?? record.email ?? "");
  if (!to) return finish("failed", { lastError: "no email address" });
  const email = renderReminderEmail(config, template, record, { givenName: String(account?.givenName ?? record.givenName ?? ""), familyName: String(account?.familyName ?? record.familyName ?? "") }, services.env.publicUrl);
  const messageId = reminderMessageId(claim._id, services.env.publicUrl);
  try {
    await messageSender(services).send({ channel: "email", to, subject: email.subject, text: email.text, html: email.html, tenant, purpose: `reminder:${claim.key}`, messageId });
    return finish("sent", { sentAt: services.clock().toISOString(), to, subject: email.subject, messageId });
  } catch (error) {
    const wait = retryDelayMinutes(config.areas.reminderDelivery.retry, claim.attempts);
    const lastError = (error as Error).message.slice(0, 500);
    if (wait === null) return finish("failed", { to, subject: email.subject, messageId, lastError });
    return finish("retrying", { to, subject: email.subject, messageId, lastError, nextAttemptAt: new Date(now.getTime() + wait * 60_000).toISOString() });
  }
}

/** Sends what is due for one university now. */
export async function deliverTenant(services: Services, tenant: string, now: Date): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retrying: 0, failed: 0, cancelled: 0, quiet: false };
  const config = (await services.configs.current(tenant)).prepared;
  const delivery = config.areas.reminderDelivery;
  if (inQuietHours(minutesOfDayIn(now, config.timeZone), delivery.quietHours)) return { ...result, quiet: true };
  const at = now.toISOString();
  const ready = (await services.repositories.reminders.find(
    tenant,
    { $or: [{ status: { $in: ["queued", "retrying"] }, nextAttemptAt: { $lte: at } }, { status: "sending", leaseUntil: { $lt: at } }] },
    { sort: { nextAttemptAt: 1 }, limit: delivery.batchSize },
  )) as ReminderClaim[];
  for (const claim of ready) {
    const taken = await take(services, tenant, claim, now);
    if (!taken) continue;
    result[await attempt(services, tenant, config, taken, now)] += 1;
  }
  return result;
}

/** Staff's 'Try again': failed messages go back in the queue with their attempts counted afresh. */
export async function retryFailed(services: Services, tenant: string, ids: readonly string[] | null): Promise<number> {
  return services.repositories.reminders.updateWhere(tenant, { status: "failed", ...(ids ? { _id: { $in: [...ids] } } : {}) }, { $set: { status: "queued", attempts: 0, nextAttemptAt: services.clock().toISOString() } });
}

/** The messages that failed for good, newest first, for staff to read and try again. */
export async function failedReminders(services: Services, tenant: string, limit: number): Promise<ReminderClaim[]> {
  return (await services.repositories.reminders.find(tenant, { status: "failed" }, { sort: { createdAt: -1 }, limit })) as ReminderClaim[];
}
