// The CAS tracker (002 §3.6, §4.4) for a student: rules/ computes the step and progress from the
// record's tracker summary (`casTracker`), its CAS status (or pipeline stage) and whether the
// tasks are complete; the time of first completion is recorded when a save completes them.
import { casTracker, type CasTrackerState, type CasTrackerSummary } from "../../rules";
import type { StudentView } from "../../rules/checklist/student-view";
import { casStatusOf, studentTaskRows, tasksComplete, type TaskRow } from "../../rules/checklist/tasks";
import type { OpenedRecord } from "../records/record-page";
import type { Services } from "../services";
import { updateRecord } from "../records/write-path";
import { uploadsByType } from "./documents";

export function studentView(opened: OpenedRecord, student: Record<string, unknown> = opened.record): StudentView {
  return { config: opened.config, student, today: opened.today, role: opened.user.role };
}

export function trackerSummaryOf(student: Record<string, unknown>): CasTrackerSummary {
  const stored = student.casTracker && typeof student.casTracker === "object" ? (student.casTracker as CasTrackerSummary) : {};
  // The CAS number the university recorded (issue 17 item 3) shows once the CAS is issued.
  const casNumber = stored.casNumber ?? (typeof student.casNumber === "string" ? student.casNumber : undefined);
  return { ...stored, cas_status: stored.cas_status ?? casStatusOf(student), ...(casNumber ? { casNumber } : {}) };
}

/** The tracker from task rows already computed for the page (they are computed once per request). */
export function casTrackerFrom(opened: OpenedRecord, rows: readonly TaskRow[]): CasTrackerState {
  const summary = trackerSummaryOf(opened.record);
  if (summary.isTasksComplete !== true) summary.isTasksComplete = tasksComplete(rows);
  return casTracker(summary, opened.today);
}

export async function studentTasks(services: Services, opened: OpenedRecord): Promise<TaskRow[]> {
  return studentTaskRows(studentView(opened), await uploadsByType(services, opened));
}

export async function casTrackerOf(services: Services, opened: OpenedRecord): Promise<CasTrackerState> {
  const summary = trackerSummaryOf(opened.record);
  if (summary.isTasksComplete === true) return casTracker(summary, opened.today);
  return casTrackerFrom(opened, await studentTasks(services, opened));
}

/** After a save: the first time the tasks are complete, remember when (the tracker's reviewing curve starts then). */
export async function noteTasksComplete(services: Services, opened: OpenedRecord): Promise<void> {
  const student = await services.repositories.students.findById(opened.tenant, opened.record._id);
  if (!student || trackerSummaryOf(student).tasksCompleteAt) return;
  const current = { ...opened, record: student };
  if (!tasksComplete(await studentTasks(services, current))) return;
  await updateRecord(services, opened.tenant, "students", student._id, { $set: { "casTracker.isTasksComplete": true, "casTracker.tasksCompleteAt": services.clock().toISOString() } }, { actor: opened.user.id, action: "checklist.complete" });
}
