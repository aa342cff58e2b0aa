// A stored document type in the configuration's words (issue 39, decision 0053): the documents
// area names each checklist document ("generalDocuments.passport" -> "Passport"), the offer
// documents name each condition's document ("englishLanguageResults" -> "English language
// results"), and a custom requirement's document is the custom label. Staff pages say which
// kind it is; a type no configuration names gets no words here (the caller says "Other document").
import type { PreparedConfig } from "../config/prepared-config";
import type { CompiledDocument } from "../config/areas/documents";

export interface DocumentTypeName {
  label: string;
  /** Given for an offer's condition (its page reads "Offer condition: <label>"). */
  offerCondition: boolean;
}

/**
 * The checklist document (documents area) a stored type names: by its key, or by the document's
 * own name ("deposit", as the demo data and an automation's condition name it) when only one
 * document has that name.
 */
export function checklistDocumentOf(config: PreparedConfig, documentType: string): CompiledDocument | null {
  const { all, byKey } = documentsOf(config);
  const found = byKey.get(documentType);
  if (found) return found;
  const named = all.filter((document) => document.key.endsWith(`.${documentType}`));
  return named.length === 1 ? named[0] : null;
}

/** Every checklist document and each by its key (the first of a key, as a search in order finds),
 * made once per published configuration: a record page names dozens of documents. */
const documentIndexes = new WeakMap<PreparedConfig["areas"]["documents"], { all: CompiledDocument[]; byKey: Map<string, CompiledDocument> }>();

function documentsOf(config: PreparedConfig) {
  const area = config.areas.documents;
  let index = documentIndexes.get(area);
  if (!index) {
    const all = [...area.byArea.values()].flat();
    const byKey = new Map<string, CompiledDocument>();
    for (const document of all) if (!byKey.has(document.key)) byKey.set(document.key, document);
    index = { all, byKey };
    documentIndexes.set(area, index);
  }
  return index;
}

export function documentTypeName(config: PreparedConfig, documentType: string): DocumentTypeName | null {
  const found = documentsOf(config).byKey.get(documentType);
  if (found) return { label: found.label, offerCondition: false };
  const offerDocuments = config.offerDocuments;
  const condition = Object.values(offerDocuments.documents).find((document) => document.documentType === documentType);
  if (condition) return { label: condition.label, offerCondition: true };
  if (offerDocuments.custom && documentType.startsWith(`${offerDocuments.custom.documentType}.`)) return { label: offerDocuments.custom.label, offerCondition: true };
  // A type stored by the document's own name: the one checklist document of that name.
  const named = checklistDocumentOf(config, documentType);
  return named ? { label: named.label, offerCondition: false } : null;
}
