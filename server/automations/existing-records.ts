// The records an automation would act on now (issue 23 item 3; decision 0851): the Config
// screen's impact count before publishing, the records a newly published automation acts on when
// it applies to existing records too, and the daily run. The condition reads each record as it
// is (with its derived values), with no `before`; an automation woken by documents reads each of the record's documents.
import type { PreparedConfig } from "../../rules";
import type { CompiledAutomation } from "../../rules/automations/compile-automations";
import { actsOn, type ChangedDocument } from "../../rules/automations/record-change";
import type { EntityRecord } from "../repositories";
import type { Services } from "../services";
import { universityToday } from "../time";
import { noteChange } from "./run-automations";
import { recordsWithDerived } from "../records/derived";

const BATCH = 500;
const DOCUMENT_TRIGGERS = new Set(["documentUploaded", "documentReviewed"]);

export interface ExistingMatch {
  record: EntityRecord;
  document?: ChangedDocument;
}

/** Each record of the automation's kind, in batches by id (a university's whole list never sits in memory at once). */
async function* recordsOf(services: Services, tenant: string, collection: CompiledAutomation["collection"]): AsyncGenerator<EntityRecord[]> {
  let after: string | null = null;
  for (;;) {
    const batch: EntityRecord[] = await services.repositories[collection].find(tenant, after ? { _id: { $gt: after } } : {}, { sort: { _id: 1 }, limit: BATCH });
    if (batch.length === 0) return;
    yield batch;
    after = batch[batch.length - 1]._id;
  }
}

/** The records (and, for a document trigger, the document) for which the automation's condition holds now. */
export async function existingMatches(services: Services, tenant: string, config: PreparedConfig, automation: CompiledAutomation, onMatch: (match: ExistingMatch) => Promise<void>): Promise<number> {
  const today = universityToday(services.clock(), config);
  const active = { ...automation, enabled: true };
  let count = 0;
  for await (const stored of recordsOf(services, tenant, automation.collection)) {
    // The condition reads the record and its derived values (decision 0024).
    const batch = await recordsWithDerived(services, config, automation.collection, stored, "automations", today);
    const documents = new Map<string, ChangedDocument[]>();
    if (DOCUMENT_TRIGGERS.has(automation.trigger)) {
      const uploads = await services.repositories.uploads.find(tenant, { recordId: { $in: batch.map((record) => record._id) }, status: "UPLOADED_OK" }, { projection: { recordId: 1, documentType: 1, review: 1 } });
      for (const upload of uploads) documents.set(upload.recordId, [...(documents.get(upload.recordId) ?? []), { type: upload.documentType, status: upload.review?.status ?? null }]);
    }
    for (const record of batch) {
      const match = DOCUMENT_TRIGGERS.has(automation.trigger)
        ? (documents.get(record._id) ?? []).map((document): ExistingMatch => ({ record, document })).find((candidate) => actsOn(active, record, { before: null, document: candidate.document }, today))
        : actsOn(active, record, { before: null }, today)
          ? { record }
          : undefined;
      if (!match) continue;
      count += 1;
      await onMatch(match);
    }
  }
  return count;
}

type AutomationEntry = { id: string; enabled: boolean; appliesTo?: string };

/** The automations a new configuration adds or changes (switching one on included), as written in it. */
export function automationsChangedBy(before: Record<string, unknown>, after: Record<string, unknown>): AutomationEntry[] {
  // Keyed by id (decision 0035); a stored configuration is read keyed (server/tenant-config/stored-config.ts).
  const listed = (config: Record<string, unknown>) => Object.values((config.automations as { automations?: Record<string, AutomationEntry> } | undefined)?.automations ?? {});
  const previous = new Map(listed(before).map((automation) => [automation.id, JSON.stringify(automation)]));
  return listed(after).filter((automation) => previous.get(automation.id) !== JSON.stringify(automation));
}

/** How many records the automation would act on now. */
export function impactCount(services: Services, tenant: string, config: PreparedConfig, automation: CompiledAutomation): Promise<number> {
  return existingMatches(services, tenant, config, automation, async () => {});
}

/** Acts with the automation alone on each record it matches now, once per record for this `occasion` (a publish, a day). */
export function actOnExisting(services: Services, tenant: string, config: PreparedConfig, automation: CompiledAutomation, occasion: string): Promise<number> {
  return existingMatches(services, tenant, config, automation, (match) =>
    noteChange(services, tenant, config, { collection: automation.collection, recordId: match.record._id, triggers: [automation.trigger], before: null, ...(match.document ? { document: match.document } : {}), causedBy: [], only: automation.id }, `${occasion}:${automation.id}:${match.record._id}`),
  );
}
