// Which documents a student is asked for (documents.json, 002 §3.11, docs/decisions/0804) and
// the state of each (000 §4 document statuses, 002 §4.2 acknowledgement). Pure: the student
// record, the uploads counted and the saved document states are arguments.
import { evaluate } from "../default-engine";
import { truthy } from "../jsonlogic/truthy";
import type { DocumentDefinition, DocumentsDefinition } from "./types";

export interface DocumentRef extends DocumentDefinition {
  /** `<area>.<name>` or `<area>.<group>.<name>`: the upload document type and the URL slug. */
  key: string;
  area: string;
}

export type DocumentStatus = "AWAITING" | "UPLOADED_OK" | "SKIPPED" | "INFO_ONLY" | "ACKNOWLEDGED" | "NOT_ACKNOWLEDGED";

/** What a student saved about one document: its dialog's answers and an acknowledgement. */
export interface DocumentState {
  status?: string;
  details?: Record<string, unknown>;
}

const isDocument = (value: unknown): value is DocumentDefinition =>
  Boolean(value) && typeof value === "object" && typeof (value as DocumentDefinition).required === "boolean";

/** Every document of the areas, groups flattened, in the file's order. */
export function documentsOf(definition: DocumentsDefinition, areas: readonly string[]): DocumentRef[] {
  const refs: DocumentRef[] = [];
  const visit = (node: unknown, area: string, path: string) => {
    if (isDocument(node)) refs.push({ ...node, key: path, area });
    else if (node && typeof node === "object" && !Array.isArray(node)) {
      for (const [name, child] of Object.entries(node)) visit(child, area, `${path}.${name}`);
    }
  };
  for (const area of areas) visit(definition[area], area, area);
  return refs;
}

/** The documents that apply to this student: those without `when`, or whose `when` holds over the record. */
export function applicableDocuments(definition: DocumentsDefinition, areas: readonly string[], student: Record<string, unknown>): DocumentRef[] {
  return documentsOf(definition, areas).filter((ref) => ref.when === undefined || truthy(evaluate(ref.when, student)));
}

export function documentStatus(ref: DocumentRef, state: DocumentState | undefined, uploads: number): DocumentStatus {
  if (ref.infoOnly) return state?.status === "ACKNOWLEDGED" ? "ACKNOWLEDGED" : state?.status === "NOT_ACKNOWLEDGED" ? "NOT_ACKNOWLEDGED" : "INFO_ONLY";
  if (uploads > 0) return "UPLOADED_OK";
  if (state?.status === "SKIPPED") return "SKIPPED";
  return "AWAITING";
}

/** Done: uploaded, acknowledged, or marked Done by its dialog (the TB exemption, 002 §5.6). */
export function isDocumentDone(status: DocumentStatus): boolean {
  return status === "UPLOADED_OK" || status === "SKIPPED" || status === "ACKNOWLEDGED";
}

/**
 * An information-only document's state after its dialog closes (002 §4.2): ticking and saving
 * acknowledges; closing without that leaves (or resets) it NOT_ACKNOWLEDGED.
 */
export function acknowledgementAfterClose(ticked: boolean): "ACKNOWLEDGED" | "NOT_ACKNOWLEDGED" {
  return ticked ? "ACKNOWLEDGED" : "NOT_ACKNOWLEDGED";
}
