// `npm run cli -- retention run --dry-run` and `verify --person` (issue 42 items 2 and 4; decisions
// 0041 and 0044), run as an operator runs them on the seeded demo data: the dry run says in words
// what would go and why and changes nothing; verify finds a person's data before their erasure and
// nothing after it.
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "../../../server/config/env";
import { carryOutErasure, recordErasureRequest } from "../../../server/records/erasure";
import { settleChanges } from "../../../server/records/write-path";
import { createServices, type Services } from "../../../server/services";
import { copySeededStore, PINNED_NOW } from "../../support/seeded-store";
import { toolArgs } from "../../support/tools";

const TENANT = "northbridge";
let dir: string;

function cli(...args: string[]) {
  const result = spawnSync(process.execPath, [...toolArgs("cli"), ...args], {
    encoding: "utf8",
    timeout: 120_000,
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dir },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The store opened for a step, and closed again so the CLI may open it. */
async function withStore<T>(work: (services: Services) => Promise<T>): Promise<T> {
  const services = await createServices(readEnv({ DATA_DIR: dir, LOG_LEVEL: "silent", NODE_ENV: "test" }), { clock: () => PINNED_NOW });
  try {
    return await work(services);
  } finally {
    await settleChanges(services);
    await services.store.close();
  }
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "cas-retention-cli-"));
  await copySeededStore(dir, { demo: true });
}, 180_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("npm run cli -- retention run --dry-run", () => {
  it("says what would go and why, in the catalogue's words, and changes nothing", async () => {
    const rejected = await withStore((services) => services.repositories.applications.find(TENANT, { applicationStatus: "Rejected" }));
    expect(rejected.length).toBeGreaterThan(0);
    const result = cli("retention", "run", "--today", "2028-06-01", "--tenant", TENANT, "--dry-run");
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^Northbridge University, 2028-06-01: \d+ records to delete or anonymise \(dry run: nothing changed\)$/m);
    expect(result.stdout).toMatch(/^Unsuccessful applications: \d+$/m);
    const decided = String(rejected[0].applicationStatusUpdatedAt ?? rejected[0].updatedAt).slice(0, 10);
    expect(result.stdout).toContain(`Unsuccessful applications, record ${rejected[0]._id}: would be anonymised. Kept 365 days from the decision (${decided});`);
    expect(await withStore((services) => services.repositories.applications.findById(TENANT, rejected[0]._id))).toEqual(rejected[0]);
  }, 180_000);
});

describe("npm run cli -- verify --person", () => {
  it("finds the person's data before their erasure, and nothing after it", async () => {
    const person = await withStore(async (services) => {
      // Someone whose name no one else at the university has: verify reports a namesake too, for the officer to judge.
      const users = await services.repositories.users.find(TENANT, {});
      const nameOf = (user: { givenName?: string; familyName?: string }) => `${user.givenName} ${user.familyName}`;
      const applications = await services.repositories.applications.find(TENANT, { applicationStatus: "Withdrawn" });
      // And no CAS record, which a sponsor keeps (the erasure would leave it, and verify would find it).
      const students = new Set((await services.repositories.students.find(TENANT, {})).map((student) => student.userId));
      return users.find((user) => !students.has(user._id) && applications.some((application) => application.userId === user._id) && users.filter((other) => nameOf(other) === nameOf(user)).length === 1)!;
    });
    const args = ["verify", "--tenant", TENANT, "--person", person._id, "--email", person.email, "--name", `${person.givenName} ${person.familyName}`];
    const before = cli(...args);
    expect(before.status, before.stderr).toBe(1);
    expect(before.stdout).toMatch(/^users document .+ holds the person's id$/m);
    expect(before.stdout).toMatch(/^\d+ places still hold the person's data\.$/m);

    await withStore(async (services) => {
      const config = (await services.configs.current(TENANT)).prepared;
      const admin = (await services.repositories.users.findOne(TENANT, { role: "UniAdmin" }))!;
      const request = await recordErasureRequest(services, TENANT, { personId: person._id, requestedBy: { who: "person" }, requestedOn: "2026-11-21", receivedBy: admin._id });
      await carryOutErasure(services, TENANT, config, request._id, admin._id, "2026-11-22");
    });
    const after = cli(...args);
    expect(after.stdout.trim()).toBe("Nothing of the person was found in any collection or stored file.");
    expect(after.status).toBe(0);
  }, 180_000);
});
