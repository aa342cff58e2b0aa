// The permission matrix: the one place that says what each role may do (the specs leave the
// matrix "not shown"; the choices are recorded in docs/decisions/0504-roles-and-permissions.md).
// Pure data, so the configuration's checks (rules/) and the request guards (server/auth) read the
// same matrix. A permission is `action:entity:scope`:
//   own       records the user owns (their application, offer, checklist)
//   assigned  records of the user's university assigned to them or their agency/partner
//   tenant    every record of the user's university
//   any       every university (platform Admin only; the tenant is named explicitly)
// A broader scope includes the narrower ones: `read:application:tenant` allows `...:own`.
// What a user actually holds also depends on whether they belong to a university: see
// role-ceiling.ts (decision 0508).

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
    // What every role it may give holds (the role ceiling, decision 0508): agents create
    // applications, secure staff read secure documents.
    "create:application:any",
    "read:document-secure:any",
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
    "read:access-log:any",
    "update:legal-hold:any",
    "create:subject-access:any",
    // The ceiling of a UniAdmin's erasure (decision 0508: the Admin holds what every role it gives holds).
    "erase:person:any",
    "assign:student:any",
  ],
  UniAdmin: [
    ...ACCOUNT,
    ...UNI_READ,
    ...UNI_WRITE,
    // What every role it may give holds (the role ceiling, decision 0508).
    "create:application:tenant",
    "read:document-secure:tenant",
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
    // Data protection (issue 42; decision 0039): who looked at a person, and their subject-access
    // requests, are the university administrator's; a legal hold also the university's staff's.
    "read:access-log:tenant",
    "update:legal-hold:tenant",
    "create:subject-access:tenant",
    // A person's erasure (issue 42 item 4): the university's data protection lead only.
    "erase:person:tenant",
    // Who works a CAS student besides the university (issue 39; decision 0064): the university's own staff decide.
    "assign:student:tenant",
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
    "update:legal-hold:tenant",
    "assign:student:tenant",
  ],
  UniSecure: [...ACCOUNT, ...UNI_READ, ...UNI_WRITE, "read:document-secure:tenant", ...STAFF_PAGES("tenant"), "export:dashboard:tenant", "move:stage:tenant", "assign:student:tenant"],
  UniLite: [...ACCOUNT, ...UNI_READ, ...STAFF_PAGES("tenant")],
  Enroly: [
    ...ACCOUNT,
    ...UNI_READ,
    "update:student:tenant",
    "update:document:tenant",
    // 001 §3 Documents names Enroly among a document's uploaders (issue 39; decision 0062).
    "create:document:tenant",
    "create:message:tenant",
    // The CAS pipeline has Enroly's own tabs (001 §2); the staff dashboard is the university's.
    "list:pipeline:tenant",
    // The record of a student on the pipeline, which Enroly moves and updates (issue 39: its links opened nothing).
    "read:person:tenant",
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

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

export function roleOf(value: unknown): Role {
  return isRole(value) ? value : "Unknown";
}

export function parsePermission(permission: Permission): { action: string; entity: string; scope: Scope } {
  const [action, entity, scope] = permission.split(":") as [string, string, Scope];
  return { action, entity, scope };
}

/** Whether `held` reaches at least as far as `needed` (own < assigned < tenant < any). */
export function scopeCovers(held: Scope, needed: Scope): boolean {
  return SCOPES.indexOf(held) >= SCOPES.indexOf(needed);
}
