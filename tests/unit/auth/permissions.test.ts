import { describe, expect, it } from "vitest";
import { ROLES, ROLE_PERMISSIONS, can, roleOf, scopeFor, type SignedInUser } from "../../../server/auth/permissions";
import { tenantForUser } from "../../../server/auth/guards";

const user = (role: SignedInUser["role"], tenant: string | null = "northbridge", extra: Partial<SignedInUser> = {}): SignedInUser => ({
  id: `${role}-1`, email: `${role}@x.example`, role, tenant, name: role, ...extra,
});

const thrownStatus = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as Response).status;
  }
  return null;
};

describe("the permission matrix", () => {
  it("covers every role of the specs, and Unknown may do nothing", () => {
    expect([...ROLES].sort()).toEqual(
      ["Admin", "UniAdmin", "Uni", "UniSecure", "UniLite", "Enroly", "Agent", "AgencyAdmin", "Partner", "ImmigrationProvider", "Student", "Applicant", "TempApplicant", "Unknown"].sort(),
    );
    for (const role of ROLES) expect(ROLE_PERMISSIONS[role]).toBeDefined();
    expect(ROLE_PERMISSIONS.Unknown).toEqual([]);
    expect(roleOf("SuperUser")).toBe("Unknown");
  });

  it("permissions are action:entity:scope strings", () => {
    for (const role of ROLES) for (const permission of ROLE_PERMISSIONS[role]) expect(permission).toMatch(/^[a-z-]+:[a-z-]+:(own|assigned|tenant|any)$/);
  });

  it("only the platform Admin holds an `any` scope", () => {
    for (const role of ROLES.filter((r) => r !== "Admin")) expect(ROLE_PERMISSIONS[role].some((p) => p.endsWith(":any"))).toBe(false);
    expect(scopeFor({ role: "Admin", tenant: null }, "read", "config")).toBe("any");
  });

  it("a broader scope covers a narrower one, within the user's own university", () => {
    expect(can(user("UniAdmin"), "read:application:own", { tenant: "northbridge", ownerId: "someone" })).toBe(true);
    expect(can(user("UniAdmin"), "read:application:tenant", { tenant: "thamesgate" })).toBe(false);
    expect(can(user("UniLite"), "update:offer:tenant")).toBe(false);
    expect(can(user("UniAdmin"), "update:config:tenant")).toBe(true);
    expect(can(user("Uni"), "update:config:tenant")).toBe(false);
  });

  it("own means the record's owner; assigned means the agent themselves, or the organisation for roles acting for it", () => {
    const applicant = user("Applicant");
    expect(can(applicant, "read:application:own", { tenant: "northbridge", ownerId: applicant.id })).toBe(true);
    expect(can(applicant, "read:application:own", { tenant: "northbridge", ownerId: "another" })).toBe(false);
    expect(can(applicant, "read:application:own", { tenant: "thamesgate", ownerId: applicant.id })).toBe(false);
    const agent = user("Agent", "northbridge", { organisationId: "agency-7" });
    expect(can(agent, "read:application:assigned", { tenant: "northbridge", assignedTo: [agent.id, "agency-7"] })).toBe(true);
    // Another agent's applicant at the same agency is not this agent's.
    expect(can(agent, "read:application:assigned", { tenant: "northbridge", assignedTo: ["agent-2", "agency-7"] })).toBe(false);
    expect(can(agent, "read:application:tenant")).toBe(false);
    const agencyAdmin = user("AgencyAdmin", "northbridge", { organisationId: "agency-7" });
    expect(can(agencyAdmin, "read:application:assigned", { tenant: "northbridge", assignedTo: ["agent-2", "agency-7"] })).toBe(true);
    expect(can(agencyAdmin, "read:application:assigned", { tenant: "northbridge", assignedTo: ["agent-3", "agency-8"] })).toBe(false);
  });

  it("the Admin acts on a university only when it is named; others only on their own", () => {
    const admin = user("Admin", null);
    expect(thrownStatus(() => tenantForUser(admin, "read:config:tenant"))).toBe(403);
    expect(tenantForUser(admin, "read:config:tenant", "thamesgate")).toBe("thamesgate");
    expect(tenantForUser(user("UniAdmin"), "read:config:tenant")).toBe("northbridge");
    expect(tenantForUser(user("UniAdmin"), "read:config:tenant", "northbridge")).toBe("northbridge");
    expect(thrownStatus(() => tenantForUser(user("UniAdmin"), "read:config:tenant", "thamesgate"))).toBe(403);
    expect(thrownStatus(() => tenantForUser(user("Applicant"), "read:config:tenant"))).toBe(403);
  });
});
