// What the draft would make of one person's record besides their forms (issue 38 item 6): the
// funding calculator's summary and their next reminders (dates and which), for the form preview
// and the Sandbox. The calculator and the reminder rules are the ones users get, run with the
// configuration given; "today" is an argument.
import { evaluatePage, type PreparedConfig } from "../../rules";
import { fundingSummaryOf } from "../../rules/checklist/staff-view";
import type { FundingSummary } from "../../rules/domain/funding-summary";
import { explainReminders } from "../../rules/reminders/explain";
import type { EntityRecord } from "../repositories";
import { reminderSubject, type ReminderCollection } from "../reminders/reminder-subject";
import type { ReminderClaim } from "../reminders/sweep";
import type { Services } from "../services";

/** Reminders listed ahead. */
const NEXT_REMINDERS = 10;

export interface NextReminder {
  /** `YYYY-MM-DD`: today when one is due now. */
  date: string;
  reminder: string;
}

/** The forms whose answers the funding calculator fills in. */
export function fundingForms(config: PreparedConfig): string[] {
  return Object.entries(config.document.forms)
    .filter(([, definition]) => Object.values(definition.calculate ?? {}).includes("funding"))
    .map(([formId]) => formId);
}

/** The calculator's summary for a CAS student's record, or null when no form of the configuration has it. */
export function fundingSummaryFor(config: PreparedConfig, student: Record<string, unknown>, today: string): FundingSummary | null {
  for (const formId of fundingForms(config)) {
    if (config.formProblems(formId).length > 0) continue;
    const summary = fundingSummaryOf(evaluatePage(config, formId, { record: student, today, role: "Student" }).answers);
    if (summary) return summary;
  }
  return null;
}

/** A record's next reminders under the configuration, soonest first: what is due today, then each reminder's next date. */
export async function nextReminders(services: Services, input: { tenant: string; config: PreparedConfig; collection: ReminderCollection; record: EntityRecord; today: string }): Promise<NextReminder[]> {
  const { config, collection, record, today } = input;
  const reminders = config.areas.reminders.filter((reminder) => reminder.definition.collection === collection);
  if (reminders.length === 0) return [];
  const claims = (await services.repositories.reminders.find(input.tenant, { recordId: record._id })) as ReminderClaim[];
  const sentLog = claims.map((claim) => ({ key: claim.key, anchor: claim.anchor, day: claim.day }));
  const subject = await reminderSubject(services, config, collection, record, today);
  const next: NextReminder[] = [];
  for (const explained of explainReminders(reminders, subject, sentLog, today, config.areas.reminderDelivery.graceDays)) {
    const date = explained.due ? today : explained.nextDate;
    if (date) next.push({ date, reminder: explained.about || explained.key });
  }
  return next.sort((a, b) => a.date.localeCompare(b.date) || a.reminder.localeCompare(b.reminder)).slice(0, NEXT_REMINDERS);
}
