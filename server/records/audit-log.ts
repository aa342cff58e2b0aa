// The audit log as pages read and add to it outside a record's write path: an action that changes
// no record (a list exported, a secret stored) noted by who did it, and one thing's recent trail.
import type { AuditRecord } from "../repositories";
import type { Services } from "../services";

export type ActionNote = Pick<AuditRecord, "actorId" | "action" | "entity" | "entityId" | "details">;

/** Noted at the platform's clock time. */
export async function noteAction(services: Services, tenant: string, note: ActionNote): Promise<void> {
  await services.repositories.auditLog.insert(tenant, { at: services.clock().toISOString(), ...note });
}

/** What was done to one thing (a user account), newest first. */
export function auditTrailOf(services: Services, tenant: string, entity: string, entityId: string, limit: number): Promise<AuditRecord[]> {
  return services.repositories.auditLog.find(tenant, { entity, entityId }, { sort: { at: -1 }, limit });
}
