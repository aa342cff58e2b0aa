// The student's task list (002 §2.1, §4.1): each task's kind, whether it is shown (`enabledWhen`
// over { sections, settings, student }) and locked (`lockedWhen`, which also sees the statuses
// of the tasks before it as `tasks`), and whether a row of a status can be opened.
import { childLocation } from "../../problems";
import type { ChecklistTasksArea, TaskKind } from "../../types";
import type { AreaCompiler, Condition } from "../conditions";
import { keyMismatch, orderedEntries } from "../keyed-items";

export interface CompiledTask {
  id: string;
  labelKey: string;
  kind: TaskKind;
  /** For document tasks: the document areas it lists. */
  documents: readonly string[];
  section: string | null;
  dueLabelKey: string | null;
  /** What the student does, for a task with no page of its own (a milestone, Receive CAS). */
  hintKey: string | null;
  enabledWhen: Condition;
  lockedWhen: Condition | null;
}

export interface CompiledTasksArea {
  statusLabelKeys: Readonly<Record<string, string>>;
  /** Over { status }: whether a row can be opened. */
  clickable: Condition | null;
  tasks: readonly CompiledTask[];
}

export function compileTasksArea(area: ChecklistTasksArea, compiler: AreaCompiler, documentAreas: ReadonlySet<string>): CompiledTasksArea {
  for (const [status, key] of Object.entries(area.statusLabelKeys ?? {})) compiler.requireMessage(key, childLocation("checklist-tasks.statusLabelKeys", status));
  const ids = new Set<string>();
  // Keyed by task id (decisions 0035, 0093), listed in their order: a task's lock sees the tasks before it.
  const tasks = orderedEntries(area.tasks).map(([key, task]): CompiledTask => {
    const at = childLocation("checklist-tasks.tasks", key);
    const misnamed = keyMismatch("task id", task.id, key);
    if (misnamed) compiler.problem(at, misnamed);
    else if (ids.has(task.id)) compiler.problem(childLocation(at, "id"), `duplicate task id "${task.id}"`);
    ids.add(task.id);
    compiler.requireMessage(task.labelKey, childLocation(at, "labelKey"));
    compiler.requireMessage(task.dueLabelKey, childLocation(at, "dueLabelKey"));
    compiler.requireMessage(task.hintKey, childLocation(at, "hintKey"));
    if (task.kind === "documents" && !(task.documents?.length ?? 0)) compiler.problem(childLocation(at, "documents"), "a documents task needs at least one document area");
    (task.documents ?? []).forEach((name, j) => {
      if (!documentAreas.has(name)) compiler.problem(childLocation(childLocation(at, "documents"), j), `unknown document area "${name}"`);
    });
    return {
      id: task.id,
      labelKey: task.labelKey,
      kind: task.kind,
      documents: task.documents ?? [],
      section: task.section ?? null,
      dueLabelKey: task.dueLabelKey ?? null,
      hintKey: task.hintKey ?? null,
      enabledWhen: compiler.condition(task.enabledWhen, childLocation(at, "enabledWhen"), true),
      lockedWhen: task.lockedWhen === undefined ? null : compiler.condition(task.lockedWhen, childLocation(at, "lockedWhen"), false),
    };
  });
  return {
    statusLabelKeys: { ...area.statusLabelKeys },
    clickable: area.clickable === undefined ? null : compiler.condition(area.clickable, "checklist-tasks.clickable", false),
    tasks,
  };
}
