// Crash consistency (issue 37 item 2; decisions 0019, 0020): a process writing through the write
// path is killed with SIGKILL at an unplanned instant, during a burst of saves and during an
// import; the real server is then started on the same data folder. After its start-up every
// stored write has its change entry and history entry, every record's list row is the one the
// projector works out from the record, no intent is left, and the import is finished (never
// "running" for ever), each student it stored in a list; verify finds no difference.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "../../../server/config/env";
import { createServices, type Services } from "../../../server/services";
import { changesOf } from "../../../server/records/write-path";
import { expectedListRows, rowIdOf } from "../../../server/lists/list-rows";
import { recoverImports } from "../../../server/import/import-jobs";
import { importFileKey } from "../../../server/import/import-files";
import { startServerProcess } from "../../support/server-process";
import { CRASH_TENANT, IMPORT_ID, IMPORT_ROWS, KILLED_AFTER_ROWS, importedNumber } from "./crash-data";
import { TENANT_CONFIGS_DIR } from "../../../server/paths";
import { seed } from "../../../server/seed";
import { insertRecord } from "../../../server/records/write-path";
import { differenceInWords, verifyTenant } from "../../../server/records/verify";
import { toolArgs } from "../../support/tools";

const ROW_META = new Set(["_id", "_version", "tenant", "updatedAt"]);

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "cas-crash-"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Runs the writer until `killWhen` says so after a line, then kills it with SIGKILL. */
async function writeUntilKilled(dataDir: string, mode: "saves" | "import", killWhen: (line: string) => boolean): Promise<void> {
  const child = spawn(process.execPath, [...toolArgs("crashWriter"), dataDir, mode], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", () => resolve());
    createInterface({ input: child.stdout }).on("line", (line) => {
      if (child.signalCode === null && killWhen(line)) child.kill("SIGKILL");
    });
  });
  expect(child.signalCode).toBe("SIGKILL");
}

/** The real server started on the folder, left to finish its start-up (and what it resumed), then stopped. */
async function restartServer(dataDir: string, until: (output: string) => boolean = () => true): Promise<string> {
  const server = await startServerProcess({ NODE_ENV: "production", DATA_DIR: dataDir, PUBLIC_URL: "https://cas.example.ac.uk" });
  const deadline = Date.now() + 120_000;
  while (!until(server.output()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  const output = server.output();
  expect(await server.stop()).toBe(0);
  return output;
}

const openFolder = (dataDir: string) => createServices(readEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent", NODE_ENV: "test" }));

/** Everything derived agrees with the records: one finished change per record version, each with its history entry, each list row as projected. */
async function expectConsistent(services: Services): Promise<number> {
  const changes = await changesOf(services).find({ tenant: CRASH_TENANT });
  expect(changes.filter((change) => change.status !== "done").map((change) => `${change.action} ${change.status} ${change.pending.join(",")}`)).toEqual([]);
  const audited = new Set((await services.repositories.auditLog.find(CRASH_TENANT, { _id: { $in: changes.map((change) => change._id) } }, { projection: { _id: 1 } })).map((entry) => entry._id));
  expect(changes.filter((change) => !audited.has(change._id)).map((change) => change._id)).toEqual([]);
  const versions = new Map<string, number[]>();
  for (const change of changes) versions.set(change.recordId, [...(versions.get(change.recordId) ?? []), change.versionAfter]);
  const config = (await services.configs.current(CRASH_TENANT)).prepared;
  const students = await services.repositories.students.find(CRASH_TENANT, {});
  const rows = new Map((await services.repositories.listRows.find(CRASH_TENANT, { kind: "students" })).map((row) => [row._id, row]));
  for (const student of students) {
    expect((versions.get(student._id) ?? []).sort((a, b) => a - b)).toEqual(Array.from({ length: student._version }, (_, i) => i + 1));
    const row = rows.get(rowIdOf("students", student._id));
    expect(row, `the list row of ${student._id}`).toBeDefined();
    const stored = Object.fromEntries(Object.entries(row ?? {}).filter(([key]) => !ROW_META.has(key)));
    expect(stored).toEqual((await expectedListRows(services, CRASH_TENANT, config, "students", [student]))[0].values);
  }
  // And as an operator would check it after a restore (decision 0027): verify finds no difference.
  const verified = await verifyTenant(services, CRASH_TENANT, { all: true });
  expect(verified.differences.map((difference) => differenceInWords(config, difference))).toEqual([]);
  return students.length;
}

describe("a process killed with SIGKILL", () => {
  it("during a burst of saves: after a restart every stored save has its change, history entry and list row, and no intent is left", async () => {
    const dataDir = path.join(root, "saves");
    let saved = 0;
    await writeUntilKilled(dataDir, "saves", (line) => line === "saved" && ++saved >= 150);
    const output = await restartServer(dataDir);
    expect(output).toContain("CAS Shield listening");
    const services = await openFolder(dataDir);
    try {
      expect(await expectConsistent(services)).toBeGreaterThanOrEqual(20);
      expect(await changesOf(services).count({ status: "intent" })).toBe(0);
    } finally {
      await services.store.close();
    }
  }, 240_000);

  it("during an import: the restarted server goes on from its last stored row and finishes it, each student in a list", async () => {
    const dataDir = path.join(root, "import");
    await writeUntilKilled(dataDir, "import", (line) => /^progress (\d+)$/.test(line) && Number(line.split(" ")[1]) >= KILLED_AFTER_ROWS);
    const before = await openFolder(dataDir);
    const left = await before.repositories.imports.findById(CRASH_TENANT, IMPORT_ID);
    await before.store.close();
    expect(left).toMatchObject({ status: "running" });
    expect(Number(left?.done)).toBeGreaterThanOrEqual(KILLED_AFTER_ROWS);
    expect(Number(left?.done)).toBeLessThan(IMPORT_ROWS);

    const output = await restartServer(dataDir, (text) => text.includes("resumed import finished"));
    expect(output).toContain("imports a stopped process left running");
    const services = await openFolder(dataDir);
    try {
      const job = await services.repositories.imports.findById(CRASH_TENANT, IMPORT_ID);
      expect(job).toMatchObject({ status: "done", done: IMPORT_ROWS, total: IMPORT_ROWS, resumes: 1 });
      expect((job?.result as { total: number; failed: number }).failed).toBe(0);
      const numbers = Array.from({ length: IMPORT_ROWS }, (_, i) => importedNumber(i + 1));
      expect(await services.repositories.students.count(CRASH_TENANT, { studentNo: { $in: numbers } })).toBe(IMPORT_ROWS);
      expect(await expectConsistent(services)).toBe(IMPORT_ROWS);
    } finally {
      await services.store.close();
    }
  }, 300_000);
});

describe("an import whose file is gone", () => {
  it("is stopped in words with what was stored, never left running", async () => {
    const services = await createServices(readEnv({ DATA_DIR: path.join(root, "gone"), LOG_LEVEL: "silent", NODE_ENV: "test" }));
    try {
      await seed(services, { configRoot: TENANT_CONFIGS_DIR, demo: false });
      await insertRecord(services, CRASH_TENANT, "imports", { _id: IMPORT_ID, fileName: "offer-holders.csv", kind: "csv", status: "running", done: 1500, total: 4000, by: "officer-1", source: "CSV", createdAt: "2026-11-22T09:00:00.000Z", heartbeatAt: "2026-11-22T09:00:00.000Z" }, { actor: "officer-1", action: "import.confirm" });
      await services.files.delete("imports", importFileKey(IMPORT_ID, "csv"));
      expect(await recoverImports(services, { all: true, feeds: true })).toEqual([{ id: IMPORT_ID, tenant: CRASH_TENANT, outcome: "stopped" }]);
      const job = await services.repositories.imports.findById(CRASH_TENANT, IMPORT_ID);
      expect(job).toMatchObject({ status: "failed", error: "interrupted" });
      const config = (await services.configs.current(CRASH_TENANT)).prepared;
      expect(config.text("imports.interrupted", { done: "1,500", total: "4,000" })).toBe("The import stopped after 1,500 of 4,000 rows when the server stopped. Upload the file again to finish it: rows already imported are not imported twice.");
      expect(await services.repositories.auditLog.count(CRASH_TENANT, { entityId: IMPORT_ID, action: "import.stopped" })).toBe(1);
    } finally {
      await services.store.close();
    }
  }, 120_000);
});
