// The headings a person's documents are grouped under on their record (issue 39: "the record
// groups documents by task area"): the student's document tasks as the configuration lists them
// (checklist-tasks: Financial documents, General documents, Follow-up documents; each task names
// its documents areas), then the offer's condition documents, the application's, and any other.
import type { PreparedConfig } from "../config/prepared-config";
import { checklistDocumentOf } from "./document-type";

export interface DocumentGroup {
  id: string;
  /** The heading's message key: a task's label, or the record page's own words. */
  labelKey: string;
}

/** Where a document sits: the record it was uploaded to and its stored type. */
export interface GroupedDocument {
  recordKind: "applications" | "students" | "offers";
  documentType: string;
}

const OFFER_CONDITIONS: DocumentGroup = { id: "offerConditions", labelKey: "person.documents.group.offerConditions" };
const APPLICATION: DocumentGroup = { id: "application", labelKey: "person.documents.group.application" };
const OTHER: DocumentGroup = { id: "other", labelKey: "person.documents.group.other" };

/** Every group, in the order the record shows them. */
export function documentGroups(config: PreparedConfig): DocumentGroup[] {
  const tasks = config.areas.tasks.tasks.filter((task) => task.kind === "documents" || (task.kind === "receiveCas" && task.documents.length > 0)).map((task) => ({ id: task.id, labelKey: task.labelKey }));
  return [...tasks, OFFER_CONDITIONS, APPLICATION, OTHER];
}

/** The group a document belongs to: a checklist document's task, an offer's or an application's document, or other. */
export function documentGroupOf(config: PreparedConfig, document: GroupedDocument): DocumentGroup {
  if (document.recordKind === "offers") return OFFER_CONDITIONS;
  if (document.recordKind === "applications") return APPLICATION;
  const checklist = checklistDocumentOf(config, document.documentType);
  const task = checklist ? config.areas.tasks.tasks.find((candidate) => (candidate.kind === "documents" || candidate.kind === "receiveCas") && candidate.documents.includes(checklist.area)) : undefined;
  return task ? { id: task.id, labelKey: task.labelKey } : OTHER;
}
