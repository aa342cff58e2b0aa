// `npm run cli -- verify` and `rows rebuild` (issue 37 items 3 and 4; decision 0027), on the demo
// data seeded into a folder of the test's own: the seeded universities verify clean; a row, a
// history entry, an application's status, a change and an import broken behind the write path's
// back are each reported in words, `--repair` makes them right through the projectors and a
// second verify finds nothing; the command's exit codes as an operator meets them.
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "../../../server/config/env";
import { TENANT_CONFIGS_DIR } from "../../../server/paths";
import { seed } from "../../../server/seed";
import { createServices, type Services } from "../../../server/services";
import { verifyUniversities } from "../../../server/cli/verify-commands";
import { insertRecord, changesOf, settleChanges } from "../../../server/records/write-path";
import { rowIdOf } from "../../../server/lists/list-rows";
import type { LooseDocument } from "../../../server/store/port";
import { toolArgs } from "../../support/tools";

const TENANT = "northbridge";
const now = new Date("2026-11-22T09:00:00.000Z");
let root: string;
let dataDir: string;
let services: Services | null = null;

const open = async () => (services = await createServices(readEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent", NODE_ENV: "test" }), { clock: () => now }));
async function close(): Promise<void> {
  if (!services) return;
  await settleChanges(services);
  await services.store.close();
  services = null;
}
const raw = (name: "listRows" | "auditLog" | "applications" | "changes") => (services as Services).store.collection<LooseDocument>(name);

function cli(...args: string[]) {
  const result = spawnSync(process.execPath, [...toolArgs("cli"), ...args], {
    encoding: "utf8",
    timeout: 120_000,
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "cas-verify-"));
  dataDir = path.join(root, "data");
  await open();
  await seed(services as Services, { configRoot: TENANT_CONFIGS_DIR, demo: true });
}, 180_000);
afterAll(async () => {
  await close();
  await rm(root, { recursive: true, force: true });
});

describe("verify on the seeded demo data", () => {
  it("finds no difference at any demo university", async () => {
    const lines: string[] = [];
    const { reports, remaining } = await verifyUniversities(services as Services, { repair: false, print: (line) => lines.push(line) });
    expect(reports.map((report) => report.differences.map((difference) => `${difference.check} ${difference.about.collection} ${difference.field}`))).toEqual(reports.map(() => []));
    expect(remaining).toBe(0);
    expect(reports.length).toBeGreaterThanOrEqual(5);
    for (const report of reports) {
      expect(report.checked.records).toBeGreaterThan(50);
      expect(report.checked.changes).toBeGreaterThan(report.checked.records);
    }
    // Changes include the demo applications' answers and passports (decision 0066) and the issued CASes' statements (decision 0067).
    expect(lines).toContain("Northbridge University: no differences. Every derived value agrees with the records (101 records, 374 changes).");
  }, 120_000);
});

describe("verify after derived values were broken behind the write path's back", () => {
  it("names each difference in words; --repair makes them right through the projectors and a second verify is clean", async () => {
    const s = services as Services;
    const [student] = await s.repositories.students.find(TENANT, {}, { sort: { _id: 1 }, limit: 1 });
    await raw("listRows").updateOne({ _id: rowIdOf("students", student._id), tenant: TENANT }, { $set: { stage: "Nowhere" } });
    const [offer] = await s.repositories.offers.find(TENANT, { status: "Unconditional" }, { sort: { _id: 1 }, limit: 1 });
    await raw("listRows").deleteOne({ _id: rowIdOf("offers", offer._id), tenant: TENANT });
    await raw("listRows").insertOne({ _id: rowIdOf("students", "gone-1"), tenant: TENANT, kind: "students", recordId: "gone-1", userId: "", assignedTo: [], search: "" });
    const conditional = await s.repositories.offers.find(TENANT, { status: "Conditional" }, { sort: { _id: 1 } });
    const offered = await s.repositories.applications.find(TENANT, { _id: { $in: conditional.map((candidate) => String(candidate.applicationId)) }, applicationStatus: "Offered" }, { sort: { _id: 1 }, limit: 1 });
    const [application] = offered;
    await raw("applications").updateOne({ _id: application?._id, tenant: TENANT }, { $set: { applicationStatus: "AwaitingDecision" } });
    const [audited] = await changesOf(s).find({ tenant: TENANT, collection: "students", recordId: student._id }, { limit: 1 });
    await raw("auditLog").deleteOne({ _id: audited._id, tenant: TENANT });
    const [left] = await changesOf(s).find({ tenant: TENANT, collection: "offers" }, { sort: { _id: 1 }, limit: 1 });
    await raw("changes").updateOne({ _id: left._id, tenant: TENANT }, { $set: { status: "stored", pending: ["listRows"], at: "2026-11-22T07:00:00.000Z" } });
    const job = await insertRecord(s, TENANT, "imports", { fileName: "offer-holders.csv", kind: "csv", status: "running", done: 1500, total: 4000, by: "officer-1", source: "CSV", createdAt: "2026-11-22T07:00:00.000Z", updatedAt: "2026-11-22T07:00:00.000Z", heartbeatAt: "2026-11-22T07:00:00.000Z" }, { actor: "officer-1", action: "import.confirm" });

    const found: string[] = [];
    const first = await verifyUniversities(s, { tenant: TENANT, repair: false, print: (line) => found.push(line) });
    expect(found).toEqual(
      expect.arrayContaining([
        `CAS record ${student._id}, list row: stage is "Nowhere", expected "${String(student.stage)}"`,
        `Offer ${offer._id}, list row: missing, expected one`,
        "CAS record gone-1 no longer exists, but its list row is still stored",
        `Application ${application?._id}, application status: applicationStatus is "AwaitingDecision", expected "Offered"`,
        `CAS record ${student._id}, history entry: missing, expected one`,
        `Offer ${left.recordId}: change ${left._id} still has projections to run (listRows)`,
        `Import ${job._id} is marked running at 1,500 of 4,000 rows, but no process is working on it`,
      ]),
    );
    expect(first.remaining).toBeGreaterThanOrEqual(7);
    expect(found.at(-1)).toBe(`Northbridge University: ${first.remaining} differences between what is stored and what the records give.`);

    const repairing: string[] = [];
    const repaired = await verifyUniversities(s, { tenant: TENANT, repair: true, print: (line) => repairing.push(line) });
    expect(repairing, repairing.join("\n")).toContain(`Northbridge University: repaired ${first.remaining} differences.`);
    expect(repaired.remaining).toBe(0);

    // What the repair stored: the row as projected, the history entry, the status (in the history, caused by the repair), the job stopped in words.
    expect((await s.repositories.listRows.findById(TENANT, rowIdOf("students", student._id)))?.stage).toBe(student.stage);
    expect(await s.repositories.listRows.findById(TENANT, rowIdOf("offers", offer._id))).not.toBeNull();
    expect(await s.repositories.listRows.findById(TENANT, rowIdOf("students", "gone-1"))).toBeNull();
    expect(await s.repositories.auditLog.findById(TENANT, audited._id)).not.toBeNull();
    expect((await s.repositories.applications.findById(TENANT, String(application?._id)))?.applicationStatus).toBe("Offered");
    expect(await s.repositories.auditLog.count(TENANT, { entityId: application?._id, action: "application.status", "details.to": "Offered", at: now.toISOString() })).toBe(1);
    expect(await s.repositories.imports.findById(TENANT, job._id)).toMatchObject({ status: "failed", error: "interrupted" });
    expect((await changesOf(s).findOne({ _id: left._id, tenant: TENANT }))?.status).toBe("done");

    const again: string[] = [];
    expect((await verifyUniversities(s, { tenant: TENANT, repair: false, print: (line) => again.push(line) })).remaining).toBe(0);
    expect(again).toEqual([expect.stringMatching(/^Northbridge University: no differences\./)]);
  }, 120_000);
});

describe("npm run cli -- verify and rows rebuild", () => {
  beforeAll(async () => {
    await close();
  });

  it("exits 0 on clean data, 1 with each difference in words, 0 after --repair; 2 for an unknown university", async () => {
    const clean = cli("verify", "--tenant", TENANT);
    expect(clean.stdout).toMatch(/^Northbridge University: no differences\./);
    expect(clean.status).toBe(0);

    await open();
    const [student] = await (services as Services).repositories.students.find(TENANT, {}, { sort: { _id: 1 }, limit: 1 });
    await raw("listRows").deleteOne({ _id: rowIdOf("students", student._id), tenant: TENANT });
    await close();

    const broken = cli("verify", "--tenant", TENANT);
    expect(broken.stdout).toContain(`CAS record ${student._id}, list row: missing, expected one`);
    expect(broken.status).toBe(1);
    const repaired = cli("verify", "--tenant", TENANT, "--repair");
    expect(repaired.stdout).toContain("Northbridge University: repaired 1 differences.");
    expect(repaired.status).toBe(0);
    expect(cli("verify", "--tenant", TENANT).status).toBe(0);

    const unknown = cli("verify", "--tenant", "atlantis");
    expect(unknown.status).toBe(2);
    expect(unknown.stderr.trim()).toBe('Unknown tenant "atlantis"');
  }, 300_000);

  it("rows rebuild works every list row out again, printing its progress", async () => {
    await open();
    await raw("listRows").deleteMany({ tenant: TENANT, kind: "applications" });
    const applications = await (services as Services).repositories.applications.count(TENANT);
    await close();
    const result = cli("rows", "rebuild", "--tenant", TENANT);
    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^Updating lists: \d+ of 101 records$/);
    expect(lines.at(-2)).toBe("Updating lists: 101 of 101 records");
    expect(lines.at(-1)).toBe("Northbridge University: lists updated, 101 records.");
    await open();
    expect(await (services as Services).repositories.listRows.count(TENANT, { kind: "applications" })).toBe(applications);
  }, 300_000);
});
