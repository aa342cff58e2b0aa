// A person's reminders as staff see them on the record (issue 19 item 5; decision 0831): those
// queued or sent, newest first, with their delivery state; and the next ones due for each of
// the person's records, with their dates.
import type { PreparedConfig } from "../../rules";
import { explainReminders } from "../../rules/reminders/explain";
import type { Services } from "../services";
import { universityDateTime } from "../time";
import { REMINDER_COLLECTIONS, reminderSubject } from "./reminder-subject";
import type { ReminderClaim } from "./sweep";

export interface PersonReminders {
  sent: Array<{ id: string; when: string; which: string; status: string; attempts: number; failed: boolean }>;
  next: Array<{ date: string; which: string }>;
}

const SHOWN = 50;

export async function personReminders(services: Services, config: PreparedConfig, tenant: string, userId: string, today: string): Promise<PersonReminders> {
  const about = (key: string) => String(config.areas.reminders.find((reminder) => reminder.key === key)?.definition.about ?? key);
  const claims = (await services.repositories.reminders.find(tenant, { personId: userId }, { sort: { createdAt: -1 }, limit: SHOWN })) as ReminderClaim[];
  const next: PersonReminders["next"] = [];
  for (const collection of REMINDER_COLLECTIONS) {
    const reminders = config.areas.reminders.filter((reminder) => reminder.definition.collection === collection);
    if (reminders.length === 0) continue;
    for (const record of await services.repositories[collection].find(tenant, { userId })) {
      const subject = await reminderSubject(services, config, collection, record, today);
      const sentLog = claims.filter((claim) => claim.recordId === record._id).map((claim) => ({ key: claim.key, anchor: claim.anchor, day: claim.day }));
      for (const explained of explainReminders(reminders, subject, sentLog, today, config.areas.reminderDelivery.graceDays)) {
        if (explained.due) next.push({ date: today, which: explained.about });
        else if (explained.nextDate) next.push({ date: explained.nextDate, which: explained.about });
      }
    }
  }
  return {
    sent: claims.map((claim) => ({
      id: claim._id,
      when: universityDateTime(claim.sentAt ?? claim.createdAt, config),
      which: about(claim.key),
      status: config.text(`reminders.status.${claim.status}`),
      attempts: claim.attempts,
      failed: claim.status === "failed",
    })),
    next: next.sort((a, b) => a.date.localeCompare(b.date)).slice(0, 10),
  };
}
