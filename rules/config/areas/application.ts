// The applicant's task lists (000 §2): groups of form-backed tasks, a group's `visible` over
// { settings, application }, a task's lock over { record, application, settings, tasks }.
import { childLocation } from "../../problems";
import type { ApplicationArea, TaskGroupDefinition } from "../../types";
import type { AreaCompiler, Condition } from "../conditions";

export interface CompiledTaskGroup {
  title: string;
  tasks: readonly string[];
  visible: Condition;
}

export interface CompiledApplicationArea {
  taskGroups: readonly CompiledTaskGroup[];
  yourInformationGroups: readonly CompiledTaskGroup[];
  /** Form id to the condition that keeps its task Locked. */
  lockedWhen: ReadonlyMap<string, Condition>;
}

function compileGroups(groups: readonly TaskGroupDefinition[], location: string, compiler: AreaCompiler): CompiledTaskGroup[] {
  return groups.map((group, i) => {
    const at = childLocation(location, i);
    compiler.requireMessage(group.title, childLocation(at, "title"));
    group.tasks.forEach((formId, j) => compiler.requireForm(formId, childLocation(childLocation(at, "tasks"), j)));
    return { title: group.title, tasks: [...group.tasks], visible: compiler.condition(group.visible, childLocation(at, "visible"), true) };
  });
}

export function compileApplicationArea(area: ApplicationArea, compiler: AreaCompiler): CompiledApplicationArea {
  const lockedWhen = new Map<string, Condition>();
  for (const [formId, rule] of Object.entries(area.lockedWhen ?? {})) {
    const at = childLocation(childLocation("application", "lockedWhen"), formId);
    compiler.requireForm(formId, at);
    lockedWhen.set(formId, compiler.condition(rule, at, false));
  }
  return {
    taskGroups: compileGroups(area.taskGroups, "application.taskGroups", compiler),
    yourInformationGroups: compileGroups(area.yourInformationGroups, "application.yourInformationGroups", compiler),
    lockedWhen,
  };
}
