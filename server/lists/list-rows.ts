// Keeping each record's list row beside it (decisions 0710 and 0019): the list rows projector
// follows every change of an application, an offer, a CAS student record, a conversation message
// or an upload, and works the affected rows out again by rules/ from the university's
// configuration and the records as they are now, with the derived values its rules read (decision
// 0024: document counts, an offer's new documents; running it twice leaves the same rows). The
// rows are stored in `listRows`, so the staff lists are filtered, sorted, paged and counted by the
// store.
import type { PreparedConfig } from "../../rules";
import type { ListKind } from "../../rules/config/areas/lists";
import { listRowOf, type ListRowScope } from "../../rules/lists/list-row";
import { IN_TABS, REACHED_STEPS, stepsReachedByRow, tabsOfRow } from "../../rules/lists/tab-membership";
import { stepsReachedOnce } from "../insights/funnel-history-store";
import { derivedFieldsReadBy, needsDocuments, NO_FACTS, withDerived, type RecordFacts } from "../../rules/derived/derived-values";
import { factsOf } from "../records/derived";
import { universityToday } from "../time";
import type { EntityRecord, ListRowRecord } from "../repositories";
import type { Services } from "../services";
import type { Expectation, Projector, ProjectorCheck } from "../records/projectors";
import type { ChangeEntry } from "../records/change-entries";
import { DuplicateKeyError, VersionConflictError } from "../store/port";

export const rowIdOf = (kind: ListKind, recordId: string): string => `${kind}:${recordId}`;

/** A field of a record a change deleted, as its diff recorded it. */
const deletedValue = (change: ChangeEntry, path: string): unknown => (change.op === "delete" ? change.diff.find((entry) => entry.path === path)?.from : undefined);

/** A record's row as the projector works it out: its id and the values it holds besides the store's own fields. */
export interface ExpectedRow {
  kind: ListKind;
  recordId: string;
  values: Record<string, unknown>;
}

/** Fields of a stored row that are not the row's own values. */
const ROW_META = new Set(["_id", "_version", "tenant", "updatedAt"]);
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A record's row values (pure): the configured fields over its scope, and the projector's own
 * fields: the tabs it is in and the funnel steps it has reached (with those it reached once).
 */
export function rowValues(config: PreparedConfig, kind: ListKind, record: EntityRecord, scope: ListRowScope, reachedOnce: ReadonlySet<string> = NONE): Record<string, unknown> {
  const row = listRowOf(config, kind, scope);
  const values = { ...row.fields, kind, recordId: record._id, userId: String(record.userId ?? ""), assignedTo: row.assignedTo, search: row.search };
  // Worked out from the values as stored, so a tab or a step is read from an index of its own rows (decision 0054).
  return { ...values, [IN_TABS]: tabsOfRow(config, kind, values), [REACHED_STEPS]: stepsReachedByRow(config, kind, values, reachedOnce), [ROW_RULES]: ROW_RULES_VERSION };
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The row field naming the code's row rules a row was worked out by, and their number now: raised
 * when what a row holds changes in code, not configuration (decision 0053: the document counts
 * became the documents awaiting review), so start-up works the older rows out again.
 */
const ROW_RULES = "rowRules";
const ROW_RULES_VERSION = 2;

/** Writes the rows of a batch of records: new rows in one insert, changed ones one by one, unchanged ones not at all. */
async function writeRows(services: Services, tenant: string, expected: readonly ExpectedRow[]): Promise<void> {
  if (!expected.length) return;
  const { listRows } = services.repositories;
  const now = services.clock().toISOString();
  const ids = expected.map(({ kind, recordId }) => rowIdOf(kind, recordId));
  const existing = new Map((await listRows.find(tenant, { _id: { $in: ids } })).map((row) => [row._id, row]));
  const inserts: Array<Omit<ListRowRecord, "_version" | "tenant">> = [];
  for (const { kind, recordId, values } of expected) {
    const id = rowIdOf(kind, recordId);
    const stored = existing.get(id);
    if (!stored) {
      inserts.push({ _id: id, ...values, updatedAt: now } as Omit<ListRowRecord, "_version" | "tenant">);
      continue;
    }
    const gone = Object.keys(stored).filter((key) => !ROW_META.has(key) && !(key in values));
    if (!gone.length && Object.entries(values).every(([key, value]) => sameValue(stored[key], value))) continue;
    // With the row's version: a projection that read an older record and comes second is refused, and reads again.
    await listRows.update(tenant, id, { $set: { ...values, updatedAt: now }, ...(gone.length ? { $unset: Object.fromEntries(gone.map((key) => [key, ""])) } : {}) }, stored._version);
  }
  if (inserts.length) await listRows.insertMany(tenant, inserts);
}

/** Records with the derived values their list rows read (decision 0024), and the facts they were worked out from. */
async function withRowDerived(services: Services, tenant: string, config: PreparedConfig, kind: ListKind, records: readonly EntityRecord[], today: string): Promise<{ records: EntityRecord[]; facts: Map<string, RecordFacts> }> {
  const fields = derivedFieldsReadBy(config, kind, "listRows");
  // A student's row counts the person's unread messages (decision 0822) whatever else it reads.
  const needed = { documents: needsDocuments(fields), unread: kind === "students" };
  const facts = needed.documents || needed.unread ? await factsOf(services, tenant, kind, records, needed) : new Map<string, RecordFacts>();
  if (!fields.size) return { records: [...records], facts };
  return { records: records.map((record) => withDerived(config, kind, record, facts.get(record._id) ?? NO_FACTS, { today, fields }) as EntityRecord), facts };
}

/**
 * The rows these records should have now (record + derived values + configuration -> row): what
 * the projector writes, and what a rebuild or `cli verify` compares the stored rows with. An
 * offer's row also reads its application; an application's records bring their offers' rows.
 */
export async function expectedListRows(services: Services, tenant: string, config: PreparedConfig, kind: ListKind, stored: readonly EntityRecord[]): Promise<ExpectedRow[]> {
  if (!stored.length) return [];
  const today = universityToday(services.clock(), config);
  const rows = await rowSources(services, tenant, config, kind, stored, today);
  // The funnel steps each row reached once (its history), kept on the row beside those it matches now.
  const once = await stepsReachedOnce(services, tenant, rows.map(({ kind: rowKind, record }) => rowIdOf(rowKind, record._id)));
  return rows.map(({ kind: rowKind, record, scope }) => ({ kind: rowKind, recordId: record._id, values: rowValues(config, rowKind, record, scope, once.get(rowIdOf(rowKind, record._id))) }));
}

/** The records behind the rows these records should have, each with the scope its row is worked out over. */
async function rowSources(services: Services, tenant: string, config: PreparedConfig, kind: ListKind, stored: readonly EntityRecord[], today: string): Promise<Array<{ kind: ListKind; record: EntityRecord; scope: ListRowScope }>> {
  const { repositories } = services;
  const row = (rowKind: ListKind, record: EntityRecord, scope: ListRowScope) => ({ kind: rowKind, record, scope });
  if (kind === "students") {
    const { records, facts } = await withRowDerived(services, tenant, config, kind, stored, today);
    return records.map((student) => row(kind, student, { student, messages: { unread: facts.get(student._id)?.unread ?? {} } }));
  }
  if (kind === "applications") {
    const { records: applications } = await withRowDerived(services, tenant, config, kind, stored, today);
    // An offer's row shows its application's answers (names, nationality): they follow it.
    const { records: offers } = await withRowDerived(services, tenant, config, "offers", await repositories.offers.find(tenant, { applicationId: { $in: stored.map((record) => record._id) } }), today);
    const byId = new Map(applications.map((record) => [record._id, record]));
    return [...applications.map((application) => row(kind, application, { application })), ...offers.map((offer) => row("offers", offer, { offer, application: byId.get(String(offer.applicationId)) ?? {} }))];
  }
  const { records: offers } = await withRowDerived(services, tenant, config, kind, stored, today);
  const applicationIds = [...new Set(offers.map((offer) => String(offer.applicationId ?? "")).filter(Boolean))];
  const { records: applications } = await withRowDerived(services, tenant, config, "applications", applicationIds.length ? await repositories.applications.find(tenant, { _id: { $in: applicationIds } }) : [], today);
  const byId = new Map(applications.map((record) => [record._id, record]));
  return offers.map((offer) => row(kind, offer, { offer, application: byId.get(String(offer.applicationId)) ?? {} }));
}

/** How often a projection overtaken by another one (of a later change of the same record) reads again. */
const ATTEMPTS = 4;

/**
 * The rows of these records worked out again from the records as they are now (a record gone
 * takes its row with it). Two projections of one record at once (two writes close together) may
 * read it at different versions: each row is written with the row's own version, so the one
 * that read the older record and writes second is refused and reads again.
 */
export async function refreshRows(services: Services, tenant: string, config: PreparedConfig, kind: ListKind, ids: readonly string[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await refreshRowsOnce(services, tenant, config, kind, ids);
    } catch (error) {
      if (attempt >= ATTEMPTS || !(error instanceof VersionConflictError || error instanceof DuplicateKeyError)) throw error;
    }
  }
}

async function refreshRowsOnce(services: Services, tenant: string, config: PreparedConfig, kind: ListKind, ids: readonly string[]): Promise<void> {
  const { repositories } = services;
  const records = await repositories[kind].find(tenant, { _id: { $in: [...ids] } });
  const found = new Set(records.map((record) => record._id));
  for (const id of ids) if (!found.has(id)) await repositories.listRows.delete(tenant, rowIdOf(kind, id));
  await writeRows(services, tenant, await expectedListRows(services, tenant, config, kind, records));
}

const LIST_KINDS: readonly ListKind[] = ["applications", "offers", "students"];
const STRAY_BATCH = 500;

/** Each record's row as the projector would write it now, and the rows of records that are gone (verify, decision 0027). */
const listRowsCheck: ProjectorCheck = {
  over: { records: LIST_KINDS },
  async expected(services, tenant, config, subject) {
    if (!("collection" in subject) || !(LIST_KINDS as readonly string[]).includes(subject.collection)) return [];
    const kind = subject.collection as ListKind;
    // An application's rows bring its offers' rows too: verify checks those with the offers.
    return (await expectedListRows(services, tenant, config, kind, subject.records))
      .filter((row) => row.kind === kind)
      .map((row) => ({ about: { collection: kind, id: row.recordId }, output: { collection: "listRows", id: rowIdOf(kind, row.recordId) }, fields: row.values, whole: { except: ["updatedAt"] } }));
  },
  async strays(services, tenant) {
    const strays: Expectation[] = [];
    const rows = await services.repositories.listRows.find(tenant, {}, { projection: { _id: 1, kind: 1, recordId: 1 } });
    for (const kind of LIST_KINDS) {
      const ofKind = rows.filter((row) => row.kind === kind);
      for (let start = 0; start < ofKind.length; start += STRAY_BATCH) {
        const batch = ofKind.slice(start, start + STRAY_BATCH);
        const there = new Set((await services.repositories[kind].find(tenant, { _id: { $in: batch.map((row) => String(row.recordId)) } }, { projection: { _id: 1 } })).map((record) => record._id));
        for (const row of batch) if (!there.has(String(row.recordId))) strays.push({ about: { collection: kind, id: String(row.recordId) }, output: { collection: "listRows", id: row._id }, fields: null });
      }
    }
    return strays;
  },
  async repair(services, tenant, config, expectations) {
    for (const kind of LIST_KINDS) {
      const ids = [...new Set(expectations.filter((expectation) => expectation.about.collection === kind).map((expectation) => expectation.about.id))];
      if (ids.length) await refreshRows(services, tenant, config, kind, ids);
    }
  },
};

/** The list rows a change touches: its record's own, or (a message, an upload) the rows of the record or person it is about. */
export const listRowsProjector: Projector = {
  name: "listRows",
  collections: ["applications", "offers", "students", "conversationMessages", "uploads"],
  outputs: ["listRows"],
  check: listRowsCheck,
  configParts: ["list-rows", "settings", "schemas", "forms", "checklist", "checklist-tasks", "documents", "courses", "tabs", "cas-stages", "insights"],
  // Rows written before they held their tabs (decision 0054), or by older row rules (decision 0053), are made again once, at start-up.
  async outdated(services, tenant) {
    const older = { $or: [{ [IN_TABS]: { $exists: false } }, { [REACHED_STEPS]: { $exists: false } }, { [ROW_RULES]: { $ne: ROW_RULES_VERSION } }] };
    return (await services.repositories.listRows.find(tenant, older, { limit: 1, projection: { _id: 1 } })).length > 0;
  },
  async project(services, tenant, change, config) {
    const { repositories } = services;
    switch (change.collection) {
      case "applications":
      case "offers":
      case "students":
        return refreshRows(services, tenant, config, change.collection, [change.recordId]);
      case "conversationMessages": {
        // A student's row counts their unread messages (decision 0822); a deleted message (the retention sweep, an erasure) is known by its diff.
        const message = await repositories.conversationMessages.findById(tenant, change.recordId);
        const personId = message?.personId ?? deletedValue(change, "personId");
        if (typeof personId !== "string") return;
        const students = await repositories.students.find(tenant, { userId: personId }, { projection: { _id: 1 } });
        if (students.length) await refreshRows(services, tenant, config, "students", students.map((student) => student._id));
        return;
      }
      case "uploads": {
        const upload = await repositories.uploads.findById(tenant, change.recordId);
        const [kind, recordId] = upload ? [upload.recordKind, upload.recordId] : [deletedValue(change, "recordKind"), deletedValue(change, "recordId")];
        if ((kind === "applications" || kind === "offers" || kind === "students") && typeof recordId === "string") await refreshRows(services, tenant, config, kind, [recordId]);
        return;
      }
      default:
        return;
    }
  },
};
