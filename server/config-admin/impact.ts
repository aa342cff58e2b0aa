// Impact before publishing: for each of the university's records and each form whose outcome
// may differ under the draft, the task status the record has now (published configuration)
// and would have under the draft, with the reason in words ("Postcode is now mandatory").
// Only forms whose definition differs are compared (every form when settings or schemas
// differ), and only records that have saved that form: a form never saved is "in progress"
// under any configuration. Task locks (lockedWhen) are not re-evaluated.
import { formTaskStatus, sectionData, savedPageCheck, type FormError, type SavedPageCheck, type PreparedConfig, type TaskStatus } from "../../rules";
import { isEmptyAnswer } from "../../rules/forms/prune";
import { getAt } from "../../rules/forms/field-paths";
import type { EntityRecord } from "../repositories";
import type { Services } from "../services";
import { recordSourceOf, repositoryOf, type RecordCollection } from "./records";
import { say } from "./texts";

export interface ImpactGroup {
  formId: string;
  formTitle: string;
  collection: RecordCollection;
  from: TaskStatus;
  to: TaskStatus;
  count: number;
  /** The commonest reasons first. */
  reasons: Array<{ text: string; count: number }>;
  recordIds: string[];
}

/** Stored answers to one question that the draft would hide: kept (dormant, decision 0036), no longer shown. */
export interface HiddenAnswersGroup {
  formId: string;
  formTitle: string;
  collection: RecordCollection;
  /** The question's label as people read it now. */
  field: string;
  count: number;
  recordIds: string[];
}

export interface ImpactReport {
  groups: ImpactGroup[];
  hiddenAnswers: HiddenAnswersGroup[];
  formsCompared: string[];
  /** Forms of the draft that do not compile (validate the draft to see why). */
  formsWithProblems: string[];
  /** Records read (that had saved at least one compared form). */
  recordsRead: number;
  /** Records whose status changes for at least one form, per collection. */
  recordsChanged: Partial<Record<RecordCollection, number>>;
  elapsedMs: number;
}

export interface ImpactInput {
  tenant: string;
  published: PreparedConfig;
  draft: PreparedConfig;
  today: string;
  texts: Record<string, string>;
  now?: () => number;
}

const json = (value: unknown): string => JSON.stringify(value ?? null);

/** The forms whose statuses may differ, by the collection holding their records. */
export function formsToCompare(published: PreparedConfig, draft: PreparedConfig): Map<RecordCollection, string[]> {
  // Calculated answers read other areas (the funding figures): a change there counts as everywhere.
  const shared = (config: PreparedConfig) => json([config.document.settings, config.document.schemas, config.document.funding]);
  const everything = shared(published) !== shared(draft);
  const byCollection = new Map<RecordCollection, string[]>();
  for (const [formId, definition] of Object.entries(draft.document.forms)) {
    if (!published.hasForm(formId)) continue;
    const source = recordSourceOf(definition.kind);
    if (!source) continue;
    if (!everything && json(published.document.forms[formId]) === json(definition)) continue;
    byCollection.set(source.collection, [...(byCollection.get(source.collection) ?? []), formId]);
  }
  return byCollection;
}

const errorKey = (error: FormError): string => `${error.path}\u0000${error.ruleId}`;

function labelAt(states: Record<string, { label: unknown }>, path: string): string {
  const label = states[path]?.label;
  return typeof label === "string" && label !== "" ? label : path;
}

export async function computeImpact(services: Pick<Services, "repositories">, input: ImpactInput): Promise<ImpactReport> {
  const clock = input.now ?? (() => performance.now());
  const started = clock();
  const { published, draft, texts, today } = input;
  const groups = new Map<string, ImpactGroup & { reasonCounts: Map<string, number> }>();
  const hidden = new Map<string, HiddenAnswersGroup>();
  const formsWithProblems: string[] = [];
  const formsCompared: string[] = [];
  const recordsChanged: Partial<Record<RecordCollection, number>> = {};
  let recordsRead = 0;

  const plan = comparedForms(published, draft);
  formsWithProblems.push(...plan.formsWithProblems);
  for (const [collection, compared] of plan.byCollection) {
    const forms = compared.map((form) => form.formId);
    formsCompared.push(...forms);
    const filter = { $or: forms.map((formId) => ({ [`sections.${formId}`]: { $exists: true } })) };
    const records: EntityRecord[] = await repositoryOf(services, collection).find(input.tenant, filter);
    recordsRead += records.length;
    let changed = 0;
    for (const record of records) {
      const statuses = formStatuses({ published, draft, today, texts }, compared, record);
      const changes = statuses.filter((status) => status.from !== status.to);
      if (changes.length > 0) changed += 1;
      for (const status of statuses) {
        for (const field of status.hiddenAnswers) {
          const key = `${status.formId}\u0000${field}`;
          const group = hidden.get(key) ?? { formId: status.formId, formTitle: status.formTitle, collection, field, count: 0, recordIds: [] };
          group.count += 1;
          group.recordIds.push(record._id);
          hidden.set(key, group);
        }
      }
      for (const change of changes) {
        const key = `${change.formId}\u0000${change.from}\u0000${change.to}`;
        let group = groups.get(key);
        if (!group) {
          group = { formId: change.formId, formTitle: change.formTitle, collection, from: change.from, to: change.to, count: 0, reasons: [], recordIds: [], reasonCounts: new Map() };
          groups.set(key, group);
        }
        group.count += 1;
        group.recordIds.push(record._id);
        if (change.reason) group.reasonCounts.set(change.reason, (group.reasonCounts.get(change.reason) ?? 0) + 1);
      }
    }
    if (changed > 0) recordsChanged[collection] = changed;
  }

  const list = [...groups.values()]
    .map(({ reasonCounts, ...group }) => ({
      ...group,
      reasons: [...reasonCounts].map(([text, count]) => ({ text, count })).sort((a, b) => b.count - a.count),
    }))
    .sort((a, b) => b.count - a.count || a.formId.localeCompare(b.formId));
  const hiddenAnswers = [...hidden.values()].sort((a, b) => b.count - a.count || a.formId.localeCompare(b.formId));
  return { groups: list, hiddenAnswers, formsCompared, formsWithProblems, recordsRead, recordsChanged, elapsedMs: Math.round(clock() - started) };
}

/** The forms to compare by collection, less those of the draft that do not compile. */
export function comparedForms(published: PreparedConfig, draft: PreparedConfig): { byCollection: Map<RecordCollection, ComparedForm[]>; formsWithProblems: string[] } {
  const byCollection = new Map<RecordCollection, ComparedForm[]>();
  const formsWithProblems: string[] = [];
  for (const [collection, candidateForms] of formsToCompare(published, draft)) {
    const compared: ComparedForm[] = [];
    for (const formId of candidateForms) {
      if (draft.formProblems(formId).length > 0) formsWithProblems.push(formId);
      else compared.push({ formId, title: draft.formTitle(formId), role: recordSourceOf(draft.document.forms[formId].kind)?.role ?? "" });
    }
    if (compared.length > 0) byCollection.set(collection, compared);
  }
  return { byCollection, formsWithProblems };
}

/** A form of the draft compared with the published one: its id, title and whose view it takes. */
export interface ComparedForm {
  formId: string;
  title: string;
  role: string;
}

export interface StatusChange {
  formId: string;
  formTitle: string;
  from: TaskStatus;
  to: TaskStatus;
  reason: string | null;
  /** The questions whose stored answers the draft would hide (labels as shown now). */
  hiddenAnswers: string[];
}

/** The task status of each compared form a record has saved, now and under the draft, with why it differs. */
export function formStatuses(input: Pick<ImpactInput, "published" | "draft" | "today" | "texts">, compared: readonly ComparedForm[], record: Record<string, unknown>): StatusChange[] {
  const { published, draft, today, texts } = input;
  const sections = record.sections as Record<string, unknown> | undefined;
  const statuses: StatusChange[] = [];
  for (const { formId, title, role } of compared) {
    if (sections?.[formId] === undefined) continue;
    const before = savedPageCheck(published, formId, record, { today, role });
    const after = savedPageCheck(draft, formId, record, { today, role });
    const from = formTaskStatus({ locked: false, saved: true, errorCount: before.errors.length });
    const to = formTaskStatus({ locked: false, saved: true, errorCount: after.errors.length });
    statuses.push({ formId, formTitle: title, from, to, reason: from === to ? null : reasonFor(before, after, texts), hiddenAnswers: answersHidden(before, after, sectionData(record, formId)) });
  }
  return statuses;
}

/** The forms a record has saved whose task status differs under the draft, with why. */
export function statusChanges(input: Pick<ImpactInput, "published" | "draft" | "today" | "texts">, compared: readonly ComparedForm[], record: Record<string, unknown>): StatusChange[] {
  return formStatuses(input, compared, record).filter((status) => status.from !== status.to);
}

/** The questions answered in `stored` that are shown now and hidden under the draft, by their labels now. */
function answersHidden(before: SavedPageCheck, after: SavedPageCheck, stored: Record<string, unknown>): string[] {
  const labels: string[] = [];
  for (const [path, state] of Object.entries(after.states)) {
    if (state.visible || before.states[path]?.visible !== true) continue;
    const value = getAt(stored, path.split("."));
    if (value === undefined || isEmptyAnswer(value)) continue;
    labels.push(labelAt(before.states, path));
  }
  return labels;
}

/** Why the status changed: the first error that is new under the draft (or that the draft resolves). */
function reasonFor(before: SavedPageCheck, after: SavedPageCheck, texts: Record<string, string>): string | null {
  const old = new Set(before.errors.map(errorKey));
  const added = after.errors.find((error) => !old.has(errorKey(error)));
  if (added) {
    const field = labelAt(after.states, added.path);
    return added.ruleId === "required" ? say(texts, "config.impact.reason.nowMandatory", { field }) : say(texts, "config.impact.reason.newError", { field, message: added.message });
  }
  const now = new Set(after.errors.map(errorKey));
  const resolved = before.errors.find((error) => !now.has(errorKey(error)));
  if (!resolved) return null;
  const field = labelAt(before.states, resolved.path);
  return resolved.ruleId === "required" ? say(texts, "config.impact.reason.noLongerMandatory", { field }) : say(texts, "config.impact.reason.resolved", { field, message: resolved.message });
}
