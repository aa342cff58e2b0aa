// A server starting on a data folder a power cut left behind (issue 36, second-process section;
// decision 0014): the lock of the process that died is cleared, the users file's torn last line is
// set aside in users.db.corrupt, the rest loads, and the start-up log says both, without the
// line's content.
import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { LOCK_FILE } from "../../../server/store/data-dir-lock";
import { openEmbeddedStore } from "../../../server/store/embedded";
import { startServerProcess, type ServerProcess } from "../../support/server-process";

let dataDir: string | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it("clears a dead process's lock, sets a torn last line aside in .corrupt, loads the rest and logs both", async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "cas-recovery-"));
  const usersFile = path.join(dataDir, "users.db");
  const whole = `${JSON.stringify({ _id: "u1", _version: 1, email: "ops@university.example.ac.uk", role: "Admin", passwordHash: "", status: "INVITED", disabled: false, createdAt: "2026-11-22T09:00:00.000Z" })}\n`;
  const torn = '{"_id":"u2","_version":1,"email":"torn-marker@university.example.ac.uk","ro';
  await writeFile(usersFile, whole + torn);
  const deadPid = spawnSync(process.execPath, ["-e", ""]).pid;
  await writeFile(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid: deadPid, owner: "server", host: os.hostname(), since: "2026-11-22T09:00:00.000Z" }));

  server = await startServerProcess({ NODE_ENV: "production", DATA_DIR: dataDir });
  const log = server.output();
  expect(log).toContain(`The last line of ${usersFile} was cut short (an interrupted write): set aside in ${usersFile}.corrupt; the rest of the file loaded`);
  expect(log).toContain(`Cleared the data folder's lock left by pid ${deadPid} (server), which is no longer running`);
  expect(log).not.toContain("torn-marker");
  // The whole line loaded: the instance has a user, so it does not ask for a first Admin.
  expect(log).not.toContain("No users yet");
  expect(await readFile(`${usersFile}.corrupt`, "utf8")).toBe(`${torn}\n`);
  const reader = await openEmbeddedStore({ dataDir, readOnly: true });
  expect((await reader.collection("users").find({})).map((user) => user._id)).toEqual(["u1"]);
  expect(JSON.parse(await readFile(path.join(dataDir, LOCK_FILE), "utf8"))).toMatchObject({ pid: server.pid, owner: "server" });
});
