// The checks every loader and action uses. The tenant always comes from the signed-in user,
// never from the URL, query or body; only the platform Admin acts across universities, and then
// names the university explicitly in the server-side call (tenantForUser).
import { universityActive } from "../tenants/universities";
import type { RequestContext } from "../http/app";
import { accounts, displayName, type AccountRecord } from "./accounts";
import { can, roleOf, type Permission, type PermissionTarget, type SignedInUser } from "./permissions";
import { readSessionId, sessionCookie, sessions, type SessionRecord } from "./sessions";
import { authSettings } from "./settings";
import { headerSafeLocation } from "../http/location";

type Context = Pick<RequestContext, "services">;

export interface CurrentSession {
  session: SessionRecord;
  account: AccountRecord;
  user: SignedInUser;
}

const lookups = new WeakMap<object, Promise<CurrentSession | null>>();

export function toSignedInUser(account: AccountRecord): SignedInUser {
  return {
    id: account._id,
    email: account.email,
    role: roleOf(account.role),
    tenant: account.tenant ?? null,
    name: displayName(account),
    ...(typeof (account as { organisationId?: unknown }).organisationId === "string"
      ? { organisationId: (account as unknown as { organisationId: string }).organisationId }
      : {}),
  };
}

/**
 * The request's session and account, in any sign-in state, or null. A session that has run out
 * is deleted; a disabled account's sessions all end here, on its next request.
 * Looked up once per request (the load context is per request).
 */
export function currentSession(request: Request, context: Context): Promise<CurrentSession | null> {
  let lookup = lookups.get(context);
  if (!lookup) {
    lookup = lookUp(request, context);
    lookups.set(context, lookup);
  }
  return lookup;
}

async function lookUp(request: Request, { services }: Context): Promise<CurrentSession | null> {
  const store = sessions(services);
  const session = await store.find(readSessionId(request, services));
  if (!session) return null;
  const account = await accounts(services).byId(session.userId);
  if (!account || account.disabled || (account.tenant && !(await universityActive(services, account.tenant)))) {
    await store.endAllFor(session.userId);
    return null;
  }
  await store.touch(session);
  return { session, account, user: toSignedInUser(account) };
}

/** The fully signed-in user, or null. */
export async function getOptionalUser(request: Request, context: Context): Promise<SignedInUser | null> {
  const current = await currentSession(request, context);
  return current?.session.state === "active" ? current.user : null;
}

export function redirectResponse(location: string, headers: HeadersInit = {}): Response {
  const all = new Headers(headers);
  all.set("Location", headerSafeLocation(location));
  return new Response(null, { status: 302, headers: all });
}

export function forbidden(): Response {
  return new Response(null, { status: 403 });
}

export function notFound(): Response {
  return new Response(null, { status: 404 });
}

/** The path and query of the page asked for, to come back to after signing in. */
export function returnPath(request: Request): string {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, "") || "/";
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  return `${path === "/_root" ? "/" : path}${search ? `?${search}` : ""}`;
}

/** Every route that takes a `redirectTo` decides with this one function (decision 0510). */
export { safeRedirect } from "./safe-redirect";

/**
 * The signed-in user, or a redirect: to /login?redirectTo=... when nobody is signed in, to the
 * next sign-in step when one is pending, to MFA set-up for roles that must have MFA.
 */
export async function requireUser(request: Request, context: Context, options: { allowMissingMfa?: boolean } = {}): Promise<SignedInUser> {
  const current = await currentSession(request, context);
  if (!current) {
    const id = readSessionId(request, context.services);
    const headers: HeadersInit = id ? { "Set-Cookie": sessionCookie(context.services, null) } : {};
    // A session ended by signing out everywhere from another browser says so (002 §8).
    const elsewhere = (await sessions(context.services).wasRevoked(id)) ? "&reason=elsewhere" : "";
    throw redirectResponse(`/login?redirectTo=${encodeURIComponent(returnPath(request))}${elsewhere}`, headers);
  }
  if (current.session.state === "mfa") throw redirectResponse("/mfa/challenge");
  if (current.session.state === "new-password") throw redirectResponse("/login/new-password");
  // A session through a provider the university states enforces MFA has had its second factor there.
  if (!options.allowMissingMfa && !current.account.mfa?.method && !current.session.sso?.mfaByProvider && authSettings.auth.mfaRequiredRoles.includes(current.user.role)) {
    throw redirectResponse(`/mfa/setup?redirectTo=${encodeURIComponent(returnPath(request))}`);
  }
  return current.user;
}

/** Throws the 403 page unless the user may do this (to this record). */
export function requirePermission(user: SignedInUser, permission: Permission, target?: PermissionTarget): void {
  if (!can(user, permission, target)) throw forbidden();
}

/** requireUser and requirePermission in one call, for the common loader. */
export async function requireUserWith(request: Request, context: Context, permission: Permission): Promise<SignedInUser> {
  const user = await requireUser(request, context);
  requirePermission(user, permission);
  return user;
}

/**
 * The university a call acts on: always the user's own, and a user of a university never names
 * another. Only a user of no university holding the `any` scope for the permission (the platform
 * Admin) acts on one, and must name it (`explicitTenant`; decision 0508).
 */
export function tenantForUser(user: SignedInUser, permission: Permission, explicitTenant?: string): string {
  if (user.tenant !== null) {
    if (explicitTenant !== undefined && explicitTenant !== user.tenant) throw forbidden();
    requirePermission(user, permission);
    return user.tenant;
  }
  if (!explicitTenant) throw forbidden();
  // can() reaches a named university only with the `any` scope, which only users of no university hold.
  requirePermission(user, permission, { tenant: explicitTenant });
  return explicitTenant;
}
