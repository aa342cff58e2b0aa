// Derived values (issue 37 item 3; decision 0024): what a record's lists, reminders and
// automations read about it that the record does not store, worked out by one pure function
// from the record, the facts gathered from other collections (its documents, the person's unread
// messages) and the university's configuration. Never written into the record (that would move
// its version under a person's open page): the list rows projector keeps them in the record's
// list row; the reminder subject and the automations' conditions work them out with this same
// function when they judge. The names are fixed here, so publishing can refuse a configuration
// that reads a field nothing stores or derives (field-reads.ts).
import type { PreparedConfig } from "../config/prepared-config";
import type { UnreadCounts } from "../conversations/conversation";
import { checklistPages, pageProgress, checklistCompletion } from "../checklist/navigation";
import { studentTaskRows, tasksComplete } from "../checklist/tasks";
import { taskScope } from "../checklist/student-view";
import { truthy } from "../jsonlogic/truthy";
import type { TaskStatus } from "../tasks/task-status";
import { courseNameOf } from "../offers/offer-details";
import { scopePaths } from "../jsonlogic/scope-paths";
import { addDays } from "../dates/add-days";

export type DerivedKind = "applications" | "offers" | "students";

/** What each kind of record derives, by name: a reminder, an automation or a list row reads them as the record's own fields. */
export const DERIVED_FIELDS: Readonly<Record<DerivedKind, readonly string[]>> = {
  applications: ["documentCount", "chosenCourseName"],
  offers: ["requirementsWithCondition", "requirementsInAssessment", "newDocumentsCount", "documentCount"],
  students: ["tasks", "checklistSections", "isTasksComplete", "documentCount", "agentDocumentCount", "followUpDocumentCount", "stageFollowUpDate"],
};

/** The derived fields worked out from the whole checklist (every page's answers checked): only when something reads them. */
const CHECKLIST_FIELDS: ReadonlySet<string> = new Set(["tasks", "checklistSections", "isTasksComplete"]);

/** The derived fields read from the record's documents (the facts' one read of uploads is needed only for them). */
const DOCUMENT_FIELDS: ReadonlySet<string> = new Set(["documentCount", "agentDocumentCount", "followUpDocumentCount", "newDocumentsCount", "tasks", "isTasksComplete"]);

/** Whether working out these derived fields needs the record's documents. */
export const needsDocuments = (fields: ReadonlySet<string>): boolean => [...fields].some((field) => DOCUMENT_FIELDS.has(field));

/** The documents area whose documents the follow-up count counts (documents.json). */
export const FOLLOW_UP_AREA = "followUpRequests";

/** One document type's files on a record, as the derived values count them. */
export interface DocumentTally {
  count: number;
  /** Files the university rejected. */
  rejected: number;
  /** Files the university has yet to review (the lists' document counts, decision 0053). */
  awaiting: number;
  /** Files an agent uploaded that the university has yet to review. */
  agentAwaiting: number;
}

/** What a record's derived values read from other collections: gathered by the server, kept in the list row. */
export interface RecordFacts {
  /** The record's documents (deleted ones left out), by document type. */
  documents: Record<string, DocumentTally>;
  /** When the person the record is about uploaded each of their own documents on it (an offer's news since staff last acted). */
  ownUploads: string[];
  /** The person's unread messages per audience and side (students; decision 0822). */
  unread?: UnreadCounts;
}

export const NO_FACTS: RecordFacts = { documents: {}, ownUploads: [] };

/** One stored document as the facts read it. */
export interface DocumentFact {
  documentType: string;
  createdAt: string;
  /** The university rejected it. */
  rejected: boolean;
  /** The university has yet to review it (approve or reject). */
  awaitingReview: boolean;
  /** An agent uploaded it. */
  byAgent: boolean;
  /** The person the record is about uploaded it. */
  byOwner: boolean;
}

/** The facts of a record's documents. */
export function documentFacts(documents: readonly DocumentFact[]): Pick<RecordFacts, "documents" | "ownUploads"> {
  const tallies: Record<string, DocumentTally> = {};
  const own: string[] = [];
  for (const document of documents) {
    const tally = (tallies[document.documentType] ??= { count: 0, rejected: 0, awaiting: 0, agentAwaiting: 0 });
    tally.count += 1;
    if (document.rejected) tally.rejected += 1;
    if (document.awaitingReview) tally.awaiting += 1;
    if (document.awaitingReview && document.byAgent) tally.agentAwaiting += 1;
    if (document.byOwner) own.push(document.createdAt);
  }
  return { documents: tallies, ownUploads: own.sort() };
}

const sum = (tallies: Iterable<DocumentTally>, part: keyof DocumentTally) => [...tallies].reduce((total, tally) => total + tally[part], 0);

/** "personal-information" -> "personalInformation": a checklist section's name as a field. */
export const sectionField = (id: string): string => id.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/**
 * Each checklist section's status for this student (002 §2.1): None when the section is switched
 * off or shows no page, Complete when every page of it is saved without errors, InProgress once
 * one is saved, otherwise Todo.
 */
export function checklistSectionStatuses(config: PreparedConfig, student: Record<string, unknown>, today: string): Record<string, TaskStatus> {
  const view = { config, student, today, role: "Student" };
  const scope = taskScope(view);
  const pages = checklistPages(view);
  const statuses: Record<string, TaskStatus> = {};
  for (const section of config.areas.checklist.sections) {
    const own = pages.filter((page) => page.sectionId === section.id);
    if (!truthy(section.enabledWhen(scope)) || own.length === 0) {
      statuses[sectionField(section.id)] = "None";
      continue;
    }
    const completion = checklistCompletion(own.map((page) => pageProgress(view, page.formId)));
    statuses[sectionField(section.id)] = completion.complete ? "Complete" : completion.started ? "InProgress" : "Todo";
  }
  return statuses;
}

/** The files of each document type as the task rules count them (a rejected file carries its reason). */
function filesByType(facts: RecordFacts): Map<string, Array<{ rejection?: string }>> {
  return new Map(Object.entries(facts.documents).map(([type, tally]) => [type, Array.from({ length: tally.count }, (_, i) => (i < tally.rejected ? { rejection: "" } : {}))]));
}

export interface DerivedOptions {
  /** The university's today (task statuses may depend on it). */
  today: string;
  /** Only these derived fields (the checklist's are costly); all of them when absent. */
  fields?: ReadonlySet<string>;
}

/**
 * The derived values of one record. Absent values are left out, as a list row leaves out an empty
 * field.
 */
export function derivedValues(config: PreparedConfig, kind: DerivedKind, record: Record<string, unknown>, facts: RecordFacts, options: DerivedOptions): Record<string, unknown> {
  const wanted = (field: string) => !options.fields || options.fields.has(field);
  const tallies = Object.values(facts.documents);
  const values: Record<string, unknown> = {};
  // The lists' document counts are a review queue: the documents awaiting the university's review (decision 0053).
  if (wanted("documentCount")) values.documentCount = sum(tallies, "awaiting");
  if (kind === "applications" && wanted("chosenCourseName")) {
    // The programme choices page keeps the course's id; the lists show its name (from the university's courses).
    const choices = (record.sections as Record<string, { programmeChoices?: Array<{ courseId?: unknown }> }> | undefined)?.["programme-choices"]?.programmeChoices;
    const name = courseNameOf(config, record.courseId ?? choices?.[0]?.courseId);
    if (name) values.chosenCourseName = name;
  }
  if (kind === "offers") {
    const conditions = Array.isArray(record.conditions) ? (record.conditions as Array<Record<string, unknown>>) : [];
    if (wanted("requirementsWithCondition")) values.requirementsWithCondition = conditions.filter((requirement) => requirement?.status === "Condition").length;
    if (wanted("requirementsInAssessment")) values.requirementsInAssessment = conditions.filter((requirement) => requirement?.status === "Assess").length;
    // The applicant's documents since staff last acted on the offer (001 §2 'N new update(s)').
    const since = typeof record.staffActedAt === "string" ? record.staffActedAt : "";
    if (wanted("newDocumentsCount")) values.newDocumentsCount = facts.ownUploads.filter((at) => at > since).length;
  }
  if (kind === "students") {
    if (wanted("stageFollowUpDate")) {
      const date = stageFollowUpDate(config, record);
      if (date) values.stageFollowUpDate = date;
    }
    if (wanted("agentDocumentCount")) values.agentDocumentCount = sum(tallies, "agentAwaiting");
    if (wanted("followUpDocumentCount")) {
      const followUp = new Set((config.areas.documents.byArea.get(FOLLOW_UP_AREA) ?? []).map((document) => document.key));
      values.followUpDocumentCount = sum(Object.entries(facts.documents).filter(([type]) => followUp.has(type)).map(([, tally]) => tally), "awaiting");
    }
    if ([...CHECKLIST_FIELDS].some(wanted)) {
      const view = { config, student: record, today: options.today, role: "Student" };
      const rows = studentTaskRows(view, filesByType(facts));
      if (wanted("tasks")) values.tasks = Object.fromEntries(rows.map((row) => [row.id, row.status]));
      if (wanted("checklistSections")) values.checklistSections = checklistSectionStatuses(config, record, options.today);
      if (wanted("isTasksComplete")) values.isTasksComplete = tasksComplete(rows);
    }
  }
  return values;
}

/**
 * The day from which a student has been in their stage longer than the university allows (its
 * `followUpAfterDays`, decision 0060): a date, not a yes or no, so the row need not change as days
 * pass; the staff home counts the rows whose date is today or earlier.
 */
export function stageFollowUpDate(config: PreparedConfig, student: Record<string, unknown>): string | null {
  const days = typeof student.stage === "string" ? config.areas.casStages.followUpAfterDays.get(student.stage) : undefined;
  const entered = [student.stageUpdatedAt, student.createdAt].find((value): value is string => typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value));
  return days === undefined || !entered ? null : addDays(entered.slice(0, 10), days);
}

/** The record as reminders, automations and list rows read it: its own fields and its derived values. */
export function withDerived(config: PreparedConfig, kind: DerivedKind, record: Record<string, unknown>, facts: RecordFacts, options: DerivedOptions): Record<string, unknown> {
  return { ...record, ...derivedValues(config, kind, record, facts, options) };
}

/** The derived fields a set of paths reads. */
export function derivedFieldsRead(kind: DerivedKind, paths: Iterable<string>): Set<string> {
  const read = new Set<string>();
  for (const path of paths) for (const field of DERIVED_FIELDS[kind]) if (path === field || path.startsWith(`${field}.`)) read.add(field);
  return read;
}

/** What reads a kind of record's derived values: its list row, its reminders, the automations' conditions. */
export type DerivedReader = "listRows" | "reminders" | "automations";

/** The name each list row's rules know the kinds of record by. */
const ROW_NAMES: Readonly<Record<DerivedKind, string>> = { applications: "application", offers: "offer", students: "student" };

function pathsRead(config: PreparedConfig, kind: DerivedKind, reader: DerivedReader): string[] {
  const document = config.document;
  if (reader === "reminders") {
    return Object.values(document.reminders)
      .filter((reminder) => reminder.collection === kind)
      .flatMap((reminder) => [...scopePaths(reminder.trigger), ...scopePaths(reminder.stop ?? null)]);
  }
  if (reader === "automations") {
    return Object.values(document.automations.automations)
      .filter((automation) => (automation.collection ?? "students") === kind)
      .flatMap((automation) => [...scopePaths(automation.when)].filter((path) => path.startsWith("record.")).map((path) => path.slice("record.".length)));
  }
  // A list row reads its own record, and an offer's row also its application.
  const prefix = `${ROW_NAMES[kind]}.`;
  const rows = (["applications", "offers", "students"] as const).filter((rowKind) => rowKind === kind || (kind === "applications" && rowKind === "offers"));
  return rows.flatMap((rowKind) => {
    const definition = document["list-rows"][rowKind];
    return [...scopePaths([Object.values(definition.fields), definition.assignedTo, definition.search])].filter((path) => path.startsWith(prefix)).map((path) => path.slice(prefix.length));
  });
}

const readByCache = new WeakMap<PreparedConfig, Map<string, ReadonlySet<string>>>();

/**
 * The derived fields of a kind of record that something in the configuration reads (worked out
 * once per published version): only these are computed, as a student's checklist is costly.
 */
export function derivedFieldsReadBy(config: PreparedConfig, kind: DerivedKind, reader: DerivedReader): ReadonlySet<string> {
  let cache = readByCache.get(config);
  if (!cache) readByCache.set(config, (cache = new Map()));
  const key = `${kind}:${reader}`;
  let fields = cache.get(key);
  if (!fields) cache.set(key, (fields = derivedFieldsRead(kind, pathsRead(config, kind, reader))));
  return fields;
}
