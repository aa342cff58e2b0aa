// The retention sweep (issue 42 item 2; decision 0050): once a day per university, what has
// expired under the published retention rules is deleted (files included) or anonymised. Which
// records expire is decided in rules/retention/expiry.ts; here they are read, and removed through
// the write path so list rows and the history follow. A run is claimed once per university and
// day (its _id is the claim key, as a reminder's is); a run cut short by a crash is taken over by
// the next tick once its lease is past, and goes on, since every step skips what is already done.
// What it did is recorded as counts per kind, never the data. Candidates are read from the store a
// batch at a time with a cut-off on the rule's event (never a whole collection at once).
import { expiredRecords, heldPeopleOn, type Expiry, type RetentionCandidate, type RetentionKind } from "../../rules/retention/expiry";
import { eventBeforeFilter, eventDayOf, RECORD_KINDS, type RecordKind } from "../../rules/retention/record-events";
import { addDays } from "../../rules/dates/add-days";
import type { CompiledRetention } from "../../rules/config/areas/retention";
import type { RetentionRule } from "../../schemas/generated/tenant-config";
import type { EntityRecord } from "../repositories";
import { deleteRecord, updateRecord } from "../records/write-path";
import type { Services } from "../services";
import { DuplicateKeyError, type CollectionName, type Filter, type LooseDocument } from "../store/port";
import type { TenantDocument } from "../repositories/tenant-scoped";
import { universityToday } from "../time";
import { discardFailures, discardImportFile, type ImportFileKind } from "../import/import-files";
import { activeLegalHolds } from "./legal-holds";
import { anonymiseRecord, batchesWhere, removeUploadsOf, removeWhatReaches, replacementPersonId, scrubHistoryOf, storedRecord } from "../records/record-removal";

/** What one kind's sweep found: the records that expired, each with why (a dry run stops here). */
export interface KindPlan {
  kind: RetentionKind;
  expired: Expiry[];
}

export interface RetentionRun extends TenantDocument {
  day: string;
  status: "running" | "done";
  startedAt: string;
  leaseUntil: string;
  finishedAt?: string;
  /** Records deleted or anonymised, per kind. */
  counts?: Partial<Record<RetentionKind, number>>;
}

const LEASE_MS = 30 * 60_000;
const ACTOR = "retention";
const day = (value: unknown): string | null => (typeof value === "string" && value.length >= 10 ? value.slice(0, 10) : null);

async function* candidatesWhere(services: Services, collection: CollectionName, filter: Filter, candidate: (document: LooseDocument) => RetentionCandidate): AsyncGenerator<RetentionCandidate[]> {
  for await (const batch of batchesWhere(services, collection, filter)) yield batch.map(candidate);
}

/** The users of a university among these ids (sign-in records carry no tenant of their own). */
async function usersAmong(services: Services, tenant: string, ids: readonly string[]): Promise<Set<string>> {
  const users = await services.repositories.users.find(tenant, { _id: { $in: [...ids] } }, { projection: { _id: 1 } });
  return new Set(users.map((user) => user._id));
}

/** Each kind's candidates: the records whose rule's event happened before the cut-off day, with that day, a batch at a time. */
type CandidateSource = (services: Services, tenant: string, cutoffDay: string, rule: RetentionRule) => AsyncGenerator<RetentionCandidate[]>;

const recordKind = (kind: RecordKind): CandidateSource =>
  (services, tenant, cutoffDay, rule) =>
    candidatesWhere(services, RECORD_KINDS[kind], { tenant, anonymisedAt: { $exists: false }, ...eventBeforeFilter(kind, cutoffDay, rule) }, (record) => ({ id: record._id, eventDay: eventDayOf(kind, record, rule), personId: typeof record.userId === "string" ? record.userId : null }));

const KINDS: Record<RetentionKind, CandidateSource> = {
  importFiles: (services, tenant, cutoffDay) => candidatesWhere(services, "imports", { tenant, fileDiscardedAt: { $exists: false }, createdAt: { $lt: cutoffDay } }, (record) => ({ id: record._id, eventDay: day(record.createdAt), personId: null })),
  failuresCsvs: (services, tenant, cutoffDay) => candidatesWhere(services, "imports", { tenant, failuresDiscardedAt: { $exists: false }, createdAt: { $lt: cutoffDay } }, (record) => ({ id: record._id, eventDay: day(record.createdAt), personId: null })),
  unsubmittedApplications: recordKind("unsubmittedApplications"),
  unsuccessfulApplications: recordKind("unsuccessfulApplications"),
  closedOffers: recordKind("closedOffers"),
  casStudents: recordKind("casStudents"),
  messages: (services, tenant, cutoffDay) => candidatesWhere(services, "conversationMessages", { tenant, at: { $lt: cutoffDay } }, (message) => ({ id: message._id, eventDay: day(message.at), personId: String(message.personId) })),
  auditEntries: (services, tenant, cutoffDay) => candidatesWhere(services, "auditLog", { tenant, at: { $lt: cutoffDay } }, (entry) => ({ id: entry._id, eventDay: day(entry.at), personId: String(entry.entityId) })),
  async *sessions(services, tenant, cutoffDay) {
    yield* candidatesWhere(services, "sessions", { tenant, lastSeenAt: { $lt: cutoffDay } }, (session) => ({ id: `sessions:${session._id}`, eventDay: day(session.lastSeenAt), personId: String(session.userId) }));
    for await (const batch of batchesWhere(services, "signIns", { at: { $lt: cutoffDay } })) {
      const ours = await usersAmong(services, tenant, batch.map((signIn) => signIn._id));
      yield batch.filter((signIn) => ours.has(signIn._id)).map((signIn) => ({ id: `signIns:${signIn._id}`, eventDay: day(signIn.at), personId: signIn._id }));
    }
  },
};

/** Every kind's expired records, a batch at a time, with holds left out. */
async function* expiredBatches(services: Services, tenant: string, rules: CompiledRetention, today: string, kind: RetentionKind, held: ReadonlySet<string>): AsyncGenerator<Expiry[]> {
  const rule = rules[kind];
  for await (const candidates of KINDS[kind](services, tenant, addDays(today, -rule.keepDays), rule)) {
    const expired = expiredRecords(rule, candidates, today, held);
    if (expired.length) yield expired;
  }
}

/** What would go today, kind by kind, and why; changes nothing. */
export async function planRetention(services: Services, tenant: string, rules: CompiledRetention, today: string): Promise<KindPlan[]> {
  const held = heldPeopleOn(await activeLegalHolds(services, tenant));
  const plans: KindPlan[] = [];
  for (const kind of Object.keys(KINDS) as RetentionKind[]) {
    const expired: Expiry[] = [];
    for await (const batch of expiredBatches(services, tenant, rules, today, kind, held)) expired.push(...batch);
    plans.push({ kind, expired });
  }
  return plans;
}

/** A record of one of the person's record kinds: deleted, or anonymised, with its uploads and files gone and its history without the person. */
async function removeRecord(services: Services, tenant: string, kind: RecordKind, expiry: Expiry, meta: { actor: string; action: string; details: Record<string, unknown> }, replacements: Map<string, string>): Promise<void> {
  const collection = RECORD_KINDS[kind];
  const record = await storedRecord(services, tenant, collection, expiry.id);
  if (!record) return;
  const uploadIds = (await services.repositories.uploads.find(tenant, { recordId: expiry.id }, { projection: { _id: 1 } })).map((upload) => upload._id);
  await removeUploadsOf(services, tenant, [expiry.id], meta);
  if (expiry.action === "delete") await deleteRecord(services, tenant, collection, expiry.id, meta);
  else {
    // One replacement per person in a run: their anonymised records still count as one person in Insights' funnel.
    const personId = String(record.userId ?? "");
    const replacementId = replacements.get(personId) ?? replacementPersonId();
    replacements.set(personId, replacementId);
    await anonymiseRecord(services, tenant, collection, record, { id: personId, replacementId }, meta);
  }
  await removeWhatReaches(services, tenant, [expiry.id, ...uploadIds], meta);
  await scrubHistoryOf(services, tenant, [expiry.id, ...uploadIds], null);
}

async function removeExpired(services: Services, tenant: string, kind: RetentionKind, expiry: Expiry, replacements: Map<string, string>): Promise<void> {
  const meta = { actor: ACTOR, action: `retention.${kind}`, details: { kind, expiredOn: expiry.expiredOn } };
  const now = services.clock().toISOString();
  switch (kind) {
    case "importFiles": {
      const record = (await services.repositories.imports.findById(tenant, expiry.id)) as EntityRecord | null;
      if (!record) return;
      await discardImportFile(services, expiry.id, (record.kind as ImportFileKind) ?? "csv");
      await updateRecord(services, tenant, "imports", expiry.id, { $set: { fileDiscardedAt: now } }, meta);
      return;
    }
    case "failuresCsvs": {
      const record = (await services.repositories.imports.findById(tenant, expiry.id)) as EntityRecord | null;
      if (!record) return;
      await discardFailures(services, expiry.id, typeof record.failureParts === "number" ? record.failureParts : undefined);
      await updateRecord(services, tenant, "imports", expiry.id, { $set: { failuresDiscardedAt: now } }, meta);
      return;
    }
    case "unsubmittedApplications":
    case "unsuccessfulApplications":
    case "closedOffers":
    case "casStudents":
      await removeRecord(services, tenant, kind, expiry, meta, replacements);
      return;
    case "messages":
      await deleteRecord(services, tenant, "conversationMessages", expiry.id, meta);
      return;
    case "auditEntries":
      await services.repositories.auditLog.delete(tenant, expiry.id);
      return;
    case "sessions": {
      // Sessions and sign-in records are the platform's own: no list row or history follows them.
      const [collection, id] = expiry.id.split(/:(.*)/s) as ["sessions" | "signIns", string];
      if (collection === "sessions") await services.store.collection("sessions").deleteOne({ _id: id });
      else await services.store.collection("signIns").deleteOne({ _id: id });
      return;
    }
  }
}

/** Claims today's run for the university, or takes over one whose lease is past; null when another has it or it is done. */
async function claimRun(services: Services, tenant: string, today: string): Promise<RetentionRun | null> {
  const runs = services.store.collection<RetentionRun>("retentionRuns");
  const now = services.clock();
  const leaseUntil = new Date(now.getTime() + LEASE_MS).toISOString();
  try {
    return await runs.insertOne({ _id: `${tenant}:${today}`, tenant, day: today, status: "running", startedAt: now.toISOString(), leaseUntil } as never);
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
    return runs.updateOne({ _id: `${tenant}:${today}`, status: "running", leaseUntil: { $lt: now.toISOString() } }, { $set: { leaseUntil } });
  }
}

export interface RetentionResult {
  today: string;
  /** False when another run has today's claim, or today's run is done. */
  ran: boolean;
  /** A dry run's records that would go, and why (a run itself records counts only). */
  plans: KindPlan[];
  counts: Partial<Record<RetentionKind, number>>;
}

/** One university's sweep on its day; with dryRun, what would go and why, and nothing changed or claimed. */
export async function runRetention(services: Services, tenant: string, options: { now?: Date; today?: string; dryRun?: boolean } = {}): Promise<RetentionResult> {
  const config = (await services.configs.current(tenant)).prepared;
  const today = options.today ?? universityToday(options.now ?? services.clock(), config);
  const rules = config.areas.retention;
  if (options.dryRun) {
    const plans = await planRetention(services, tenant, rules, today);
    return { today, ran: false, plans, counts: Object.fromEntries(plans.map((plan) => [plan.kind, plan.expired.length])) };
  }
  const claim = await claimRun(services, tenant, today);
  if (!claim) return { today, ran: false, plans: [], counts: {} };
  const held = heldPeopleOn(await activeLegalHolds(services, tenant));
  const counts: Partial<Record<RetentionKind, number>> = {};
  // Held in memory only, for this run: the people's ids are never stored beside their replacements.
  const replacements = new Map<string, string>();
  for (const kind of Object.keys(KINDS) as RetentionKind[]) {
    let removed = 0;
    // What a run cut short already did no longer matches the cut-off query: a run taken over goes on from there.
    for await (const batch of expiredBatches(services, tenant, rules, today, kind, held)) {
      for (const expiry of batch) await removeExpired(services, tenant, kind, expiry, replacements);
      removed += batch.length;
    }
    counts[kind] = removed;
  }
  await services.store.collection<RetentionRun>("retentionRuns").updateOne({ _id: claim._id }, { $set: { status: "done", finishedAt: services.clock().toISOString(), counts } });
  return { today, ran: true, plans: [], counts };
}
