// The embedded store's own files (decision 0014): one process holds the data folder (a lock file
// with its pid; a second opening is refused naming it; a lock whose process has gone is cleared);
// a torn last line is set aside in `.corrupt` and the rest loads; a read-only opening takes no
// lock, repairs nothing and refuses writes.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirLockedError, LOCK_FILE, type LockHolder } from "../../../server/store/data-dir-lock";
import { openEmbeddedStore, type StoreNotice } from "../../../server/store/embedded";
import { StoreCorruptError, StoreReadOnlyError } from "../../../server/store/port";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "cas-folder-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const lockFile = () => path.join(dir, LOCK_FILE);
const holder = (pid: number, owner = "server"): LockHolder => ({ pid, owner, host: os.hostname(), since: "2026-11-22T09:00:00.000Z" });
/** The pid of a process that has run and ended. */
const deadPid = () => spawnSync(process.execPath, ["-e", ""]).pid;

describe("the data folder's lock", () => {
  it("is held while the store is open, names this process, and goes at close", async () => {
    const store = await openEmbeddedStore({ dataDir: dir, owner: "npm run cli -- seed" });
    expect(JSON.parse(await readFile(lockFile(), "utf8"))).toMatchObject({ pid: process.pid, owner: "npm run cli -- seed", host: os.hostname() });
    const second = openEmbeddedStore({ dataDir: dir });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(`(pid ${process.pid},`);
    await store.close();
    expect(existsSync(lockFile())).toBe(false);
    // Nothing else is left in the folder by taking and releasing it.
    expect((await readdir(dir)).filter((name) => name.includes(LOCK_FILE))).toEqual([]);
    await (await openEmbeddedStore({ dataDir: dir })).close();
  });

  it("refuses while another running process holds it, naming that process, and leaves its lock", async () => {
    const other = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
    try {
      const lock = JSON.stringify(holder(other.pid as number));
      await writeFile(lockFile(), lock);
      const opening = openEmbeddedStore({ dataDir: dir });
      await expect(opening).rejects.toThrow(`The data folder ${dir} is in use by the CAS Shield server (pid ${other.pid}, since 2026-11-22T09:00:00.000Z). Stop the server first, then try again.`);
      expect(await readFile(lockFile(), "utf8")).toBe(lock);
      // Nothing was read or created while refused.
      expect(await readdir(dir)).toEqual([LOCK_FILE]);
    } finally {
      other.kill("SIGKILL");
    }
  });

  it("clears a lock whose process is no longer running, and says so", async () => {
    const pid = deadPid();
    await writeFile(lockFile(), JSON.stringify(holder(pid, "npm run cli -- reminders run")));
    const notices: StoreNotice[] = [];
    const store = await openEmbeddedStore({ dataDir: dir, owner: "server", onNotice: (notice) => notices.push(notice) });
    expect(notices).toEqual([{ kind: "stale-lock", holder: holder(pid, "npm run cli -- reminders run") }]);
    expect(JSON.parse(await readFile(lockFile(), "utf8"))).toMatchObject({ pid: process.pid, owner: "server" });
    await store.close();
  });

  it("clears a lock naming this process's own pid, left by an earlier process with the same pid (a container's pid 1)", async () => {
    await writeFile(lockFile(), JSON.stringify(holder(process.pid)));
    const store = await openEmbeddedStore({ dataDir: dir });
    expect(JSON.parse(await readFile(lockFile(), "utf8")).since).not.toBe("2026-11-22T09:00:00.000Z");
    await store.close();
  });

  it("is released when opening fails on a damaged file", async () => {
    await writeFile(path.join(dir, "users.db"), '{"_id":"a","_version":1}\nnot json\n');
    await expect(openEmbeddedStore({ dataDir: dir })).rejects.toBeInstanceOf(StoreCorruptError);
    expect(existsSync(lockFile())).toBe(false);
  });
});

describe("a torn last line", () => {
  const whole = '{"_id":"a","_version":1,"tenant":"north","email":"a@x.test"}\n{"_id":"b","_version":1,"tenant":"north","email":"b@x.test"}\n';
  // A power cut mid-append: part of a line, no newline, the last character cut inside "é" (two bytes in UTF-8).
  const torn = Buffer.concat([Buffer.from('{"_id":"c","_version":1,"tenant":"north","givenName":"Ren'), Buffer.from("é").subarray(0, 1)]);

  it("is set aside in a .corrupt file, the rest loads, and the next write starts on a line of its own", async () => {
    const file = path.join(dir, "users.db");
    await writeFile(file, Buffer.concat([Buffer.from(whole), torn]));
    const notices: StoreNotice[] = [];
    let store = await openEmbeddedStore({ dataDir: dir, onNotice: (notice) => notices.push(notice) });
    expect(notices).toEqual([{ kind: "torn-line", torn: { file, corruptFile: `${file}.corrupt`, bytes: torn.length } }]);
    expect((await store.collection("users").find({}, { sort: { _id: 1 } })).map((user) => user._id)).toEqual(["a", "b"]);
    expect(await readFile(`${file}.corrupt`)).toEqual(Buffer.concat([torn, Buffer.from("\n")]));
    expect(await readFile(file, "utf8")).toBe(whole);
    await store.collection("users").insertOne({ tenant: "north", email: "d@x.test" });
    await store.close();

    store = await openEmbeddedStore({ dataDir: dir, onNotice: (notice) => notices.push(notice) });
    expect((await store.collection("users").find({})).map((user) => user.email).sort()).toEqual(["a@x.test", "b@x.test", "d@x.test"]);
    expect(notices).toHaveLength(1);
    await store.close();
  });

  it("keeps a last line that is a whole document missing only its newline, and ends the line", async () => {
    const file = path.join(dir, "users.db");
    await writeFile(file, whole + '{"_id":"c","_version":1,"tenant":"north"}');
    const notices: StoreNotice[] = [];
    const store = await openEmbeddedStore({ dataDir: dir, onNotice: (notice) => notices.push(notice) });
    expect((await store.collection("users").find({}, { sort: { _id: 1 } })).map((user) => user._id)).toEqual(["a", "b", "c"]);
    expect(notices).toEqual([]);
    expect(existsSync(`${file}.corrupt`)).toBe(false);
    expect(await readFile(file, "utf8")).toBe(whole + '{"_id":"c","_version":1,"tenant":"north"}\n');
    await store.close();
  });

  it("longer than the chunk the end of the file is read in, is set aside whole", async () => {
    const file = path.join(dir, "configVersions.db");
    const long = Buffer.from(`{"_id":"v2","configJson":"${"x".repeat(200_000)}`);
    await writeFile(file, Buffer.concat([Buffer.from('{"_id":"v1","_version":1,"tenant":"north"}\n'), long]));
    const store = await openEmbeddedStore({ dataDir: dir });
    expect((await store.collection("configVersions").find({})).map((doc) => doc._id)).toEqual(["v1"]);
    expect((await readFile(`${file}.corrupt`)).length).toBe(long.length + 1);
    await store.close();
  });
});

describe("a read-only opening", () => {
  it("takes no lock, leaves an unfinished last line where it is, and refuses writes", async () => {
    const owner = await openEmbeddedStore({ dataDir: dir, owner: "server" });
    await owner.collection("users").insertOne({ tenant: "north", email: "a@x.test" });
    const file = path.join(dir, "users.db");
    const before = await readFile(file);
    // What a reader may meet while the server is mid-append.
    await writeFile(file, Buffer.concat([before, Buffer.from('{"_id":"half","ten')]));

    const reader = await openEmbeddedStore({ dataDir: dir, readOnly: true });
    expect((await reader.collection("users").find({})).map((user) => user.email)).toEqual(["a@x.test"]);
    await expect(reader.collection("users").insertOne({ tenant: "north", email: "b@x.test" })).rejects.toBeInstanceOf(StoreReadOnlyError);
    await expect(reader.collection("users").updateMany({}, { $set: { role: "Admin" } })).rejects.toBeInstanceOf(StoreReadOnlyError);
    await expect(reader.collection("users").deleteMany({})).rejects.toBeInstanceOf(StoreReadOnlyError);
    await reader.close();

    expect(existsSync(`${file}.corrupt`)).toBe(false);
    expect((await readFile(file)).toString("utf8").endsWith('{"_id":"half","ten')).toBe(true);
    expect(JSON.parse(await readFile(lockFile(), "utf8"))).toMatchObject({ pid: process.pid, owner: "server" });
    await writeFile(file, before);
    await owner.close();
  });

  it("creates nothing in a folder that has no data yet", async () => {
    const reader = await openEmbeddedStore({ dataDir: dir, readOnly: true });
    expect(await reader.collection("tenants").count({})).toBe(0);
    await reader.close();
    expect(await readdir(dir)).toEqual([]);
  });
});
