// A change to a record as automations see it (issue 23 items 1-2; decision 0851): which triggers
// it fires, which automations it wakes, and what each automation's condition reads. Pure: the
// server stores the change and runs what it wakes.
import type { AutomationCollection, AutomationTrigger, CompiledAutomation, CompiledAutomations } from "./compile-automations";
import { truthy } from "../jsonlogic/truthy";

export type RecordSnapshot = Record<string, unknown>;

/** The document a document trigger is about. */
export interface ChangedDocument {
  type: string;
  status: string | null;
}

export interface RecordChange {
  collection: AutomationCollection;
  recordId: string;
  triggers: readonly AutomationTrigger[];
  /** The record before the change (null for a new record and the daily run). */
  before: RecordSnapshot | null;
  document?: ChangedDocument;
  /** The automations whose runs made this change, in order: none of them is woken by it. */
  causedBy: readonly string[];
  /** Only this automation (publishing one that applies to existing records acts on them with it alone). */
  only?: string;
}

const differs = (a: unknown, b: unknown) => JSON.stringify(a ?? null) !== JSON.stringify(b ?? null);

/** The triggers a change of a record fires: any change, and a change of its CAS stage or of the offer's decision. */
export function changeTriggers(collection: AutomationCollection, before: RecordSnapshot | null, after: RecordSnapshot): AutomationTrigger[] {
  const triggers: AutomationTrigger[] = ["recordChanged"];
  if (collection === "students" && differs(before?.stage, after.stage)) triggers.push("stageChanged");
  if (collection === "offers" && (differs(before?.status, after.status) || differs(before?.applicantStatus, after.applicantStatus) || differs(before?.paymentStatus, after.paymentStatus))) triggers.push("offerChanged");
  return triggers;
}

/**
 * The enabled automations a change wakes: on its kind of record, for one of its triggers, and not
 * one whose own run made the change. A chain as long as the depth limit wakes nothing more.
 */
export function automationsWoken(compiled: CompiledAutomations, change: Pick<RecordChange, "collection" | "triggers" | "causedBy" | "only">): CompiledAutomation[] {
  if (change.causedBy.length >= compiled.maxChainDepth) return [];
  return compiled.automations.filter((automation) => automation.enabled && (change.only === undefined || change.only === automation.id) && automation.collection === change.collection && change.triggers.includes(automation.trigger) && !change.causedBy.includes(automation.id));
}

/** What a condition reads: the record now, as it was before, today, and the document a document trigger is about. */
export function automationScope(record: RecordSnapshot, change: Pick<RecordChange, "before" | "document">, today: string): Record<string, unknown> {
  return { record, before: change.before, today, document: change.document ?? null };
}

/** Whether the automation acts on this change of this record. */
export function actsOn(automation: Pick<CompiledAutomation, "enabled" | "when">, record: RecordSnapshot, change: Pick<RecordChange, "before" | "document">, today: string): boolean {
  return automation.enabled && truthy(automation.when(automationScope(record, change, today)));
}
