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

export interface CompiledSubmission {
  /** Over { application, complete }. */
  statusAfterSave: Condition;
  editable: Condition;
  canSubmit: Condition;
  submittedStatus: string;
  readOnlyMessage: string;
  incompleteMessage: string;
  confirmation: { subject: string; body: string };
}

export interface CompiledApplicationArea {
  submission: CompiledSubmission;
  /** A your-information page's address: form id -> path part, and back (decision 0401). */
  yourInformationPaths: { byForm: ReadonlyMap<string, string>; byPath: ReadonlyMap<string, string> };
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
  const submission = area.submission;
  const at = (key: string) => childLocation(childLocation("application", "submission"), key);
  compiler.requireMessage(submission.readOnlyMessage, at("readOnlyMessage"));
  compiler.requireMessage(submission.incompleteMessage, at("incompleteMessage"));
  compiler.requireMessage(submission.confirmation.subject, childLocation(at("confirmation"), "subject"));
  compiler.requireMessage(submission.confirmation.body, childLocation(at("confirmation"), "body"));
  const byForm = new Map<string, string>();
  const byPath = new Map<string, string>();
  for (const [formId, path] of Object.entries(area.yourInformationPaths ?? {})) {
    const at = childLocation(childLocation("application", "yourInformationPaths"), formId);
    compiler.requireForm(formId, at);
    if (byPath.has(path)) compiler.problem(at, `the address "${path}" is given twice`);
    byForm.set(formId, path);
    byPath.set(path, formId);
  }
  return {
    yourInformationPaths: { byForm, byPath },
    submission: {
      statusAfterSave: compiler.condition(submission.statusAfterSave, at("statusAfterSave"), null),
      editable: compiler.condition(submission.editable, at("editable"), true),
      canSubmit: compiler.condition(submission.canSubmit, at("canSubmit"), false),
      submittedStatus: submission.submittedStatus,
      readOnlyMessage: submission.readOnlyMessage,
      incompleteMessage: submission.incompleteMessage,
      confirmation: submission.confirmation,
    },
    taskGroups: compileGroups(area.taskGroups, "application.taskGroups", compiler),
    yourInformationGroups: compileGroups(area.yourInformationGroups, "application.yourInformationGroups", compiler),
    lockedWhen,
  };
}
