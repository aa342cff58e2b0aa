// The student's task list (002 §2.1, §4.1; 000 §4 statuses; checklist-tasks.json): each task
// shown when enabled, Locked while its lock holds (Receive CAS until the earlier tasks are
// complete), otherwise the status its kind computes. Tasks not shown are "None" to later locks.
import { evaluate } from "../default-engine";
import { truthy } from "../jsonlogic/truthy";
import type { TaskStatus } from "../tasks/task-status";
import { isDocumentDone, type DocumentStatus } from "./documents";
import type { TaskDefinition, TasksDefinition } from "./types";

export interface TaskRow {
  id: string;
  labelKey: string;
  dueLabelKey: string | null;
  status: TaskStatus;
  clickable: boolean;
}

export interface TaskScope {
  sections: Record<string, unknown>;
  settings: Record<string, unknown>;
  student: Record<string, unknown>;
}

export function checklistTasks(definition: TasksDefinition, scope: TaskScope, statusOf: (task: TaskDefinition) => TaskStatus): TaskRow[] {
  const tasks: Record<string, TaskStatus> = {};
  const rows: TaskRow[] = [];
  for (const task of definition.tasks) {
    if (task.enabledWhen !== undefined && !truthy(evaluate(task.enabledWhen, scope))) {
      tasks[task.id] = "None";
      continue;
    }
    const locked = task.lockedWhen !== undefined && truthy(evaluate(task.lockedWhen, { ...scope, tasks }));
    const status: TaskStatus = locked ? "Locked" : statusOf(task);
    tasks[task.id] = status;
    const clickable = definition.clickable === undefined ? status !== "Todo" && status !== "Locked" : truthy(evaluate(definition.clickable, { status }));
    rows.push({ id: task.id, labelKey: task.labelKey, dueLabelKey: task.dueLabelKey ?? null, status, clickable });
  }
  return rows;
}

/** A documents task: done when every required document that applies is done; nothing required is done too. */
export function documentsTaskStatus(rows: ReadonlyArray<{ required: boolean; status: DocumentStatus }>): TaskStatus {
  return rows.every((row) => !row.required || isDocumentDone(row.status)) ? "Complete" : "InProgress";
}

/** Receive CAS (002 §4.1): waiting for the university once unlocked, Complete when the CAS is issued. */
export function receiveCasStatus(casStatus: unknown): TaskStatus {
  const normal = typeof casStatus === "string" ? casStatus.toLowerCase().replace(/[^a-z]/g, "") : "";
  return ["casissued", "visaissued", "visarefused"].includes(normal) ? "Complete" : "Waiting";
}
