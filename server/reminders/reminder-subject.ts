// What a reminder's trigger and stop condition see (decisions 0830 and 0024): the stored record
// and the derived values the university's reminders read (a student's tasks, each checklist
// section's status from their own progress, whether the tasks the CAS waits for are done; an
// offer's requirements still a condition), worked out by rules/derived from the record and its
// documents, as the list rows show them.
import type { PreparedConfig } from "../../rules";
import { DERIVED_FIELDS } from "../../rules/derived/derived-values";
import type { EntityRecord } from "../repositories";
import type { Services } from "../services";
import { recordWithDerived } from "../records/derived";

export type ReminderCollection = "students" | "applications" | "offers";
export const REMINDER_COLLECTIONS: readonly ReminderCollection[] = ["students", "applications", "offers"];

/** The fields reminderSubject works out, which the store does not hold: a sweep's store filters leave them to the evaluation. */
export const COMPUTED_SUBJECT_FIELDS: Readonly<Record<ReminderCollection, readonly string[]>> = DERIVED_FIELDS;

export function reminderSubject(services: Services, config: PreparedConfig, collection: ReminderCollection, record: EntityRecord, today: string): Promise<Record<string, unknown>> {
  return recordWithDerived(services, config, collection, record, "reminders", today);
}
