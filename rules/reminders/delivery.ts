// How reminders are sent (issue 19; decisions 0830, 0831), as pure functions of their
// configuration: the claim key that makes a reminder queue once, quiet hours, the daily limit,
// the retry waits, and the store filter that finds a sweep's candidates (the triggers'
// JSON-Logic translated as the tabs' are, within the days a send can fall on).
import { addDays } from "../dates/add-days";
import type { MongoFilter } from "../tabs/to-mongo-query";
import { NotTranslatableError, toMongoQuery } from "../tabs/to-mongo-query";
import { varPathsOf } from "../pages/client-page";
import type { CompiledReminder } from "./compile-reminder";
import type { QuietHours, ReminderDeliveryArea } from "../types";
import type { AreaCompiler } from "../config/conditions";
import { childLocation } from "../problems";

export interface ClaimParts {
  tenant: string;
  key: string;
  recordId: string;
  /** The date the schedule counts from (YYYY-MM-DD). */
  anchor: string;
  /** The schedule's day (days after the anchor) this send belongs to. */
  day: number;
}

/** One reminder send's identity: the same send always has the same key, so the store's unique _id lets it queue once. */
export function claimKey(parts: ClaimParts): string {
  return [parts.tenant, parts.key, parts.recordId, parts.anchor, String(parts.day)].map(encodeURIComponent).join(":");
}

const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether a local time (minutes after midnight in the university's time zone) is inside the quiet hours, which may run over midnight. */
export function inQuietHours(localMinutes: number, quiet: QuietHours | undefined): boolean {
  if (!quiet) return false;
  const from = minutesOf(quiet.from);
  const to = minutesOf(quiet.to);
  if (from === to) return false;
  return from < to ? localMinutes >= from && localMinutes < to : localMinutes >= from || localMinutes < to;
}

/** Whether one more reminder may go to a person who has had `sentToday` today. */
export function withinDailyLimit(sentToday: number, limit: number | undefined): boolean {
  return limit === undefined || sentToday < limit;
}

/** Minutes to wait before the next attempt after `attempts` failed ones; null once attempts are used up. */
export function retryDelayMinutes(retry: ReminderDeliveryArea["retry"], attempts: number): number | null {
  if (attempts >= retry.maxAttempts) return null;
  const waits = retry.backoffMinutes;
  return waits[Math.min(attempts - 1, waits.length - 1)] ?? waits[waits.length - 1];
}

/** Whether a rule reads a field the store does not hold (one a record's subject works out); a path worked out at run time counts. */
function readsComputed(rule: unknown, computed: readonly string[]): boolean {
  const paths = varPathsOf(rule);
  return paths === null || [...paths].some((path) => computed.some((field) => path === field || path.startsWith(`${field}.`)));
}

/**
 * The part of a trigger the store can judge: each condition of a top-level "and" that reads only
 * stored fields and translates (leaving one out only widens the candidates; the whole trigger is
 * judged in memory afterwards).
 */
function storeTrigger(trigger: unknown, computed: readonly string[]): MongoFilter[] {
  const parts = trigger && typeof trigger === "object" && !Array.isArray(trigger) && Array.isArray((trigger as { and?: unknown }).and) ? ((trigger as { and: unknown[] }).and) : [trigger];
  const filters: MongoFilter[] = [];
  for (const part of parts) {
    if (readsComputed(part, computed)) continue;
    try {
      const filter = toMongoQuery(part);
      if (Object.keys(filter).length) filters.push(filter);
    } catch (error) {
      if (!(error instanceof NotTranslatableError)) throw error;
    }
  }
  return filters;
}

/**
 * The store filter for one reminder's candidates on `today`: its trigger as far as the store can
 * judge it, with its countFrom date within the days a send can fall on (from the first offset
 * back to the last send plus the grace days; open-ended when the schedule repeats without a cap).
 * `computed`: the fields a record's subject adds that the store does not hold.
 */
export function reminderFilter(reminder: CompiledReminder, today: string, graceDays: number, computed: readonly string[] = []): MongoFilter {
  const field = reminder.countFrom.join(".");
  const newest = addDays(today, -reminder.offsets[0] + 1);
  const bounded = reminder.repeatEvery === null || reminder.maxSends !== null;
  const lastDay = reminder.repeatEvery === null ? reminder.offsets[reminder.offsets.length - 1] : reminder.offsets[reminder.offsets.length - 1] + reminder.repeatEvery * Math.max(0, (reminder.maxSends ?? 0) - reminder.offsets.length);
  const window: MongoFilter = { [field]: bounded ? { $lt: newest, $gte: addDays(today, -(lastDay + graceDays)) } : { $lt: newest } };
  const trigger = storeTrigger(reminder.definition.trigger, computed);
  return trigger.length ? { $and: [...trigger, window] } : window;
}

/** The timed reminders of a collection, in configuration order. */
export function timedReminders(reminders: readonly CompiledReminder[], collection: string): CompiledReminder[] {
  return reminders.filter((reminder) => reminder.definition.collection === collection && reminder.offsets.length > 0);
}

/** Checked at publish: every timed reminder has a template, every template a reminder and its messages. */
export function checkReminderDelivery(area: ReminderDeliveryArea, reminders: readonly CompiledReminder[], compiler: Pick<AreaCompiler, "problem" | "requireMessage">): ReminderDeliveryArea {
  const keys = new Set(reminders.map((reminder) => reminder.key));
  for (const reminder of reminders) {
    if (reminder.offsets.length > 0 && !Object.hasOwn(area.templates, reminder.key)) compiler.problem(childLocation("reminder-delivery.templates", reminder.key), `the timed reminder "${reminder.key}" has no template`);
  }
  for (const [key, template] of Object.entries(area.templates)) {
    const at = childLocation("reminder-delivery.templates", key);
    if (!keys.has(key)) compiler.problem(at, `"${key}" is not a reminder`);
    compiler.requireMessage(template.subjectKey, childLocation(at, "subjectKey"));
    compiler.requireMessage(template.bodyKey, childLocation(at, "bodyKey"));
  }
  return area;
}
