// A university's sandbox (issue 20 item 6; decision 0841): copies of up to 1,000 of its records,
// kept apart from the real ones, that the draft is tried against: which copies would change
// status and why (the impact check, on records the admin can change), and each copy's answers
// changed through its own form with the draft, touching only the copy.
import { randomUUID } from "node:crypto";
import type { PreparedConfig } from "../../rules";
import type { EntityRecord } from "../repositories";
import type { Services } from "../services";
import type { Document } from "../store/port";
import { comparedForms, formStatuses, statusChanges, type StatusChange } from "./impact";
import { recordName, recordSourceOf, repositoryOf, type RecordCollection } from "./records";

export const SANDBOX_LIMIT = 1_000;
export const SANDBOX_COLLECTIONS: readonly RecordCollection[] = ["applications", "students", "offers"];

export interface SandboxCopy extends Document {
  tenant: string;
  collection: RecordCollection;
  sourceId: string;
  record: EntityRecord;
  copiedAt: string;
  copiedBy: string;
}

const copies = (services: Pick<Services, "store">) => services.store.collection<SandboxCopy>("sandboxRecords");

/**
 * Fills the sandbox afresh: the newest `limit` records (at most 1,000) of the chosen kinds,
 * shared out between them in turn, copied as they are now. What was in the sandbox goes.
 */
export async function fillSandbox(services: Pick<Services, "store" | "repositories">, tenant: string, input: { collections: readonly RecordCollection[]; limit: number; by: string; at: string }): Promise<number> {
  const limit = Math.max(1, Math.min(SANDBOX_LIMIT, Math.floor(input.limit)));
  const newest = await Promise.all(input.collections.map((collection) => repositoryOf(services, collection).find(tenant, {}, { sort: { updatedAt: -1, _id: 1 }, limit })));
  const chosen: Array<{ collection: RecordCollection; record: EntityRecord }> = [];
  // In turn, so a small limit still takes some of each kind.
  for (let index = 0; chosen.length < limit && newest.some((list) => index < list.length); index += 1) {
    newest.forEach((list, which) => {
      if (index < list.length && chosen.length < limit) chosen.push({ collection: input.collections[which], record: list[index] });
    });
  }
  await copies(services).deleteMany({ tenant });
  await copies(services).insertMany(chosen.map(({ collection, record }) => ({ _id: randomUUID(), tenant, collection, sourceId: record._id, record, copiedAt: input.at, copiedBy: input.by })));
  return chosen.length;
}

export async function emptySandbox(services: Pick<Services, "store">, tenant: string): Promise<void> {
  await copies(services).deleteMany({ tenant });
}

export async function sandboxCopies(services: Pick<Services, "store">, tenant: string): Promise<SandboxCopy[]> {
  return copies(services).find({ tenant }, { sort: { copiedAt: 1, _id: 1 } });
}

export async function sandboxCopy(services: Pick<Services, "store">, tenant: string, copyId: string): Promise<SandboxCopy | null> {
  return copies(services).findOne({ tenant, _id: copyId });
}

/** Stores a form's answers in the copy only; VersionConflictError when the copy changed since it was drawn. */
export async function saveCopyAnswers(services: Pick<Services, "store">, copy: SandboxCopy, formId: string, answers: Record<string, unknown>, version: number, at: string): Promise<void> {
  await copies(services).updateOne({ tenant: copy.tenant, _id: copy._id }, { $set: { [`record.sections.${formId}`]: answers, "record.updatedAt": at } }, { expectedVersion: version });
}

export interface SandboxRow extends StatusChange {
  copyId: string;
  name: string;
  collection: RecordCollection;
}

export interface SandboxTrial {
  copies: number;
  /** Copies with at least one form whose status changes. */
  changed: number;
  rows: SandboxRow[];
  formsWithProblems: string[];
}

/** Every copy tried with the published configuration and the draft. */
export function trySandbox(all: readonly SandboxCopy[], input: { published: PreparedConfig; draft: PreparedConfig; today: string; texts: Record<string, string> }): SandboxTrial {
  const plan = comparedForms(input.published, input.draft);
  const rows: SandboxRow[] = [];
  let changed = 0;
  for (const copy of all) {
    const compared = plan.byCollection.get(copy.collection) ?? [];
    const changes = statusChanges(input, compared, copy.record);
    if (changes.length) changed += 1;
    rows.push(...changes.map((change) => ({ ...change, copyId: copy._id, name: recordName(input.texts, copy.record), collection: copy.collection })));
  }
  return { copies: all.length, changed, rows, formsWithProblems: plan.formsWithProblems };
}

/** A copy's saved forms (those both configurations have and the draft compiles), now and with the draft. */
export function copyStatuses(copy: SandboxCopy, input: { published: PreparedConfig; draft: PreparedConfig; today: string; texts: Record<string, string> }): StatusChange[] {
  const { published, draft } = input;
  const compared = Object.keys((copy.record.sections ?? {}) as Record<string, unknown>)
    .filter((formId) => draft.hasForm(formId) && published.hasForm(formId) && draft.formProblems(formId).length === 0)
    .map((formId) => ({ formId, title: draft.formTitle(formId), role: recordSourceOf(draft.document.forms[formId].kind)?.role ?? "" }))
    .filter((form) => form.role !== "");
  return formStatuses(input, compared, copy.record);
}
