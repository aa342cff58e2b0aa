// Which reminders are due for a record now. Each send day goes out once per countFrom date (the
// sent log is checked); when the scheduler missed some days only the latest due send goes (a
// student gets one email, never a burst of catch-up ones), and not at all once it is more than
// `graceDays` old (a schedule added today does not mail everyone for a day long past).
// "No timing" schedules compile to day 0: they go on the first sweep after the moment they count from.

import { getAt } from "../forms/field-paths";
import { daysBetween, formatDate, parseDay } from "../operations/calendar";
import type { SentReminder } from "../types";
import type { CompiledReminder } from "./compile-reminder";
import { latestSendDay } from "./timing";

export interface DueReminder extends SentReminder {
  /** 1 for the first send of the schedule, 2 for the second, ... */
  sequence: number;
}

export const DEFAULT_GRACE_DAYS = 7;

/**
 * @param now the date (`YYYY-MM-DD`, or an ISO date-time whose date part counts) to evaluate for.
 */
export function dueReminders(
  reminders: readonly CompiledReminder[],
  record: unknown,
  sentLog: readonly SentReminder[],
  now: string,
  options: { graceDays?: number; timingOnly?: boolean } = {},
): DueReminder[] {
  const graceDays = options.graceDays ?? DEFAULT_GRACE_DAYS;
  const today = parseDay(now);
  if (!today) throw new TypeError(`dueReminders: "now" must be a date, got ${JSON.stringify(now)}`);
  const due: DueReminder[] = [];
  for (const reminder of reminders) {
    // timingOnly: whether a send falls due by the dates alone, before the conditions are judged
    // (a sweep judges them only for the records whose dates call for it).
    if (!options.timingOnly && !reminder.active(record)) continue;
    const from = parseDay(getAt(record, reminder.countFrom));
    if (!from) continue;
    const anchor = formatDate(from);
    const elapsed = daysBetween(from, today);
    const next = latestSendDay(reminder, elapsed);
    if (!next || elapsed - next.day > graceDays) continue;
    const sent = sentLog.filter((entry) => entry.key === reminder.key && entry.anchor === anchor);
    if (sent.some((entry) => entry.day === next.day)) continue;
    if (reminder.maxSends !== null && sent.length >= reminder.maxSends) continue;
    due.push({ key: reminder.key, anchor, day: next.day, sequence: next.sequence });
  }
  return due;
}
