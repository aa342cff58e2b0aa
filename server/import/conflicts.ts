// Settling an import conflict on a student's record (issue 18 item 5; decision 0825): keep the
// value that stands or take the imported one, with the record's version, audited.
import type { SignedInUser } from "../auth/permissions";
import { settleConflict, type ConflictChoice } from "../../rules/import/conflicts";
import type { EntityRecord } from "../repositories";
import type { Services } from "../services";
import { updateRecord } from "../records/write-path";

export async function settleImportConflict(services: Services, user: SignedInUser, tenant: string, student: EntityRecord, field: string, choice: ConflictChoice): Promise<boolean> {
  const settled = settleConflict(student, field, choice);
  if (!settled) return false;
  const at = services.clock().toISOString();
  const update = { $set: { ...settled.set, updatedAt: at }, $unset: Object.fromEntries(settled.unset.map((path) => [path, ""] as const)) };
  const saved = await updateRecord(services, tenant, "students", student._id, update, { actor: user.id, action: "import.conflict", details: { field, choice }, expectedVersion: student._version });
  return saved !== null;
}
