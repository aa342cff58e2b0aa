// A person's record's data-protection part (issue 42; decision 0039): opening the record is
// logged; UniAdmins read who has looked at it; staff who may hold it see and change its legal hold.
import type { PreparedConfig } from "../../rules";
import { can, type SignedInUser } from "../auth/permissions";
import type { Services } from "../services";
import { noteAccess, shownAccessLog, type AccessLogLine } from "./access-log";
import { legalHoldLines, type LegalHoldLines } from "./legal-hold-form";

export interface PersonPrivacy {
  /** Null: the user may not read the access log (only UniAdmins, and the platform Admin). */
  accessLog: AccessLogLine[] | null;
  /** Null: the user may not hold the record. */
  hold: LegalHoldLines | null;
  /** The user may record subject-access requests. */
  subjectAccess: boolean;
}

export async function personPrivacy(services: Services, user: SignedInUser, tenant: string, config: PreparedConfig, personId: string): Promise<PersonPrivacy> {
  await noteAccess(services, tenant, user, [personId], { kind: "record" });
  return {
    accessLog: can(user, "read:access-log:tenant", { tenant }) ? await shownAccessLog(services, config, tenant, personId) : null,
    hold: can(user, "update:legal-hold:tenant", { tenant }) ? await legalHoldLines(services, tenant, personId) : null,
    subjectAccess: can(user, "create:subject-access:tenant", { tenant }),
  };
}
