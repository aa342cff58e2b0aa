// A production server starting on a data folder a power cut left behind (issue 36, second-process
// section; decisions 0013, 0014): the lock of the process that died is cleared, the users file's
// torn last line is set aside in users.db.corrupt, the rest loads, and the start-up log says both,
// without the line's content. The line that loaded is the demo Admin (a quick-start folder reused
// for production), which the log warns about.
import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { hashPassword } from "../../../server/auth/password";
import { TENANT_CONFIGS_DIR } from "../../../server/paths";
import { readDemoData } from "../../../server/seed/demo-data";
import { LOCK_FILE } from "../../../server/store/data-dir-lock";
import { openEmbeddedStore } from "../../../server/store/embedded";
import { startServerProcess, type ServerProcess } from "../../support/server-process";

let dataDir: string;
let usersFile: string;
let deadPid: number;
let server: ServerProcess | undefined;
const torn = '{"_id":"u2","_version":1,"email":"torn-marker@university.example.ac.uk","ro';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "cas-recovery-"));
  usersFile = path.join(dataDir, "users.db");
  const demo = await readDemoData(TENANT_CONFIGS_DIR);
  const demoAdmin = { _id: "u1", _version: 1, email: demo.platformAdmin.email, role: "Admin", passwordHash: await hashPassword(demo.password), status: "CONFIRMED", disabled: false, createdAt: "2026-11-22T09:00:00.000Z" };
  await writeFile(usersFile, `${JSON.stringify(demoAdmin)}\n${torn}`);
  deadPid = spawnSync(process.execPath, ["-e", ""]).pid;
  await writeFile(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid: deadPid, owner: "server", host: os.hostname(), since: "2026-11-22T09:00:00.000Z" }));
  server = await startServerProcess({ NODE_ENV: "production", DATA_DIR: dataDir });
});
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

it("clears a dead process's lock, sets a torn last line aside in .corrupt, loads the rest and logs both", async () => {
  const log = server!.output();
  expect(log).toContain(`The last line of ${usersFile} was cut short (an interrupted write): set aside in ${usersFile}.corrupt; the rest of the file loaded`);
  expect(log).toContain(`Cleared the data folder's lock left by pid ${deadPid} (server), which is no longer running`);
  expect(log).not.toContain("torn-marker");
  // The whole line loaded: the instance has a user, so it does not ask for a first Admin.
  expect(log).not.toContain("No users yet");
  expect(await readFile(`${usersFile}.corrupt`, "utf8")).toBe(`${torn}\n`);
  const reader = await openEmbeddedStore({ dataDir, readOnly: true });
  expect((await reader.collection("users").find({})).map((user) => user._id)).toEqual(["u1"]);
  expect(JSON.parse(await readFile(path.join(dataDir, LOCK_FILE), "utf8"))).toMatchObject({ pid: server!.pid, owner: "server" });
});

it("warns when a production start finds the demo accounts in its data folder", () => {
  expect(server!.output()).toContain("This data folder holds the demo accounts, whose password is public (made by npm run demo or npm run seed). Run production on a data folder of its own.");
});
