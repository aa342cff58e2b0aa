// Where a record's change meets the university's automations (issue 23 items 2 and 4; decision
// 0851). A change that wakes an enabled automation is stored as an event right after the write
// that made it, then run at once; the scheduler's sweep runs any event or claim a crash left
// behind. A change that wakes nothing stores nothing.
import type { AutomationCollection, AutomationTrigger } from "../../rules/automations/compile-automations";
import { automationsWoken, changeTriggers, type ChangedDocument, type RecordSnapshot } from "../../rules/automations/record-change";
import type { PreparedConfig } from "../../rules";
import type { Services } from "../services";
import { noteChange } from "./run-automations";

export const AUTOMATION_COLLECTIONS: readonly string[] = ["students", "offers", "applications"] satisfies AutomationCollection[];

/** A record saved by a person or a process: the triggers its change fires, with the record as it was. */
export async function recordChanged(services: Services, tenant: string, collection: string, before: RecordSnapshot | null, after: RecordSnapshot & { _id: string }): Promise<void> {
  if (!AUTOMATION_COLLECTIONS.includes(collection)) return;
  const kind = collection as AutomationCollection;
  await afterTheChange(services, tenant, async (config) => noteChange(services, tenant, config, { collection: kind, recordId: after._id, triggers: changeTriggers(kind, before, after), before, causedBy: [] }));
}

/**
 * Runs what a saved change wakes. The change is saved whatever happens here: an automation that
 * fails (an email server that does not answer) is logged and left to the sweep, never reported as
 * the person's save failing.
 */
async function afterTheChange(services: Services, tenant: string, run: (config: PreparedConfig) => Promise<void>): Promise<void> {
  try {
    await run((await services.configs.current(tenant)).prepared);
  } catch (error) {
    services.logger.warn({ tenant, err: error }, "automations could not finish; the sweep will try again");
  }
}

/** A document uploaded to, or reviewed on, a record. */
export async function documentChanged(services: Services, tenant: string, trigger: Extract<AutomationTrigger, "documentUploaded" | "documentReviewed">, upload: { recordKind: string; recordId: string; documentType: string; review?: { status: string } }): Promise<void> {
  if (!AUTOMATION_COLLECTIONS.includes(upload.recordKind)) return;
  const kind = upload.recordKind as AutomationCollection;
  await afterTheChange(services, tenant, async (config) => {
    // The record is read (as `before`) only when an automation listens.
    if (automationsWoken(config.areas.automations, { collection: kind, triggers: [trigger], causedBy: [] }).length === 0) return;
    const record = await services.repositories[kind].findById(tenant, upload.recordId);
    if (!record) return;
    const document: ChangedDocument = { type: upload.documentType, status: upload.review?.status ?? null };
    await noteChange(services, tenant, config, { collection: kind, recordId: upload.recordId, triggers: [trigger], before: record, document, causedBy: [] });
  });
}
