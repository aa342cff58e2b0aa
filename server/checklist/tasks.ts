// The student's task list (checklist-tasks.json) with each task's status: the checklist and
// questionnaire from their pages, document tasks from their documents, Receive CAS from the CAS
// status once the earlier tasks are complete (002 §4.1).
import { checklistTasks, documentsTaskStatus, receiveCasStatus, type TaskRow } from "../../rules/checklist/tasks";
import type { TaskDefinition } from "../../rules/checklist/types";
import type { TaskStatus } from "../../rules";
import type { Services } from "../services";
import type { UploadSummary } from "../uploads/uploads";
import { tasksDefinition } from "./config";
import { documentAreas, documentRows, uploadsByType } from "./documents";
import { checklistProgress, questionnaireProgress, taskScope } from "./pages";
import type { StudentContext } from "./student";

export interface StudentTaskRow extends TaskRow {
  /** Where the row leads, when it can be opened and has a page. */
  href: string | null;
}

/** The record's CAS status: its own, or the pipeline stage it is in. */
export function casStatusOf(student: Record<string, unknown>): string {
  return String(student.casStatus ?? student.stage ?? "");
}

function hrefOf(task: TaskDefinition): string | null {
  switch (task.kind) {
    case "checklist":
      return "/checklist";
    case "questionnaire":
      return "/questionnaire";
    case "documents":
      return `/tasks/${task.id}`;
    default:
      return null;
  }
}

export function taskRows(loaded: StudentContext, uploads: Map<string, UploadSummary[]>, student: Record<string, unknown> = loaded.student): StudentTaskRow[] {
  const definition = tasksDefinition(loaded.config);
  const statusOf = (task: TaskDefinition): TaskStatus => {
    switch (task.kind) {
      case "checklist": {
        const progress = checklistProgress(loaded, student);
        return progress.complete ? "Complete" : "InProgress";
      }
      case "questionnaire":
        return questionnaireProgress(loaded, student).complete ? "Complete" : "InProgress";
      case "documents":
        return documentsTaskStatus(documentRows(loaded, documentAreas(loaded, task), uploads, student));
      case "receiveCas":
        return receiveCasStatus(casStatusOf(student));
      case "interviews":
        return "Waiting";
      default:
        return "Todo";
    }
  };
  const byId = new Map(definition.tasks.map((task) => [task.id, task]));
  return checklistTasks(definition, taskScope(loaded, student), statusOf).map((row) => {
    const task = byId.get(row.id) as TaskDefinition;
    return { ...row, href: row.clickable ? hrefOf(task) : null };
  });
}

export async function taskRowsFor(services: Services, loaded: StudentContext): Promise<StudentTaskRow[]> {
  return taskRows(loaded, await uploadsByType(services, loaded));
}

/** The tasks the CAS request waits for are done: the Receive CAS task is no longer Locked. */
export function tasksComplete(loaded: StudentContext, rows: readonly StudentTaskRow[]): boolean {
  const receiveIds = new Set(tasksDefinition(loaded.config).tasks.filter((task) => task.kind === "receiveCas").map((task) => task.id));
  const receive = rows.filter((row) => receiveIds.has(row.id));
  return receive.length > 0 && receive.every((row) => row.status !== "Locked");
}

export function taskDefinitionOf(loaded: StudentContext, taskId: string): TaskDefinition | null {
  return tasksDefinition(loaded.config).tasks.find((task) => task.id === taskId) ?? null;
}
