// Who may do what, for a signed-in user. The matrix itself and the role ceiling are pure data and
// live in rules/auth (the configuration's checks read them too; decisions 0504 and 0508); this
// module answers for a user: their role, and whether they belong to a university.
import { parsePermission, scopeCovers, type Permission, type Role, type Scope } from "../../rules/auth/permissions";
import { heldScope } from "../../rules/auth/role-ceiling";

export { ROLES, ROLE_PERMISSIONS, isRole, roleOf, type Permission, type Role, type Scope } from "../../rules/auth/permissions";
export { roleFitsTenant } from "../../rules/auth/role-ceiling";

/** The signed-in user as the rest of the app sees them. */
export interface SignedInUser {
  id: string;
  email: string;
  role: Role;
  /** null only for the platform Admin. */
  tenant: string | null;
  name: string;
  /** The agency or partner organisation whose records are "assigned" to this user. */
  organisationId?: string;
}

/**
 * Roles that act for their whole organisation: an agency admin sees the agency's applicants, a
 * partner or immigration provider its organisation's; an agent works on their own applicants only
 * (issue 16 item 5; decision 0817).
 */
const ORGANISATION_WIDE: readonly Role[] = ["AgencyAdmin", "Partner", "ImmigrationProvider"];

/** The ids a record's `assignedTo` must hold for an `assigned` scope to reach it. */
export function assigneeIdsOf(user: Pick<SignedInUser, "id" | "role" | "organisationId">): string[] {
  return [user.id, ...(user.organisationId && ORGANISATION_WIDE.includes(user.role) ? [user.organisationId] : [])];
}

/** The record an action is about: its university and, where it has them, its owner and assignees. */
export interface PermissionTarget {
  tenant: string;
  ownerId?: string | null;
  /** Users or organisations the record is assigned to (agent, agency, partner, provider). */
  assignedTo?: readonly string[] | null;
}

/**
 * The broadest scope the user holds for this action on this entity, or null. The `any` scope
 * only for a user of no university; a university's user holding a platform role holds nothing
 * (the role ceiling, decision 0508).
 */
export function scopeFor(user: Pick<SignedInUser, "role" | "tenant">, action: string, entity: string): Scope | null {
  return heldScope(user.role, user.tenant !== null, action, entity);
}

/** Agents and agency admins: they add applicants and applications, assigned to them (staff who reach further do not). */
export function actsAsAgent(user: Pick<SignedInUser, "role" | "tenant">): boolean {
  return scopeFor(user, "create", "application") === "assigned";
}

/** Applicants: they start their own applications (staff who reach further do not). */
export function appliesForThemselves(user: Pick<SignedInUser, "role" | "tenant">): boolean {
  return scopeFor(user, "create", "application") === "own";
}

/**
 * May the user do `permission` (to `target`, when given)? The permission's scope is the
 * narrowest the caller needs; the user's scope must be at least as broad and must cover the
 * target: their own university (never another), their own or assigned record.
 */
export function can(user: SignedInUser, permission: Permission, target?: PermissionTarget): boolean {
  const { action, entity, scope: needed } = parsePermission(permission);
  const held = scopeFor(user, action, entity);
  if (held === null || !scopeCovers(held, needed)) return false;
  if (!target) return true;
  // scopeFor gives `any` only to a user of no university.
  if (held === "any") return true;
  if (user.tenant === null || target.tenant !== user.tenant) return false;
  if (held === "tenant") return true;
  const assignees = target.assignedTo ?? [];
  if (held === "assigned") return assigneeIdsOf(user).some((id) => assignees.includes(id));
  return !!target.ownerId && target.ownerId === user.id;
}
