// Where a record's change meets the university's automations (issue 23 items 2 and 4; decisions
// 0851 and 0019). Every write through the write path carries the triggers it fires (and the record
// as it was, when an automation listens); the automations projector then stores the change as an
// event under the change's own id (so it runs once, however often the change is projected) and
// runs what it wakes. The scheduler's sweep runs any event or claim a crash left behind.
import type { AutomationCollection, AutomationTrigger } from "../../rules/automations/compile-automations";
import { automationsWoken, changeTriggers } from "../../rules/automations/record-change";
import type { PreparedConfig } from "../../rules";
import type { UploadRecord } from "../repositories/records";
import type { ChangeEntry, ChangeOp, RecordCollectionName } from "../records/change-entries";
import type { Projector } from "../records/projectors";
import { noteChange } from "./run-automations";

export const AUTOMATION_COLLECTIONS: readonly string[] = ["students", "offers", "applications"] satisfies AutomationCollection[];
const isAutomationCollection = (collection: string): collection is AutomationCollection => AUTOMATION_COLLECTIONS.includes(collection);

const differs = (a: unknown, b: unknown) => JSON.stringify(a ?? null) !== JSON.stringify(b ?? null);

/**
 * The triggers a write fires, and the record as it was when an automation listens to them (its
 * conditions read `before`; kept only then, as the events kept it). A document uploaded or
 * reviewed fires its trigger on the record it belongs to.
 */
export function automationSignals(config: PreparedConfig | null, collection: RecordCollectionName, op: ChangeOp, before: Record<string, unknown> | null, after: Record<string, unknown> | null, automationChain: readonly string[]): Pick<ChangeEntry, "triggers" | "before" | "document"> {
  if (op === "delete" || !after) return {};
  if (isAutomationCollection(collection)) {
    const triggers = changeTriggers(collection, before, after);
    // Without the configuration (none published yet) `before` is kept, in case one listens by the time the change is projected.
    const listens = !config || automationsWoken(config.areas.automations, { collection, triggers, causedBy: automationChain }).length > 0;
    return { triggers, ...(listens ? { before } : {}) };
  }
  if (collection === "uploads") {
    const review = (record: Record<string, unknown> | null) => (record?.review as UploadRecord["review"] | undefined) ?? null;
    const trigger: AutomationTrigger | null = op === "insert" ? "documentUploaded" : differs(review(before), review(after)) ? "documentReviewed" : null;
    if (!trigger) return {};
    return { triggers: [trigger], document: { type: String(after.documentType ?? ""), status: review(after)?.status ?? null } };
  }
  return {};
}

export const automationsProjector: Projector = {
  name: "automations",
  collections: ["applications", "offers", "students", "uploads"],
  outputs: ["automationEvents"],
  async project(services, tenant, change, config) {
    const triggers = change.triggers ?? [];
    if (!triggers.length) return;
    const causedBy = change.automationChain ?? [];
    if (change.collection !== "uploads") {
      if (!isAutomationCollection(change.collection)) return;
      await noteChange(services, tenant, config, { collection: change.collection, recordId: change.recordId, triggers, before: change.before ?? null, causedBy }, change._id);
      return;
    }
    const upload = await services.repositories.uploads.findById(tenant, change.recordId);
    if (!upload || !isAutomationCollection(upload.recordKind)) return;
    const kind = upload.recordKind;
    // The record is read (as `before`) only when an automation listens.
    if (automationsWoken(config.areas.automations, { collection: kind, triggers, causedBy }).length === 0) return;
    const record = await services.repositories[kind].findById(tenant, upload.recordId);
    if (!record) return;
    await noteChange(services, tenant, config, { collection: kind, recordId: upload.recordId, triggers, before: record, ...(change.document ? { document: change.document } : {}), causedBy }, change._id);
  },
};
