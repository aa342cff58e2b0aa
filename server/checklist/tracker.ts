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

/** The checklist task (its kind "checklist": the four sections' pages) shows Complete. */
const checklistDone = (rows: readonly TaskRow[]): boolean => rows.some((row) => row.kind === "checklist") && rows.filter((row) => row.kind === "checklist").every((row) => row.status === "Complete");

/**
 * After a save: the first time the checklist is complete, remember when (the outstanding documents
 * and pre-CAS questionnaire reminders count from it; decision 0030), and the first time the tasks
 * are complete (the tracker's reviewing curve starts then). Each is set once, in one write.
 */
export async function noteTasksComplete(services: Services, opened: OpenedRecord): Promise<void> {
  const student = await services.repositories.students.findById(opened.tenant, opened.record._id);
  if (!student) return;
  const checklistNoted = typeof student.checklistCompletedAt === "string";
  const tasksNoted = !!trackerSummaryOf(student).tasksCompleteAt;
  if (checklistNoted && tasksNoted) return;
  const rows = await studentTasks(services, { ...opened, record: student });
  const at = services.clock().toISOString();
  const $set: Record<string, unknown> = {};
  if (!checklistNoted && checklistDone(rows)) $set.checklistCompletedAt = at;
  if (!tasksNoted && tasksComplete(rows)) Object.assign($set, { "casTracker.isTasksComplete": true, "casTracker.tasksCompleteAt": at });
  if (Object.keys($set).length === 0) return;
  await updateRecord(services, opened.tenant, "students", student._id, { $set }, { actor: opened.user.id, action: "checklist.complete" });
}
