import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readEnv } from "../../../server/config/env";
import { TENANT_CONFIGS_DIR } from "../../../server/paths";
import { seed } from "../../../server/seed";
import { createServices, type Services } from "../../../server/services";
import { verifyPassword } from "../../../server/auth/password";
import { readDemoData } from "../../../server/seed/demo-data";

const now = new Date("2026-11-22T09:00:00Z");

// Seeding the demo data takes about 10 s alone and three times that beside the rest of the suite on two cores.
const SEEDING_MS = 90_000;

/** A store in a folder of its own for the tests of one describe, closed and removed after them. */
function freshStore(each: "file" | "test"): { services: () => Services } {
  let services: Services | undefined;
  let dataDir = "";
  const open = async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "cas-seed-"));
    services = await createServices(readEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }), { clock: () => now });
  };
  const close = async () => {
    await services?.store.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  if (each === "file") {
    beforeAll(open);
    afterAll(close);
  } else {
    beforeEach(open);
    afterEach(close);
  }
  return { services: () => services! };
}

// One demo seed for the tests of what it makes; the last runs it again on the same store.
describe("seeding", () => {
  const store = freshStore("file");
  let report: Awaited<ReturnType<typeof seed>>;
  beforeAll(async () => {
    report = await seed(store.services(), { configRoot: TENANT_CONFIGS_DIR, demo: true });
  }, SEEDING_MS);

  it("publishes each university's configuration as version 1 and creates the demo cast", async () => {
    const { repositories: repos } = store.services();
    const tenants = (await repos.tenants.list()).map((tenant) => tenant.key);
    expect(tenants.length).toBeGreaterThanOrEqual(5);
    expect(report.configsPublished.sort()).toEqual(tenants);
    for (const tenant of tenants) {
      const version = await repos.configVersions.latest(tenant);
      expect(version?.version).toBe(1);
      expect(version?.publishedBy).toBe("seed");
      expect(JSON.parse(version!.configJson).tenant).toBe(tenant);
    }
    const demo = await readDemoData(TENANT_CONFIGS_DIR);
    const [first, second] = tenants;
    for (const tenant of [first, second]) {
      const staffRoles = new Set((await repos.users.find(tenant, {})).map((user) => user.role));
      for (const person of demo.staff) expect(staffRoles).toContain(person.role);
      const offerStatuses = new Set((await repos.offers.find(tenant)).map((offer) => offer.status));
      expect([...offerStatuses].sort()).toEqual(["Applied", "Completed", "Conditional", "Draft", "Rejected", "Unconditional", "Withdrawn"]);
      const applicationStates = new Set((await repos.applications.find(tenant)).map((app) => app.applicationStatus));
      expect(applicationStates.size).toBeGreaterThanOrEqual(5);
      const stages = new Set((await repos.students.find(tenant)).map((student) => student.stage));
      expect(stages).toEqual(new Set(demo.students.map((student) => student.student.stage)));
    }
    const admin = await repos.users.findByEmailForSignIn(demo.platformAdmin.email);
    expect(admin).toMatchObject({ role: "Admin" });
    expect(admin?.tenant).toBeUndefined();
    expect(await verifyPassword(admin!.passwordHash, demo.password)).toBe(true);
  }, SEEDING_MS);

  // Issue 13 item 12: the demo states agree.
  it("gives every demo student whose tracker says the tasks are complete complete tasks, and the CAS number once issued", async () => {
    const { studentTaskRows, tasksComplete } = await import("../../../rules/checklist/tasks");
    const { uploadsByType } = await import("../../../server/checklist/documents");
    const { casTracker } = await import("../../../rules");
    const checked: string[] = [];
    for (const { key: tenant } of await store.services().repositories.tenants.list()) {
      const config = (await store.services().configs.current(tenant)).prepared;
      for (const student of await store.services().repositories.students.find(tenant, {})) {
        const summary = (student.casTracker ?? {}) as { isTasksComplete?: boolean; casNumber?: string };
        if (summary.isTasksComplete !== true) continue;
        const rows = studentTaskRows({ config, student, today: "2026-11-22", role: "Student" }, await uploadsByType(store.services(), { tenant, record: student }));
        expect(tasksComplete(rows), `${String(student.email)}: ${rows.map((row) => `${row.id} ${row.status}`).join(", ")}`).toBe(true);
        expect(rows.filter((row) => row.kind === "checklist" || row.kind === "questionnaire").every((row) => row.status === "Complete")).toBe(true);
        checked.push(String(student.email));
        if (student.stage === "CAS Issued") {
          expect(casTracker({ ...summary, cas_status: "CAS Issued" }, "2026-11-22")).toMatchObject({ step: 4, casNumber: expect.stringMatching(/^[A-Z0-9]{14}$/) });
        }
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(5 * 5);
  });

  it("changes nothing when run a second time", async () => {
    const services = store.services();
    const countAll = async () =>
      Promise.all((["tenants", "users", "configVersions", "applications", "offers", "students", "auditLog"] as const).map((name) => services.store.collection(name).count({})));
    const before = await countAll();
    const again = await seed(services, { configRoot: TENANT_CONFIGS_DIR, demo: true });
    expect(again).toEqual({ tenantsCreated: [], configsPublished: [], usersCreated: 0, recordsCreated: 0 });
    expect(await countAll()).toEqual(before);
  }, SEEDING_MS);
});

describe("seeding a broken configuration", () => {
  const store = freshStore("test");
  it("refuses to publish it and names the problem", async () => {
    const { mkdtemp, cp, writeFile } = await import("node:fs/promises");
    const copy = await mkdtemp(path.join(os.tmpdir(), "cas-configs-"));
    await cp(TENANT_CONFIGS_DIR, copy, { recursive: true });
    await writeFile(path.join(copy, "northbridge", "settings.json"), JSON.stringify({ supportEmail: "not an email" }));
    const services = store.services();
    await expect(seed(services, { configRoot: copy, demo: false })).rejects.toThrow(/northbridge.*settings\.supportEmail/s);
    expect(await services.repositories.configVersions.latestVersionNumber("northbridge")).toBeNull();
    await rm(copy, { recursive: true, force: true });
  });
});
