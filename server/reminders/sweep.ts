// One sweep of a university's reminders (issue 19 items 1, 2; decision 0830). Per collection the
// store is asked for the records a timed reminder could be due for today (the triggers as store
// filters, within the days a send can fall on), a batch at a time in _id order; for each the
// due reminders are worked out with the published configuration and each is queued by
// inserting its claim, whose _id is the claim key: a second sweep (another instance, an
// overlapping tick, a rerun after a crash) meets the duplicate key and queues nothing.
import { randomUUID } from "node:crypto";
import type { PreparedConfig } from "../../rules";
import { dueReminders, type DueReminder } from "../../rules/reminders/due-reminders";
import { claimKey, reminderFilter, timedReminders, withinDailyLimit } from "../../rules/reminders/delivery";
import type { EntityRecord } from "../repositories";
import type { Services } from "../services";
import { DuplicateKeyError } from "../store/port";
import { universityToday } from "../time";
import { COMPUTED_SUBJECT_FIELDS, REMINDER_COLLECTIONS, reminderSubject, type ReminderCollection } from "./reminder-subject";

export interface SweepResult {
  queued: number;
  /** Due, but not queued now: already queued by another sweep, or over the person's daily limit. */
  skipped: number;
  byKey: Record<string, number>;
  /** Records read from the store. */
  examined: number;
}

/** A reminder claim: the queued message, its delivery state, and the log of what was sent. */
export type ReminderClaim = EntityRecord & ClaimFields;

interface ClaimFields {
  _id: string;
  key: string;
  collection: ReminderCollection;
  recordId: string;
  personId: string;
  anchor: string;
  day: number;
  sequence: number;
  /** The university's date the reminder was queued on (the daily limit counts these). */
  sendDate: string;
  status: "queued" | "sending" | "sent" | "retrying" | "failed" | "cancelled";
  attempts: number;
  nextAttemptAt: string;
  createdAt: string;
  leaseUntil?: string;
  sentAt?: string;
  to?: string;
  subject?: string;
  messageId?: string;
  lastError?: string;
  /** The sweep that queued it (which of a batch's claims a sweep itself queued, when two ran at once). */
  sweepId?: string;
}

const emptyResult = (): SweepResult => ({ queued: 0, skipped: 0, byKey: {}, examined: 0 });

function merge(into: SweepResult, from: SweepResult): SweepResult {
  into.queued += from.queued;
  into.skipped += from.skipped;
  into.examined += from.examined;
  for (const [key, count] of Object.entries(from.byKey)) into.byKey[key] = (into.byKey[key] ?? 0) + count;
  return into;
}

/** The person a record belongs to (the daily limit counts per person). */
export const personOf = (record: EntityRecord): string => String(record.userId ?? record._id);

async function sweepCollection(services: Services, tenant: string, config: PreparedConfig, collection: ReminderCollection, today: string, now: Date, sweepId: string): Promise<SweepResult> {
  const result = emptyResult();
  const reminders = timedReminders(config.areas.reminders, collection);
  if (reminders.length === 0) return result;
  const delivery = config.areas.reminderDelivery;
  const candidates = { $or: reminders.map((reminder) => reminderFilter(reminder, today, delivery.graceDays, COMPUTED_SUBJECT_FIELDS[collection])) };
  const claims = services.repositories.reminders;
  let after = "";
  for (;;) {
    const batch = await services.repositories[collection].find(tenant, after ? { $and: [candidates, { _id: { $gt: after } }] } : candidates, { sort: { _id: 1 }, limit: delivery.batchSize });
    if (batch.length === 0) break;
    after = batch[batch.length - 1]._id;
    result.examined += batch.length;
    const ids = batch.map((record) => record._id);
    const persons = [...new Set(batch.map(personOf))];
    const [logged, queuedToday] = await Promise.all([
      claims.find(tenant, { recordId: { $in: ids } }, { projection: { recordId: 1, key: 1, anchor: 1, day: 1 } }),
      claims.find(tenant, { personId: { $in: persons }, sendDate: today }, { projection: { personId: 1 } }),
    ]);
    const sentLog = new Map<string, Array<{ key: string; anchor: string; day: number }>>();
    for (const claim of logged) {
      const entries = sentLog.get(String(claim.recordId)) ?? [];
      entries.push({ key: String(claim.key), anchor: String(claim.anchor), day: Number(claim.day) });
      sentLog.set(String(claim.recordId), entries);
    }
    const sentToday = new Map<string, number>();
    for (const claim of queuedToday) sentToday.set(String(claim.personId), (sentToday.get(String(claim.personId)) ?? 0) + 1);

    const pending: ClaimDocument[] = [];
    for (const record of batch) {
      const log = sentLog.get(record._id) ?? [];
      const byDate = dueReminders(reminders, record, log, today, { graceDays: delivery.graceDays, timingOnly: true });
      if (byDate.length === 0) continue;
      const dated = new Set(byDate.map((due) => due.key));
      const subject = await reminderSubject(services, config, collection, record, today);
      const due = dueReminders(reminders.filter((reminder) => dated.has(reminder.key)), subject, log, today, { graceDays: delivery.graceDays });
      for (const reminder of due) {
        const person = personOf(record);
        if (!withinDailyLimit(sentToday.get(person) ?? 0, delivery.maxPerPersonPerDay)) {
          result.skipped += 1;
          continue;
        }
        pending.push(claimDocument(tenant, collection, record, reminder, today, now, sweepId));
        sentToday.set(person, (sentToday.get(person) ?? 0) + 1);
      }
    }
    const queued = await queueAll(services, tenant, pending, sweepId);
    result.queued += queued.length;
    result.skipped += pending.length - queued.length;
    for (const claim of queued) result.byKey[claim.key] = (result.byKey[claim.key] ?? 0) + 1;
    if (batch.length < delivery.batchSize) break;
  }
  return result;
}

type ClaimDocument = ClaimFields & { [field: string]: unknown };

function claimDocument(tenant: string, collection: ReminderCollection, record: EntityRecord, due: DueReminder, today: string, now: Date, sweepId: string): ClaimDocument {
  return {
    _id: claimKey({ tenant, key: due.key, recordId: record._id, anchor: due.anchor, day: due.day }),
    key: due.key,
    collection,
    recordId: record._id,
    personId: personOf(record),
    anchor: due.anchor,
    day: due.day,
    sequence: due.sequence,
    sendDate: today,
    status: "queued",
    attempts: 0,
    nextAttemptAt: now.toISOString(),
    createdAt: now.toISOString(),
    sweepId,
  };
}

/**
 * Queues a batch's claims in one write; when another sweep queued one of them meanwhile (a
 * duplicate _id), each is inserted on its own and those another sweep holds are left to it. The
 * claims this sweep queued are those carrying its id.
 */
async function queueAll(services: Services, tenant: string, claims: ClaimDocument[], sweepId: string): Promise<ClaimDocument[]> {
  if (claims.length === 0) return [];
  const repository = services.repositories.reminders;
  try {
    await repository.insertMany(tenant, claims);
    return claims;
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
  }
  for (const claim of claims) {
    try {
      await repository.insert(tenant, claim);
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }
  const ours = new Set((await repository.find(tenant, { _id: { $in: claims.map((claim) => claim._id) }, sweepId }, { projection: { _id: 1 } })).map((claim) => claim._id));
  return claims.filter((claim) => ours.has(claim._id));
}

/** Sweeps one university as of `now` (its today in its time zone, or `today` when given: the CLI's "as if it were that day"). */
export async function sweepTenant(services: Services, tenant: string, now: Date, options: { today?: string } = {}): Promise<SweepResult> {
  const config = (await services.configs.current(tenant)).prepared;
  const today = options.today ?? universityToday(now, config);
  const result = emptyResult();
  const sweepId = randomUUID();
  for (const collection of REMINDER_COLLECTIONS) merge(result, await sweepCollection(services, tenant, config, collection, today, now, sweepId));
  return result;
}

/** Sweeps every university (or one). */
export async function sweepReminders(services: Services, now: Date, options: { today?: string; tenant?: string } = {}): Promise<SweepResult> {
  const tenants = options.tenant ? [options.tenant] : (await services.repositories.tenants.list()).map((tenant) => tenant.key);
  const result = emptyResult();
  for (const tenant of tenants) merge(result, await sweepTenant(services, tenant, now, options));
  return result;
}
