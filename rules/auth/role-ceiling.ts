// The role ceiling (issue 36 item 1; decision 0508): what no configuration can lift.
// - Holding: a user of a university never holds an `any` permission, and a platform role (one
//   with an `any` permission: the Admin) gives them nothing at all; a user of no university holds
//   a university role's `own` permissions only (their account), never a university's records.
// - Giving: a role can be given only by someone who holds every permission of it at a scope at
//   least as wide, and a platform role is never given to a university's user.
// The configuration's checks (roles, single sign-on, the roles it hands out by itself) and the
// request guards both ask here.
import { ROLES, ROLE_PERMISSIONS, parsePermission, roleOf, scopeCovers, type Permission, type Role, type Scope } from "./permissions";

/** A role acting across universities: it has an `any` permission. */
export function isPlatformRole(role: Role): boolean {
  return ROLE_PERMISSIONS[role].some((permission) => parsePermission(permission).scope === "any");
}

/** Whether a role and a university fit: platform roles belong to none, every other role to one. */
export function roleFitsTenant(role: Role, tenant: string | null | undefined): boolean {
  return isPlatformRole(role) === (tenant === null || tenant === undefined);
}

/** What a user with this role holds, as a member of a university or of none. */
export function heldPermissions(role: Role, member: boolean): readonly Permission[] {
  const all = ROLE_PERMISSIONS[role];
  if (member) return isPlatformRole(role) ? [] : all.filter((permission) => parsePermission(permission).scope !== "any");
  return isPlatformRole(role) ? all : all.filter((permission) => parsePermission(permission).scope === "own");
}

/** Each role's broadest scope per "action:entity", in a university and in none, worked out once (every request asks several times). */
const scopesByRole = new Map<string, Map<string, Scope>>();

function scopesOf(role: Role, member: boolean): Map<string, Scope> {
  const key = `${role}:${member ? "member" : "none"}`;
  let scopes = scopesByRole.get(key);
  if (!scopes) {
    scopes = new Map();
    for (const permission of heldPermissions(role, member)) {
      const held = parsePermission(permission);
      const pair = `${held.action}:${held.entity}`;
      const best = scopes.get(pair);
      if (best === undefined || scopeCovers(held.scope, best)) scopes.set(pair, held.scope);
    }
    scopesByRole.set(key, scopes);
  }
  return scopes;
}

/** The broadest scope a user of this role (a member of a university, or of none) holds for the action on the entity, or null. */
export function heldScope(role: Role, member: boolean, action: string, entity: string): Scope | null {
  return scopesOf(role, member).get(`${action}:${entity}`) ?? null;
}

/** Why a giver may not give a role to a university's user; null when they may. */
export type GivingProblem = { kind: "platform" } | { kind: "lacks"; permissions: Permission[] };

/**
 * May a user with role `giver` (a member of a university, or of none) give `role` to a
 * university's user? Roles are named as the configuration names them; a name the code does not
 * know holds nothing.
 */
export function givingProblem(giver: string, giverIsMember: boolean, role: string): GivingProblem | null {
  const given = roleOf(role);
  if (isPlatformRole(given)) return { kind: "platform" };
  const giverRole = roleOf(giver);
  const lacks = heldPermissions(given, true).filter((permission) => {
    const { action, entity, scope } = parsePermission(permission);
    const held = heldScope(giverRole, giverIsMember, action, entity);
    return held === null || !scopeCovers(held, scope);
  });
  return lacks.length ? { kind: "lacks", permissions: lacks } : null;
}

/** Whether a role named in the configuration belongs to a university (platform roles belong to none). */
export function isMemberRole(role: string): boolean {
  return !isPlatformRole(roleOf(role));
}

/** The permissions of a role that reach beyond the person's own records (none for Student, Applicant). */
export function beyondOwn(role: string): Permission[] {
  return ROLE_PERMISSIONS[roleOf(role)].filter((permission) => parsePermission(permission).scope !== "own");
}

/** The university roles that may publish its configuration: a role the configuration hands out by itself is theirs to give. */
export const CONFIGURATION_PUBLISHERS: readonly Role[] = ROLES.filter((role) => !isPlatformRole(role) && heldScope(role, true, "update", "config") !== null);
