// The student's task list (002 §2.1, §4.1; 000 §4 statuses; checklist-tasks.json): each task
// shown when enabled, Locked while its lock holds (Receive CAS until the earlier tasks are
// complete), otherwise the status its kind computes. Tasks not shown are "None" to later locks.
// Pure: the files stored per document type come in with the record.
import { interviewTaskStatus } from "../interviews/interview";
import type { CompiledTask, CompiledTasksArea } from "../config/areas/checklist-tasks";
import { truthy } from "../jsonlogic/truthy";
import type { TaskStatus } from "../tasks/task-status";
import { documentAreas, documentRows, isDocumentDone, type DocumentStatus } from "./documents";
import { checklistProgress, questionnaireProgress } from "./navigation";
import { taskScope, type StudentView } from "./student-view";

export interface TaskRow {
  id: string;
  kind: CompiledTask["kind"];
  labelKey: string;
  dueLabelKey: string | null;
  /** What to do, for a task with no page of its own. */
  hintKey: string | null;
  status: TaskStatus;
  clickable: boolean;
}

/** A documents task: Rejected while a document's files are all rejected; done when every required document that applies is done (nothing required is done too). */
export function documentsTaskStatus(rows: ReadonlyArray<{ required: boolean; status: DocumentStatus }>): TaskStatus {
  if (rows.some((row) => row.status === "REJECTED")) return "Rejected";
  return rows.every((row) => !row.required || isDocumentDone(row.status)) ? "Complete" : "InProgress";
}

/** The record's CAS status: its own, or the pipeline stage it is in. */
export function casStatusOf(student: Record<string, unknown>): string {
  return String(student.casStatus ?? student.stage ?? "");
}

/**
 * Receive CAS (002 §4.1): waiting for the university once unlocked, Complete when the CAS is
 * issued and the CAS document is there for the student to read (issue 40 item 13: never Done
 * with nothing to receive).
 */
export function receiveCasStatus(casStatus: unknown, documentReceived = true): TaskStatus {
  const normal = typeof casStatus === "string" ? casStatus.toLowerCase().replace(/[^a-z]/g, "") : "";
  return ["casissued", "visaissued", "visarefused"].includes(normal) && documentReceived ? "Complete" : "Waiting";
}

/** The university's documents a task hands the student (Receive CAS's CAS document): each required one uploaded. */
export function documentsReceived(view: StudentView, task: CompiledTask, uploads: ReadonlyMap<string, unknown[]>): boolean {
  return documentRows(view.config, documentAreas(view.config, task), view.student, uploads, view.today).every((row) => !row.required || row.uploads.length > 0);
}

function statusOfKind(view: StudentView, task: CompiledTask, uploads: ReadonlyMap<string, unknown[]>): TaskStatus {
  switch (task.kind) {
    case "checklist":
      return checklistProgress(view).complete ? "Complete" : "InProgress";
    case "questionnaire":
      return questionnaireProgress(view).complete ? "Complete" : "InProgress";
    case "documents":
      return documentsTaskStatus(documentRows(view.config, documentAreas(view.config, task), view.student, uploads, view.today));
    case "receiveCas":
      return receiveCasStatus(casStatusOf(view.student), documentsReceived(view, task, uploads));
    case "interviews":
      return interviewTaskStatus(view.config, view.student);
    default:
      return "Todo";
  }
}

/** Each shown task's status as its kind computes it, before any lock. */
export function statusesByKind(view: StudentView, uploads: ReadonlyMap<string, unknown[]>): Record<string, TaskStatus> {
  const scope = taskScope(view);
  const statuses: Record<string, TaskStatus> = {};
  for (const task of view.config.areas.tasks.tasks) if (truthy(task.enabledWhen(scope))) statuses[task.id] = statusOfKind(view, task, uploads);
  return statuses;
}

/** The rows: tasks not shown are left out (and are "None" to later locks); a lock that holds makes a row Locked. */
export function taskRows(area: CompiledTasksArea, scope: ReturnType<typeof taskScope>, byKind: Readonly<Record<string, TaskStatus>>): TaskRow[] {
  const tasks: Record<string, TaskStatus> = {};
  const rows: TaskRow[] = [];
  for (const task of area.tasks) {
    if (!truthy(task.enabledWhen(scope))) {
      tasks[task.id] = "None";
      continue;
    }
    const locked = task.lockedWhen !== null && truthy(task.lockedWhen({ ...scope, tasks }));
    const status: TaskStatus = locked ? "Locked" : (byKind[task.id] ?? "Todo");
    tasks[task.id] = status;
    const clickable = area.clickable === null ? status !== "Todo" && status !== "Locked" : truthy(area.clickable({ status }));
    rows.push({ id: task.id, kind: task.kind, labelKey: task.labelKey, dueLabelKey: task.dueLabelKey, hintKey: task.hintKey, status, clickable });
  }
  return rows;
}

export function studentTaskRows(view: StudentView, uploads: ReadonlyMap<string, unknown[]>): TaskRow[] {
  return taskRows(view.config.areas.tasks, taskScope(view), statusesByKind(view, uploads));
}

/** The tasks the CAS request waits for are done: the Receive CAS task is shown and no longer Locked. */
export function tasksComplete(rows: readonly TaskRow[]): boolean {
  const receive = rows.filter((row) => row.kind === "receiveCas");
  return receive.length > 0 && receive.every((row) => row.status !== "Locked");
}
