// What a reminder's trigger and stop condition see (decision 0830): the stored record, and for a
// student what their checklist shows (each task's status by id, the sections' statuses, whether
// the tasks the CAS waits for are done), computed as the checklist page computes them.
import type { PreparedConfig } from "../../rules";
import { studentTaskRows, tasksComplete } from "../../rules/checklist/tasks";
import { taskScope } from "../../rules/checklist/student-view";
import { uploadsByType } from "../checklist/documents";
import type { EntityRecord } from "../repositories";
import type { Services } from "../services";

export type ReminderCollection = "students" | "applications" | "offers";
export const REMINDER_COLLECTIONS: readonly ReminderCollection[] = ["students", "applications", "offers"];

/** The fields reminderSubject works out, which the store does not hold: a sweep's store filters leave them to the evaluation. */
export const COMPUTED_SUBJECT_FIELDS: Readonly<Record<ReminderCollection, readonly string[]>> = { students: ["tasks", "checklistSections", "isTasksComplete"], applications: [], offers: [] };

export async function reminderSubject(services: Services, config: PreparedConfig, collection: ReminderCollection, record: EntityRecord, today: string): Promise<Record<string, unknown>> {
  if (collection !== "students") return record;
  const view = { config, student: record, today, role: "Student" };
  const rows = studentTaskRows(view, await uploadsByType(services, { tenant: String(record.tenant), record }));
  return { ...record, tasks: Object.fromEntries(rows.map((row) => [row.id, row.status])), checklistSections: taskScope(view).sections, isTasksComplete: tasksComplete(rows) };
}
