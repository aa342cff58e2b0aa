// Publishing "apply to students who have not reached <stage>" (issue 38 item 5; decision 0075):
// the version published carries, in its documents area, the stage and the documents the students
// at that stage or later keep (those of the version in force), so the documents and task rules
// ask those students for what they were asked for before and everyone else for the draft's.
import { isDeepStrictEqual } from "node:util";
import type { PreparedConfig } from "../../rules";
import type { DocumentsArea } from "../../rules/types";

type Config = Record<string, unknown>;

/** The stage values a scope may name, in the pipeline's order, with their labels. */
export function scopeStages(config: PreparedConfig): Array<{ value: string; label: string }> {
  return config.areas.casStages.stages.map((stage) => ({ value: stage.value, label: stage.label }));
}

/** Whether the draft changes what students are asked for (the documents or the tasks listing them). */
export function changesDocuments(published: Config, draft: Config): boolean {
  return !isDeepStrictEqual(published.documents, draft.documents) || !isDeepStrictEqual(published["checklist-tasks"], draft["checklist-tasks"]);
}

/** The stage the draft's documents are scoped to now, or "" for every student. */
export function scopeOf(config: Config): string {
  return (config.documents as DocumentsArea | undefined)?.scope?.beforeStage ?? "";
}

/**
 * The draft as it would be published with the scope chosen: `stage` "" applies the documents to
 * every student (no scope); a stage keeps, for students at it or later, the documents of the
 * version in force (or of the scope it already has for that stage, so publishing again keeps
 * what those students had).
 */
export function withDocumentsScope(draft: Config, published: Config, publishedVersion: number, stage: string): Config {
  const documents = draft.documents as DocumentsArea;
  const { scope: _current, ...rest } = documents;
  if (stage === "") return { ...draft, documents: rest };
  const inForce = published.documents as DocumentsArea;
  const kept = inForce.scope?.beforeStage === stage ? inForce.scope : { beforeStage: stage, version: publishedVersion, areas: inForce.areas };
  return { ...draft, documents: { ...rest, scope: kept } };
}
