// The applicant's task lists (000 §2): groups of form-backed tasks, a group's `visible` over
// { settings, application }, a task's lock over { record, application, settings, tasks }.
import { childLocation } from "../../problems";
import type { ApplicationArea, JsonLogic, TaskGroupDefinition } from "../../types";
import type { AreaCompiler, Condition } from "../conditions";
import { keyMismatches, orderedEntries } from "../keyed-items";
import { checkSelfServiceRole } from "./role-ceiling-checks";

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
  /** The application's status after one of its offers changed (over { application, offer }); null: unchanged. */
  statusFromOffer: Condition;
  /** The offers a submission opens: one per item (over { application }), fields over { application, item, coursesById, now }. */
  offers: { forEach: Condition; fields: CompiledFieldValues } | null;
}

/** A record's fields worked out by JSON-Logic (over { answers, applicant, agent }). */
export type CompiledFieldValues = ReadonlyArray<readonly [string, Condition]>;

export interface CompiledAgentApplications {
  newApplicantForm: string;
  newApplicationForm: string;
  applicantRole: string;
  emailQuestion: string;
  agentQuestion: string;
  accountFields: CompiledFieldValues;
  applicationFields: CompiledFieldValues;
  startAnswers: CompiledFieldValues;
  /** Form id -> its answers, filled from the new application. */
  sections: ReadonlyArray<readonly [string, CompiledFieldValues]>;
  duplicateEmailMessage: string;
  unknownAgentMessage: string;
  invitation: { days: number; subject: string; body: string };
}

export interface CompiledApplicationArea {
  submission: CompiledSubmission;
  /** How many applications an applicant may have. */
  maxApplications: number;
  /** An applicant's further application: its fields and first sections, over { applicant, first }. */
  startNew: { fields: CompiledFieldValues; sections: CompiledFieldValues };
  agents: CompiledAgentApplications;
  /** A your-information page's address: form id -> path part, and back (decision 0401). */
  yourInformationPaths: { byForm: ReadonlyMap<string, string>; byPath: ReadonlyMap<string, string> };
  taskGroups: readonly CompiledTaskGroup[];
  yourInformationGroups: readonly CompiledTaskGroup[];
  /** Form id to the condition that keeps its task Locked. */
  lockedWhen: ReadonlyMap<string, Condition>;
}

function compileGroups(groups: ReadonlyArray<readonly [string | number, TaskGroupDefinition]>, location: string, compiler: AreaCompiler): CompiledTaskGroup[] {
  return groups.map(([name, group]) => {
    const at = childLocation(location, name);
    compiler.requireMessage(group.title, childLocation(at, "title"));
    group.tasks.forEach((formId, j) => compiler.requireForm(formId, childLocation(childLocation(at, "tasks"), j)));
    return { title: group.title, tasks: [...group.tasks], visible: compiler.condition(group.visible, childLocation(at, "visible"), true) };
  });
}

/** The application's task groups, keyed by id (decisions 0035, 0093), in their order; a group whose id differs from its key is named. */
function keyedGroups(groups: ApplicationArea["taskGroups"], compiler: AreaCompiler): Array<[string, TaskGroupDefinition]> {
  const entries = orderedEntries(groups);
  for (const [key, misnamed] of keyMismatches(groups, "id", "group id")) compiler.problem(childLocation("application.taskGroups", key), misnamed);
  return entries;
}

function compileValues(values: Record<string, unknown>, location: string, compiler: AreaCompiler): CompiledFieldValues {
  return Object.entries(values).map(([field, rule]) => [field, compiler.condition(rule as JsonLogic, childLocation(location, field), null)] as const);
}

function compileSections(sections: Record<string, Record<string, unknown>>, location: string, compiler: AreaCompiler) {
  return Object.entries(sections).map(([formId, values]) => {
    compiler.requireForm(formId, childLocation(location, formId));
    return [formId, compileValues(values, childLocation(location, formId), compiler)] as const;
  });
}

/** Form id -> JSON-Logic giving the form's answers. */
function compileFormValues(values: Record<string, unknown>, location: string, compiler: AreaCompiler): CompiledFieldValues {
  for (const formId of Object.keys(values)) compiler.requireForm(formId, childLocation(location, formId));
  return compileValues(values, location, compiler);
}

function compileAgents(area: ApplicationArea["agents"], compiler: AreaCompiler): CompiledAgentApplications {
  const at = (key: string) => childLocation(childLocation("application", "agents"), key);
  compiler.requireForm(area.newApplicantForm, at("newApplicantForm"));
  compiler.requireForm(area.newApplicationForm, at("newApplicationForm"));
  compiler.requireMessage(area.duplicateEmailMessage, at("duplicateEmailMessage"));
  compiler.requireMessage(area.unknownAgentMessage, at("unknownAgentMessage"));
  compiler.requireMessage(area.invitation.subject, childLocation(at("invitation"), "subject"));
  compiler.requireMessage(area.invitation.body, childLocation(at("invitation"), "body"));
  checkSelfServiceRole(compiler, at("applicantRole"), area.applicantRole);
  const sections = compileSections(area.sections, at("sections"), compiler);
  return {
    newApplicantForm: area.newApplicantForm,
    newApplicationForm: area.newApplicationForm,
    applicantRole: area.applicantRole,
    emailQuestion: area.emailQuestion,
    agentQuestion: area.agentQuestion,
    startAnswers: compileValues(area.startAnswers, at("startAnswers"), compiler),
    accountFields: compileValues(area.accountFields, at("accountFields"), compiler),
    applicationFields: compileValues(area.applicationFields, at("applicationFields"), compiler),
    sections,
    duplicateEmailMessage: area.duplicateEmailMessage,
    unknownAgentMessage: area.unknownAgentMessage,
    invitation: { ...area.invitation },
  };
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
    maxApplications: area.maxApplications ?? 1,
    startNew: {
      fields: compileValues(area.startNew?.fields ?? {}, childLocation(childLocation("application", "startNew"), "fields"), compiler),
      sections: compileFormValues(area.startNew?.sections ?? {}, childLocation(childLocation("application", "startNew"), "sections"), compiler),
    },
    agents: compileAgents(area.agents, compiler),
    submission: {
      statusAfterSave: compiler.condition(submission.statusAfterSave, at("statusAfterSave"), null),
      editable: compiler.condition(submission.editable, at("editable"), true),
      canSubmit: compiler.condition(submission.canSubmit, at("canSubmit"), false),
      submittedStatus: submission.submittedStatus,
      readOnlyMessage: submission.readOnlyMessage,
      incompleteMessage: submission.incompleteMessage,
      confirmation: submission.confirmation,
      statusFromOffer: compiler.condition(submission.statusFromOffer, at("statusFromOffer"), null),
      offers: submission.offers
        ? { forEach: compiler.condition(submission.offers.forEach, childLocation(at("offers"), "forEach"), []), fields: compileValues(submission.offers.fields, childLocation(at("offers"), "fields"), compiler) }
        : null,
    },
    taskGroups: compileGroups(keyedGroups(area.taskGroups, compiler), "application.taskGroups", compiler),
    yourInformationGroups: compileGroups([...area.yourInformationGroups.entries()], "application.yourInformationGroups", compiler),
    lockedWhen,
  };
}
