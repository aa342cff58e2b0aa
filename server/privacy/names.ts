// Names for the data-protection pages: a person the user may see, by name (null: not found for
// them), and any account's name for who did what.
import type { SignedInUser } from "../auth/permissions";
import type { Services } from "../services";
import { visibleRecords } from "../staff/person";

/** "Given Family", or the email when the account has no name; empty when there is no account. */
export async function accountName(services: Services, userId: string): Promise<string> {
  const account = userId ? await services.repositories.users.findByIdForSession(userId) : null;
  return account ? [account.givenName, account.familyName].filter(Boolean).join(" ") || account.email : "";
}

/** The person's name when the user may see one of their records, else null. */
export async function visiblePersonName(services: Services, user: SignedInUser, tenant: string, personId: string): Promise<string | null> {
  if (!(await visibleRecords(services, user, tenant, personId))) return null;
  return accountName(services, personId);
}

export async function universityName(services: Services, tenant: string): Promise<string> {
  return (await services.repositories.tenants.findByKey(tenant))?.name ?? tenant;
}
