// The retention sweep (issue 42 item 2; decision 0050): once a day per university, what has
// expired under the published retention rules is deleted (files included) or anonymised. Which
// records expire is decided in rules/retention/expiry.ts; here they are read, and removed through
// the write path so list rows and the history follow. A run is claimed once per university and
// day (its _id is the claim key, as a reminder's is); a run cut short by a crash is taken over by
// the next tick once its lease is past, and goes on, since every step skips what is already done.
// What it did is recorded as counts per kind, never the data.
import { expiredRecords, heldPeopleOn, type Expiry, type RetentionCandidate, type RetentionKind } from "../../rules/retention/expiry";
import type { CompiledRetention } from "../../rules/config/areas/retention";
import type { EntityRecord } from "../repositories";
import { deleteRecord, updateRecord } from "../records/write-path";
import type { Services } from "../services";
import { DuplicateKeyError } from "../store/port";
import type { TenantDocument } from "../repositories/tenant-scoped";
import { universityToday } from "../time";
import { discardFailures, discardImportFile, type ImportFileKind } from "../import/import-files";
import { activeLegalHolds } from "./legal-holds";

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

/** Each kind the sweep acts on: the records it could expire, with the day their rule's event happened. */
const KINDS: Partial<Record<RetentionKind, (services: Services, tenant: string) => Promise<RetentionCandidate[]>>> = {
  async importFiles(services, tenant) {
    const imports = await services.repositories.imports.find(tenant, { fileDiscardedAt: { $exists: false } });
    return imports.map((record) => ({ id: record._id, eventDay: day(record.createdAt), personId: null }));
  },
  async failuresCsvs(services, tenant) {
    const imports = await services.repositories.imports.find(tenant, { failuresDiscardedAt: { $exists: false } });
    return imports.map((record) => ({ id: record._id, eventDay: day(record.createdAt), personId: null }));
  },
  async messages(services, tenant) {
    const messages = await services.repositories.conversationMessages.find(tenant, {});
    return messages.map((message) => ({ id: message._id, eventDay: day(message.at), personId: message.personId }));
  },
  async auditEntries(services, tenant) {
    const entries = await services.repositories.auditLog.find(tenant, {});
    return entries.map((entry) => ({ id: entry._id, eventDay: day(entry.at), personId: entry.entityId }));
  },
};

/** What would go today, kind by kind, and why; changes nothing. */
export async function planRetention(services: Services, tenant: string, rules: CompiledRetention, today: string): Promise<KindPlan[]> {
  const held = heldPeopleOn(await activeLegalHolds(services, tenant));
  const plans: KindPlan[] = [];
  for (const [kind, candidatesOf] of Object.entries(KINDS) as [RetentionKind, NonNullable<(typeof KINDS)[RetentionKind]>][]) {
    plans.push({ kind, expired: expiredRecords(rules[kind], await candidatesOf(services, tenant), today, held) });
  }
  return plans;
}

async function removeExpired(services: Services, tenant: string, kind: RetentionKind, expiry: Expiry): Promise<void> {
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
    case "messages":
      await deleteRecord(services, tenant, "conversationMessages", expiry.id, meta);
      return;
    case "auditEntries":
      await services.repositories.auditLog.delete(tenant, expiry.id);
      return;
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
  const plans = await planRetention(services, tenant, rules, today);
  const counts: Partial<Record<RetentionKind, number>> = {};
  for (const plan of plans) {
    for (const expiry of plan.expired) await removeExpired(services, tenant, plan.kind, expiry);
    counts[plan.kind] = plan.expired.length;
  }
  await services.store.collection<RetentionRun>("retentionRuns").updateOne({ _id: claim._id }, { $set: { status: "done", finishedAt: services.clock().toISOString(), counts } });
  return { today, ran: true, plans, counts };
}
