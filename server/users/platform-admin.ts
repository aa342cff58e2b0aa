// The first platform Admin of a production instance (issue 36 item 2; decision 0013): made by
// `npm run cli -- admin create --email E`, never by seeding. The account has no password until
// its single-use link (the invitation link of server/auth/invitation.ts, for the reset link's
// hour) sets one; MFA set-up is then required at the first sign-in, as for every Admin.
import { invitationLink } from "../auth/invitation";
import type { Role } from "../auth/permissions";
import { isEmailShaped } from "../auth/reset";
import { authSettings } from "../auth/settings";
import type { Services } from "../services";
import type { UserRecord } from "../repositories";
import { DuplicateKeyError } from "../store/port";

/** The platform Admin: the one role that belongs to no university. */
export const PLATFORM_ADMIN_ROLE: Role = "Admin";

export interface NewPlatformAdmin {
  email: string;
  givenName?: string;
  familyName?: string;
}

export type PlatformAdminResult =
  | { kind: "created" | "new-link"; email: string; link: string; expiresAt: string; minutes: number }
  | { kind: "bad-email" }
  | { kind: "taken"; email: string };

/** An account still waiting for its first password: a second run gives it a new link. */
function awaitingPassword(user: UserRecord): boolean {
  return user.role === PLATFORM_ADMIN_ROLE && !user.tenant && user.status === "INVITED" && !user.passwordHash;
}

export async function createPlatformAdmin(services: Services, admin: NewPlatformAdmin): Promise<PlatformAdminResult> {
  const email = admin.email.trim().toLowerCase();
  if (!isEmailShaped(email)) return { kind: "bad-email" };
  const minutes = authSettings.auth.resetCodeMinutes;
  const expiresAt = new Date(services.clock().getTime() + minutes * 60_000).toISOString();
  const existing = await services.repositories.users.findByEmailForSignIn(email);
  if (existing) {
    if (!awaitingPassword(existing)) return { kind: "taken", email };
    return { kind: "new-link", email, link: await invitationLink({ services }, existing, expiresAt), expiresAt, minutes };
  }
  let account: UserRecord;
  try {
    account = await services.repositories.users.insertUser({
      email,
      role: PLATFORM_ADMIN_ROLE,
      passwordHash: "",
      status: "INVITED",
      disabled: false,
      createdAt: services.clock().toISOString(),
      invitedBy: "cli",
      ...(admin.givenName ? { givenName: admin.givenName } : {}),
      ...(admin.familyName ? { familyName: admin.familyName } : {}),
    });
  } catch (error) {
    if (error instanceof DuplicateKeyError) return { kind: "taken", email };
    throw error;
  }
  return { kind: "created", email, link: await invitationLink({ services }, account, expiresAt), expiresAt, minutes };
}
