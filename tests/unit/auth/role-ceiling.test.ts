// The role ceiling (issue 36 item 1; decision 0508): no configuration lets a role be given
// beyond what its giver holds, a university's user never holds the platform's role or an `any`
// scope, and a user of no university holds no university's records. The property tests draw
// random roles areas; the expected answer is worked out here from the matrix itself.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkConfiguration, defaultEngine, type Problem } from "../../../rules";
import { composedConfigs } from "../../../server/cli/config-source";
import { ROLES, ROLE_PERMISSIONS, SCOPES, type Permission, type Role } from "../../../rules/auth/permissions";
import { createAreaCompiler } from "../../../rules/config/conditions";
import { checkRolesArea } from "../../../rules/config/areas/staff-areas";
import type { RolesArea } from "../../../rules/types";
import { can, scopeFor, type SignedInUser } from "../../../server/auth/permissions";
import { tenantForUser } from "../../../server/auth/guards";
import { assignableFrom } from "../../../server/users/user-admin";

const TENANT = "northbridge";

const user = (role: Role, tenant: string | null = TENANT): SignedInUser => ({ id: `${role}-1`, email: `${role}@x.example`, role, tenant, name: role });

const thrownStatus = (fn: () => unknown): number | null => {
  try {
    fn();
  } catch (error) {
    return (error as Response).status;
  }
  return null;
};

const parts = (permission: Permission) => permission.split(":") as [string, string, (typeof SCOPES)[number]];
const platform = (role: string) => (ROLE_PERMISSIONS[role as Role] ?? []).some((permission) => parts(permission)[2] === "any");

/** The expectation, from the matrix: the giver holds every permission of the role at a scope as wide, and the role is no platform role. */
function mayGive(giver: string, role: string): boolean {
  if (platform(role)) return false;
  const held = ROLE_PERMISSIONS[giver as Role] ?? [];
  return (ROLE_PERMISSIONS[role as Role] ?? []).every((needed) => {
    const [action, entity, scope] = parts(needed);
    return held.some((permission) => {
      const [heldAction, heldEntity, heldScope] = parts(permission);
      return heldAction === action && heldEntity === entity && SCOPES.indexOf(heldScope) >= SCOPES.indexOf(scope);
    });
  });
}

function checked(area: RolesArea): Problem[] {
  const problems: Problem[] = [];
  checkRolesArea(area, createAreaCompiler({ engine: defaultEngine, problems, messages: {}, formIds: new Set() }));
  return problems;
}

// Role ids: the code's roles and one it does not know (which holds nothing).
const roleIds = [...ROLES, "Registrar"];

const rolesArea: fc.Arbitrary<RolesArea> = fc
  .uniqueArray(fc.constantFrom(...roleIds), { minLength: 1, maxLength: roleIds.length })
  .chain((ids) =>
    fc.tuple(...ids.map((id) => fc.subarray(ids).map((assignableBy) => [id, assignableBy] as const))).map((entries) => ({
      roles: Object.fromEntries(entries.map(([id, assignableBy]) => [id, { id, label: id, group: "university" as const, dashboardTabs: "none" as const, assignableBy: [...assignableBy] }])),
    })),
  );

describe("publishing a roles area", () => {
  it("refuses every role given by a role that lacks one of its permissions, or the platform's role given at all, naming the role; accepts the rest", () => {
    fc.assert(
      fc.property(rolesArea, (area) => {
        const problems = checked(area);
        for (const [id, role] of Object.entries(area.roles)) {
          const givers = role.assignableBy ?? [];
          if (platform(id) && givers.length) {
            expect(problems).toContainEqual({ location: `roles.roles.${id}.assignableBy`, problem: expect.stringContaining(`may give "${id}"`) });
            continue;
          }
          givers.forEach((giver, i) => {
            const here = problems.filter((problem) => problem.location === `roles.roles.${id}.assignableBy[${i}]`);
            if (mayGive(giver, id)) expect(here).toEqual([]);
            else expect(here).toEqual([{ location: `roles.roles.${id}.assignableBy[${i}]`, problem: expect.stringContaining(`Remove "${giver}" from the roles that may give "${id}"`) }]);
          });
        }
      }),
      { numRuns: 300 },
    );
  });

  it("lets no university role gain a permission its giver lacks: whatever an accepted area says, a user is offered only roles whose every permission they hold", () => {
    fc.assert(
      fc.property(rolesArea, (drawn) => {
        // What publishing leaves once every giver it refuses is removed: accepted as it is.
        const problems = new Set(checked(drawn).map((problem) => problem.location));
        const area: RolesArea = {
          roles: Object.fromEntries(
            Object.entries(drawn.roles).map(([id, role]) => {
              const at = `roles.roles.${id}.assignableBy`;
              const kept = problems.has(at) ? [] : (role.assignableBy ?? []).filter((_, i) => !problems.has(`${at}[${i}]`));
              return [id, { ...role, assignableBy: kept }];
            }),
          ),
        };
        expect(checked(area)).toEqual([]);
        for (const giver of ROLES) {
          const actor = user(giver, platform(giver) ? null : TENANT);
          for (const offered of assignableFrom(area, actor)) {
            expect(platform(offered.id), `${giver} offered ${offered.id}`).toBe(false);
            for (const permission of ROLE_PERMISSIONS[offered.id as Role] ?? []) expect(can(actor, permission), `${giver} giving ${offered.id} lacks ${permission}`).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it("holds the users pages to the ceiling by themselves, whatever roles area they are given: never a role beyond the giver", () => {
    fc.assert(
      fc.property(rolesArea, (area) => {
        for (const giver of ROLES) {
          const actor = user(giver, platform(giver) ? null : TENANT);
          for (const offered of assignableFrom(area, actor)) expect(mayGive(giver, offered.id), `${giver} offered ${offered.id}`).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("refuses the attack's roles area, naming the role, and accepts the defaults' givers", () => {
    const attack = checked({ roles: { Admin: { id: "Admin", label: "Platform admin", group: "platform", dashboardTabs: "full", assignableBy: ["UniAdmin"] }, UniAdmin: { id: "UniAdmin", label: "University admin", group: "university", dashboardTabs: "full", assignableBy: ["UniAdmin"] } } });
    expect(attack).toEqual([{ location: "roles.roles.Admin.assignableBy", problem: 'Remove every role from those that may give "Admin": "Admin" is the platform\'s own role, which no user of a university can hold' }]);
    const widened = checked({ roles: { UniAdmin: { id: "UniAdmin", label: "University admin", group: "university", dashboardTabs: "full", assignableBy: ["Uni"] }, Uni: { id: "Uni", label: "University staff", group: "university", dashboardTabs: "full" } } });
    expect(widened).toEqual([{ location: "roles.roles.UniAdmin.assignableBy[0]", problem: 'Remove "Uni" from the roles that may give "UniAdmin": "Uni" does not hold create:application:tenant, read:document-secure:tenant, update:config:tenant and 8 more, which "UniAdmin" has' }]);
    // The defaults: university, agent and partner roles by Admin and UniAdmin.
    for (const role of ["UniAdmin", "Uni", "UniSecure", "UniLite", "Agent", "AgencyAdmin", "Partner", "ImmigrationProvider"]) {
      expect(mayGive("UniAdmin", role), role).toBe(true);
      expect(mayGive("Admin", role), role).toBe(true);
    }
  });
});

describe("holding", () => {
  it("gives a university's user with the platform's role nothing at all", () => {
    const stray = user("Admin", TENANT);
    for (const permission of ROLE_PERMISSIONS.Admin) expect(can(stray, permission), permission).toBe(false);
    expect(can(stray, "read:config:tenant")).toBe(false);
    expect(can(stray, "read:config:any", { tenant: "thamesgate" })).toBe(false);
    expect(scopeFor(stray, "read", "university")).toBeNull();
    expect(thrownStatus(() => tenantForUser(stray, "update:config:tenant", "thamesgate"))).toBe(403);
    expect(thrownStatus(() => tenantForUser(stray, "update:config:tenant"))).toBe(403);
  });

  it("honours the `any` scope only for a user of no university", () => {
    const admin = user("Admin", null);
    expect(can(admin, "read:university:any")).toBe(true);
    expect(can(admin, "read:config:any", { tenant: "thamesgate" })).toBe(true);
    expect(tenantForUser(admin, "update:config:tenant", "thamesgate")).toBe("thamesgate");
    for (const role of ROLES) for (const permission of ROLE_PERMISSIONS[role]) if (parts(permission)[2] === "any") expect(can(user(role, TENANT), permission), `${role} ${permission}`).toBe(false);
  });

  it("gives a university role without a university its own account only, never a university's records", () => {
    const adrift = user("UniAdmin", null);
    expect(can(adrift, "update:account:own")).toBe(true);
    expect(can(adrift, "read:user:tenant")).toBe(false);
    expect(can(adrift, "update:config:tenant")).toBe(false);
    expect(can(adrift, "read:application:tenant", { tenant: TENANT })).toBe(false);
    expect(thrownStatus(() => tenantForUser(adrift, "update:config:tenant", TENANT))).toBe(403);
    expect(thrownStatus(() => tenantForUser(adrift, "update:config:tenant"))).toBe(403);
  });

  it("keeps a university's user to their own university, even naming another", () => {
    expect(thrownStatus(() => tenantForUser(user("UniAdmin"), "update:config:tenant", "thamesgate"))).toBe(403);
    expect(tenantForUser(user("UniAdmin"), "update:config:tenant")).toBe(TENANT);
  });
});

describe("the roles the configuration hands out by itself", () => {
  it("are refused beyond the ceiling, each naming the role: the platform's role at single sign-on, staff roles for an agent's applicant, an imported or a handed-over student", async () => {
    const [{ config }] = await composedConfigs("northbridge");
    const draft = structuredClone(config) as Record<string, Record<string, unknown>>;
    draft.sso = { ...draft.sso, roles: ["Student", "Admin", "Uni"], createAccounts: true, createRole: "Admin" };
    (draft.application.agents as Record<string, unknown>).applicantRole = "UniAdmin";
    (draft["import-field-mapping"].onCreate as Record<string, unknown>).role = "Uni";
    (draft["offer-workflow"].handover as Record<string, unknown>).role = "Agent";
    const problems = checkConfiguration(draft).map((problem) => `${problem.location}: ${problem.problem}`);
    expect(problems).toEqual(
      expect.arrayContaining([
        `sso.roles[1]: Remove "Admin": "Admin" is the platform's own role, which no user of a university can hold`,
        `sso.createRole: Choose a university role: "Admin" is the platform's own role, which no user of a university can hold`,
        expect.stringMatching(/^application\.agents\.applicantRole: Choose a role that reaches only the person's own records, such as "Student" or "Applicant": "UniAdmin" also has /),
        expect.stringMatching(/^import-field-mapping\.onCreate\.role: Choose a role that reaches only the person's own records, such as "Student" or "Applicant": "Uni" also has /),
        expect.stringMatching(/^offer-workflow\.handover\.role: Choose a role that reaches only the person's own records, such as "Student" or "Applicant": "Agent" also has /),
      ]),
    );
    // Single sign-on may make an account with a university's staff role (its publishers could give it), never the platform's.
    draft.sso = { ...draft.sso, roles: ["Student", "Admin", "Uni"], createRole: "Uni" };
    expect(checkConfiguration(draft).filter((problem) => problem.location === "sso.createRole")).toEqual([]);
    draft.sso = { ...draft.sso, roles: ["Admin"], createRole: "Admin" };
    expect(checkConfiguration(draft).filter((problem) => problem.location.startsWith("sso."))).toEqual([
      { location: "sso.roles[0]", problem: `Remove "Admin": "Admin" is the platform's own role, which no user of a university can hold` },
      { location: "sso.createRole", problem: `Choose a university role: "Admin" is the platform's own role, which no user of a university can hold` },
    ]);
  });
});
