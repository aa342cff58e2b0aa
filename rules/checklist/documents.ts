// Which documents a student is asked for (documents.json, 002 §3.11, docs/decisions/0804) and
// the state of each (000 §4 document statuses, 002 §4.2 acknowledgement). Pure: the student
// record and the files stored for each document type are arguments.
import type { CompiledDocument } from "../config/areas/documents";
import type { CompiledTask } from "../config/areas/checklist-tasks";
import type { PreparedConfig } from "../config/prepared-config";
import { truthy } from "../jsonlogic/truthy";

export type DocumentStatus = "AWAITING" | "UPLOADED_OK" | "REJECTED" | "SKIPPED" | "INFO_ONLY" | "ACKNOWLEDGED" | "NOT_ACKNOWLEDGED";

/** What a student saved about one document: its dialog's answers and an acknowledgement. */
export interface DocumentState {
  status?: string;
  details?: Record<string, unknown>;
}

export interface DocumentRow<File> extends CompiledDocument {
  status: DocumentStatus;
  done: boolean;
  uploads: File[];
  state: DocumentState;
}

/** The areas a documents task lists, less those the university switched off. */
export function documentAreas(config: PreparedConfig, task: CompiledTask): string[] {
  const statuses: Readonly<Record<string, string>> = config.areas.documents.sections;
  return task.documents.filter((area) => statuses[area] === undefined || statuses[area] === "active");
}

/**
 * The documents of the areas that apply to this student today, in the configuration's order. A
 * document's `when` reads the student record, and `today` for a dated rule (eVisas replaced
 * biometric residence permits: issue 40 item 13).
 */
export function applicableDocuments(config: PreparedConfig, areas: readonly string[], student: Record<string, unknown>, today: string): CompiledDocument[] {
  const byArea = documentsFor(config, student);
  const scope = { ...student, today };
  return areas.flatMap((area) => byArea.get(area) ?? []).filter((document) => document.when === null || truthy(document.when(scope)));
}

/** The documents by area this student is asked for: the earlier ones once they have reached a scoped publish's stage (decision 0075), else the configuration's. */
export function documentsFor(config: PreparedConfig, student: Record<string, unknown>): ReadonlyMap<string, readonly CompiledDocument[]> {
  const { scope, byArea } = config.areas.documents;
  return scope && typeof student.stage === "string" && scope.reachedStages.has(student.stage) ? scope.byArea : byArea;
}

export function documentStateOf(student: Record<string, unknown>, key: string): DocumentState {
  let node: unknown = student.documents;
  for (const part of key.split(".")) node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  return node && typeof node === "object" ? (node as DocumentState) : {};
}

export function documentStatus(document: Pick<CompiledDocument, "infoOnly">, state: DocumentState | undefined, uploads: number, rejected = 0): DocumentStatus {
  if (document.infoOnly) return state?.status === "ACKNOWLEDGED" ? "ACKNOWLEDGED" : state?.status === "NOT_ACKNOWLEDGED" ? "NOT_ACKNOWLEDGED" : "INFO_ONLY";
  // Every file the university rejected: the student uploads another (its reason shows beside it).
  if (uploads > 0 && rejected >= uploads) return "REJECTED";
  if (uploads > 0) return "UPLOADED_OK";
  if (state?.status === "SKIPPED") return "SKIPPED";
  return "AWAITING";
}

/** Done: uploaded, acknowledged, or marked Done by its dialog (the TB exemption, 002 §5.6). */
export function isDocumentDone(status: DocumentStatus): boolean {
  return status === "UPLOADED_OK" || status === "SKIPPED" || status === "ACKNOWLEDGED";
}

/** A stored file the university rejected: it carries the reason the student reads (`rejection`). */
function isRejectedFile(file: unknown): boolean {
  return typeof file === "object" && file !== null && typeof (file as { rejection?: unknown }).rejection === "string";
}

export function documentRows<File>(config: PreparedConfig, areas: readonly string[], student: Record<string, unknown>, uploads: ReadonlyMap<string, File[]>, today: string): DocumentRow<File>[] {
  return applicableDocuments(config, areas, student, today).map((document) => {
    const state = documentStateOf(student, document.key);
    const files = uploads.get(document.key) ?? [];
    const status = documentStatus(document, state, files.length, files.filter(isRejectedFile).length);
    return { ...document, status, done: isDocumentDone(status), uploads: files, state };
  });
}

/**
 * An information-only document's state after its dialog closes (002 §4.2): ticking and saving
 * acknowledges; closing without that leaves (or resets) it NOT_ACKNOWLEDGED.
 */
export function acknowledgementAfterClose(ticked: boolean): "ACKNOWLEDGED" | "NOT_ACKNOWLEDGED" {
  return ticked ? "ACKNOWLEDGED" : "NOT_ACKNOWLEDGED";
}
