// Account reads and writes that sign-in needs before (or regardless of) a tenant: by email, by
// id. The platform Admin belongs to no university, so these go to the users collection directly;
// everything else reaches users through the tenant-scoped repository.
import type { Collection, Filter, Update } from "../store/port";
import type { UserRecord } from "../repositories";
import type { Services } from "../services";

export interface AccountRecord extends UserRecord {
  passwordChangedAt?: string;
  /** A single-use link to set the password: a reset (an hour) or an invitation (days). */
  reset?: { codeDigest: string; expiresAt: string; purpose?: "reset" | "invitation" };
  phone?: string;
}

export function accounts(services: Pick<Services, "store">) {
  const users: Collection<AccountRecord> = services.store.collection<AccountRecord>("users");
  return {
    byEmail(email: string): Promise<AccountRecord | null> {
      return users.findOne({ email: email.trim().toLowerCase() });
    },
    byId(id: string): Promise<AccountRecord | null> {
      return users.findOne({ _id: id });
    },
    update(id: string, update: Update): Promise<AccountRecord | null> {
      return users.updateOne({ _id: id }, update);
    },
    /** Updates the account only while `condition` holds (null otherwise): single-use checks. */
    updateIf(id: string, condition: Filter, update: Update): Promise<AccountRecord | null> {
      return users.updateOne({ ...condition, _id: id }, update);
    },
  };
}

export function displayName(user: Pick<UserRecord, "givenName" | "familyName" | "email">): string {
  const name = [user.givenName, user.familyName].filter(Boolean).join(" ");
  return name || user.email;
}
