// Task statuses of task lists (000 §4): what a row shows and whether it can be opened.
// Todo and Locked rows cannot be opened unless forced; the others can (Unknown too, to be put right).

export const TASK_STATUSES = ["Todo", "InProgress", "Complete", "InError", "Rejected", "Waiting", "Locked", "None", "Ready", "Requested", "Unknown"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The catalogue key of each status's badge ('To do', 'Done', 'View/Resolve', ...). */
export const TASK_BADGE_KEYS: Readonly<Record<TaskStatus, string>> = {
  Todo: "tasks.status.todo",
  InProgress: "tasks.status.inProgress",
  Complete: "tasks.status.complete",
  InError: "tasks.status.inError",
  Rejected: "tasks.status.rejected",
  Waiting: "tasks.status.waiting",
  Locked: "tasks.status.locked",
  None: "tasks.status.none",
  Ready: "tasks.status.ready",
  Requested: "tasks.status.requested",
  Unknown: "tasks.status.unknown",
};

export function canOpenTask(status: TaskStatus, forced = false): boolean {
  return forced || (status !== "Todo" && status !== "Locked");
}

/**
 * A form-backed task: locked while its lock condition holds; otherwise done when its saved
 * answers pass validation, 'View/Resolve' when saved answers no longer pass (the configuration
 * changed since), and 'To do' until first saved.
 */
export function formTaskStatus(input: { locked: boolean; saved: boolean; errorCount: number }): TaskStatus {
  if (input.locked) return "Locked";
  if (!input.saved) return "InProgress";
  return input.errorCount === 0 ? "Complete" : "InError";
}

/**
 * An application section (000 §2 'Unknown, To do, Done, Ready, Locked, Requested'; decision 0818):
 * Requested when the university rejected a document on it and asks for another; Ready when a
 * section that waits on others (it has a lock) may now be started; Unknown when its answers cannot
 * be worked out (errorCount null); otherwise as any form task.
 */
export function sectionTaskStatus(input: { locked: boolean; lockable: boolean; saved: boolean; errorCount: number | null; requested: boolean }): TaskStatus {
  if (input.locked) return "Locked";
  if (input.requested) return "Requested";
  if (input.errorCount === null) return "Unknown";
  if (!input.saved && input.lockable) return "Ready";
  return formTaskStatus({ locked: false, saved: input.saved, errorCount: input.errorCount });
}
