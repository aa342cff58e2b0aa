// The chosen person as the draft would make them, for the form preview and the Sandbox: the
// funding calculator (CAS students) and their next reminders, dates as pages show them.
import type { PreparedConfig } from "../../rules";
import { fundingSummaryFor, nextReminders } from "../../server/config-admin/preview-person";
import type { RecordCollection } from "../../server/config-admin/records";
import type { EntityRecord } from "../../server/repositories";
import type { Services } from "../../server/services";
import type { DraftPersonData } from "../components/config/DraftPerson";
import { formatDate } from "../lib/format";

export async function draftPerson(services: Services, input: { tenant: string; config: PreparedConfig; collection: RecordCollection; record: EntityRecord; today: string; name: string }): Promise<DraftPersonData> {
  const reminders = await nextReminders(services, input);
  return {
    name: input.name,
    funding: input.collection === "students" ? fundingSummaryFor(input.config, input.record, input.today) : null,
    reminders: reminders.map((line) => ({ date: formatDate(line.date), reminder: line.reminder })),
  };
}
