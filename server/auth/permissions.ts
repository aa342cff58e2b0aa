// The one place that says who may do what (the specs leave the matrix "not shown"; the choices
// are recorded in docs/decisions/0504-roles-and-permissions.md). A permission is
// `action:entity:scope`:
//   own       records the user owns (their application, offer, checklist)
//   assigned  records of the user's university assigned to them or their agency/partner
//   tenant    every record of the user's university
//   any       every university (platform Admin only; the tenant is named explicitly)
// A broader scope includes the narrower ones: `read:application:tenant` allows `...:own`.

export const ROLES = [
  "Admin",
  "UniAdmin",
  "Uni",
  "UniSecure",
  "UniLite",
  "Enroly",
  "Agent",
  "AgencyAdmin",
  "Partner",
  "ImmigrationProvider",
  "Student",
  "Applicant",
  "TempApplicant",
  "Unknown",
] as const;
export type Role = (typeof ROLES)[number];

export const SCOPES = ["own", "assigned", "tenant", "any"] as const;
export type Scope = (typeof SCOPES)[number];

export type Permission = `${string}:${string}:${Scope}`;

/** Staff-side roles (asked to set up MFA at every sign-in until they do; decision 0503). */
export const STAFF_ROLES: readonly Role[] = ["Admin", "UniAdmin", "Uni", "UniSecure", "UniLite", "Enroly", "Agent", "AgencyAdmin", "Partner", "ImmigrationProvider"];

const ACCOUNT: Permission[] = ["read:account:own", "update:account:own"];

/** Staff pages: the lists, a person's record, feedback. */
const STAFF_PAGES = (scope: "assigned" | "tenant"): Permission[] => [`list:dashboard:${scope}`, `list:pipeline:${scope}`, `read:person:${scope}`, "create:feedback:own"];

const UNI_READ: Permission[] = [
  "read:application:tenant",
  "read:offer:tenant",
  "read:student:tenant",
  "read:document:tenant",
  "read:course:tenant",
  "read:insights:tenant",
  "read:message:tenant",
  "read:reminder:tenant",
];

const UNI_WRITE: Permission[] = [
  "update:application:tenant",
  "create:offer:tenant",
  "update:offer:tenant",
  "update:requirement:tenant",
  "update:student:tenant",
  "create:document:tenant",
  "update:document:tenant",
  "create:message:tenant",
  "update:reminder:tenant",
];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  Admin: [
    ...ACCOUNT,
    ...[...UNI_READ, ...UNI_WRITE].map((permission) => permission.replace(/:tenant$/, ":any") as Permission),
    "read:config:any",
    "update:config:any",
    "read:user:any",
    "update:user:any",
    "read:university:any",
    "update:university:any",
    "create:import:any",
    "read:audit:any",
    "create:course:any",
    "update:course:any",
    "delete:document:any",
    "list:dashboard:any",
    "list:pipeline:any",
    "read:person:any",
    "export:dashboard:any",
    "move:stage:any",
    "create:feedback:own",
  ],
  UniAdmin: [
    ...ACCOUNT,
    ...UNI_READ,
    ...UNI_WRITE,
    "read:config:tenant",
    "update:config:tenant",
    "read:user:tenant",
    "update:user:tenant",
    "create:import:tenant",
    "read:audit:tenant",
    "create:course:tenant",
    "update:course:tenant",
    "delete:document:tenant",
    ...STAFF_PAGES("tenant"),
    "export:dashboard:tenant",
    "move:stage:tenant",
  ],
  Uni: [
    ...ACCOUNT,
    ...UNI_READ,
    ...UNI_WRITE,
    "read:config:tenant",
    "create:course:tenant",
    "update:course:tenant",
    ...STAFF_PAGES("tenant"),
    "export:dashboard:tenant",
    "move:stage:tenant",
  ],
  UniSecure: [...ACCOUNT, ...UNI_READ, ...UNI_WRITE, "read:document-secure:tenant", ...STAFF_PAGES("tenant"), "export:dashboard:tenant", "move:stage:tenant"],
  UniLite: [...ACCOUNT, ...UNI_READ, ...STAFF_PAGES("tenant")],
  Enroly: [
    ...ACCOUNT,
    ...UNI_READ,
    "update:student:tenant",
    "update:document:tenant",
    "create:message:tenant",
    // The CAS pipeline has Enroly's own tabs (001 §2); the staff dashboard is the university's.
    "list:pipeline:tenant",
    "move:stage:tenant",
    "create:feedback:own",
  ],
  Agent: [
    ...ACCOUNT,
    "create:application:assigned",
    "read:application:assigned",
    "update:application:assigned",
    "read:offer:assigned",
    "read:student:assigned",
    "read:document:assigned",
    "create:document:assigned",
    "read:message:assigned",
    "create:message:assigned",
    // Their own students' figures (issue 22 item 5).
    "read:insights:assigned",
    ...STAFF_PAGES("assigned"),
  ],
  AgencyAdmin: [
    ...ACCOUNT,
    "create:application:assigned",
    "read:application:assigned",
    "update:application:assigned",
    "read:offer:assigned",
    "read:student:assigned",
    "read:document:assigned",
    "create:document:assigned",
    "read:message:assigned",
    "create:message:assigned",
    "read:user:assigned",
    "update:user:assigned",
    "read:insights:assigned",
    ...STAFF_PAGES("assigned"),
    "export:dashboard:assigned",
  ],
  Partner: [...ACCOUNT, "read:application:assigned", "read:offer:assigned", "read:student:assigned", "read:document:assigned", "read:insights:assigned", ...STAFF_PAGES("assigned")],
  ImmigrationProvider: [
    ...ACCOUNT,
    "read:student:assigned",
    "update:student:assigned",
    "read:document:assigned",
    "read:message:assigned",
    "create:message:assigned",
    "read:person:assigned",
    "list:pipeline:assigned",
    "move:stage:assigned",
    "create:feedback:own",
  ],
  Student: [
    ...ACCOUNT,
    "read:student:own",
    "update:student:own",
    "read:offer:own",
    "read:document:own",
    "create:document:own",
    "delete:document:own",
    "read:message:own",
    "create:message:own",
  ],
  Applicant: [
    ...ACCOUNT,
    "create:application:own",
    "read:application:own",
    "update:application:own",
    "read:offer:own",
    "update:offer:own",
    "read:document:own",
    "create:document:own",
    "delete:document:own",
    "create:payment:own",
    "read:message:own",
    "create:message:own",
  ],
  TempApplicant: [...ACCOUNT, "create:application:own", "read:application:own", "update:application:own", "read:document:own", "create:document:own"],
  Unknown: [],
};

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

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

export function roleOf(value: unknown): Role {
  return isRole(value) ? value : "Unknown";
}

function parse(permission: Permission): { action: string; entity: string; scope: Scope } {
  const [action, entity, scope] = permission.split(":") as [string, string, Scope];
  return { action, entity, scope };
}

/** Each role's broadest scope per "action:entity", worked out once (every request asks several times). */
const scopesByRole = new Map<Role, Map<string, Scope>>();

function scopesOf(role: Role): Map<string, Scope> {
  let scopes = scopesByRole.get(role);
  if (!scopes) {
    scopes = new Map();
    for (const permission of ROLE_PERMISSIONS[role] ?? []) {
      const held = parse(permission);
      const key = `${held.action}:${held.entity}`;
      const best = scopes.get(key);
      if (best === undefined || SCOPES.indexOf(held.scope) > SCOPES.indexOf(best)) scopes.set(key, held.scope);
    }
    scopesByRole.set(role, scopes);
  }
  return scopes;
}

/** The broadest scope the user holds for this action on this entity, or null. */
export function scopeFor(user: Pick<SignedInUser, "role">, action: string, entity: string): Scope | null {
  return scopesOf(user.role).get(`${action}:${entity}`) ?? null;
}

/**
 * May the user do `permission` (to `target`, when given)? The permission's scope is the
 * narrowest the caller needs; the user's scope must be at least as broad and must cover the
 * target: their own university (never another), their own or assigned record.
 */
export function can(user: SignedInUser, permission: Permission, target?: PermissionTarget): boolean {
  const { action, entity, scope: needed } = parse(permission);
  const held = scopeFor(user, action, entity);
  if (held === null || SCOPES.indexOf(held) < SCOPES.indexOf(needed)) return false;
  if (!target) return true;
  if (held === "any") return true;
  if (user.tenant === null || target.tenant !== user.tenant) return false;
  if (held === "tenant") return true;
  const assignees = target.assignedTo ?? [];
  if (held === "assigned") return assigneeIdsOf(user).some((id) => assignees.includes(id));
  return !!target.ownerId && target.ownerId === user.id;
}
