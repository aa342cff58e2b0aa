// Why a reminder is or is not due for a record (the CLI's `reminders due`), and when each is
// next due (the staff's view of a record): the same reading of the schedule as dueReminders.
import { getAt } from "../forms/field-paths";
import { daysBetween, formatDate, parseDay } from "../operations/calendar";
import type { SentReminder } from "../types";
import type { CompiledReminder } from "./compile-reminder";
import { addDays } from "../dates/add-days";
import { dueReminders } from "./due-reminders";
import { latestSendDay, sendDays } from "./timing";

export interface ReminderExplanation {
  key: string;
  about: string;
  /** The trigger holds and the stop condition does not. */
  active: boolean;
  countFrom: string | null;
  daysSince: number | null;
  /** The schedule's latest send day on or before today (days after countFrom) and its number. */
  latestSend: { day: number; sequence: number; date: string } | null;
  alreadySent: boolean;
  due: boolean;
  /** The next date it would go after today, while it stays active. */
  nextDate: string | null;
}

export function explainReminders(reminders: readonly CompiledReminder[], record: unknown, sentLog: readonly SentReminder[], today: string, graceDays: number): ReminderExplanation[] {
  const dueKeys = new Set(dueReminders(reminders, record, sentLog, today, { graceDays }).map((due) => due.key));
  const now = parseDay(today);
  return reminders
    .filter((reminder) => reminder.offsets.length > 0)
    .map((reminder) => {
      const from = parseDay(getAt(record, reminder.countFrom));
      const anchor = from ? formatDate(from) : null;
      const elapsed = from && now ? daysBetween(from, now) : null;
      const latest = elapsed === null ? null : latestSendDay(reminder, elapsed);
      const next = anchor && elapsed !== null ? sendDays(reminder, elapsed + 400).find((day) => day > elapsed) : undefined;
      const active = reminder.active(record);
      return {
        key: reminder.key,
        about: String(reminder.definition.about ?? ""),
        active,
        countFrom: anchor,
        daysSince: elapsed,
        latestSend: latest && anchor ? { ...latest, date: addDays(anchor, latest.day) } : null,
        alreadySent: latest !== null && sentLog.some((entry) => entry.key === reminder.key && entry.anchor === anchor && entry.day === latest.day),
        due: dueKeys.has(reminder.key),
        nextDate: active && anchor && next !== undefined ? addDays(anchor, next) : null,
      };
    });
}

