// Legal holds (issue 42 item 1; decision 0050): staff hold a person's records for an inspection
// or a dispute, which stops every expiry until the hold is released; who and why are recorded.
import { randomUUID } from "node:crypto";
import type { Services } from "../services";
import type { TenantDocument } from "../repositories/tenant-scoped";

export interface LegalHold extends TenantDocument {
  personId: string;
  reason: string;
  heldBy: string;
  heldAt: string;
  releasedBy?: string;
  releasedAt?: string;
  releaseReason?: string;
}

const holdsOf = (services: Pick<Services, "store">) => services.store.collection<LegalHold>("legalHolds");

export async function placeLegalHold(services: Services, tenant: string, hold: { personId: string; reason: string; by: string }): Promise<LegalHold> {
  return holdsOf(services).insertOne({ _id: randomUUID(), tenant, personId: hold.personId, reason: hold.reason, heldBy: hold.by, heldAt: services.clock().toISOString() } as never);
}

export async function releaseLegalHold(services: Services, tenant: string, id: string, release: { by: string; reason: string }): Promise<LegalHold | null> {
  return holdsOf(services).updateOne({ tenant, _id: id, releasedAt: { $exists: false } }, { $set: { releasedBy: release.by, releasedAt: services.clock().toISOString(), releaseReason: release.reason } });
}

/** The holds in force at a university (not released). */
export function activeLegalHolds(services: Pick<Services, "store">, tenant: string): Promise<LegalHold[]> {
  return holdsOf(services).find({ tenant, releasedAt: { $exists: false } });
}

/** One person's holds, in force or released, newest first (the record page; the subject-access ZIP). */
export function legalHoldsOf(services: Pick<Services, "store">, tenant: string, personId: string): Promise<LegalHold[]> {
  return holdsOf(services).find({ tenant, personId }, { sort: { heldAt: -1 } });
}
