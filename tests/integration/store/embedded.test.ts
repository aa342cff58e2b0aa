import { appendFile, mkdtemp, readdir, readFile, readlink, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openEmbeddedStore } from "../../../server/store/embedded";
import { StoreCorruptError } from "../../../server/store/port";
import { storeContract } from "./contract";

async function tempDir() {
  return mkdtemp(path.join(os.tmpdir(), "cas-store-"));
}

storeContract("embedded", async () => {
  const dir = await tempDir();
  const store = await openEmbeddedStore({ dataDir: dir });
  return {
    store,
    dispose: async () => {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
});

describe("embedded store files", () => {
  it("keeps what was written across a close and reopen", async () => {
    const dir = await tempDir();
    let store = await openEmbeddedStore({ dataDir: dir });
    const doc = await store.collection("offers").insertOne({ tenant: "north", status: "Draft" });
    await store.collection("offers").updateOne({ _id: doc._id }, { $set: { status: "Conditional" } });
    await store.close();
    store = await openEmbeddedStore({ dataDir: dir });
    expect(await store.collection("offers").findOne({ _id: doc._id })).toMatchObject({ status: "Conditional", _version: 2 });
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("answers a query from the index its $and members pin, not a scan", async () => {
    const dir = await tempDir();
    const store = await openEmbeddedStore({ dataDir: dir });
    await store.ensureIndexes([{ collection: "listRows", fields: { tenant: 1, kind: 1, status: 1 } }]);
    const rows = store.collection("listRows");
    expect(await rows.explain({ tenant: "north", kind: "offers", $and: [{ status: { $in: ["Rejected", "Withdrawn"] } }, { $or: [{ closed: false }, { closed: null }] }] })).toBe("equality index (tenant, kind, status)");
    expect(await rows.explain({ tenant: "north", $and: [{ status: "Rejected" }] })).toBe("collection scan");
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("counts a tab's rows from the index of the tabs each row lists (decision 0054)", async () => {
    const dir = await tempDir();
    const store = await openEmbeddedStore({ dataDir: dir });
    await store.ensureIndexes([{ collection: "listRows", fields: { tenant: 1, inTabs: 1 } }]);
    const rows = store.collection("listRows");
    await rows.insertMany([{ tenant: "north", inTabs: ["new", "all"] }, { tenant: "north", inTabs: ["all"] }]);
    expect(await rows.explain({ tenant: "north", inTabs: "all" })).toBe("equality index (tenant, inTabs), counted from the index");
    // Two tabs at once could count a row twice: those are matched one by one instead.
    expect(await rows.explain({ tenant: "north", inTabs: { $in: ["new", "all"] } })).toBe("equality index (tenant, inTabs)");
    expect(await rows.count({ tenant: "north", inTabs: { $in: ["new", "all"] } })).toBe(2);
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("stops start-up on a corrupt data file, names the file and leaves it untouched", async () => {
    const dir = await tempDir();
    const store = await openEmbeddedStore({ dataDir: dir });
    await store.collection("users").insertOne({ tenant: "north", email: "a@x.test" });
    await store.close();
    const file = path.join(dir, "users.db");
    const corrupted = (await readFile(file, "utf8")) + "{this is not json\n";
    await writeFile(file, corrupted);
    const opening = openEmbeddedStore({ dataDir: dir });
    await expect(opening).rejects.toBeInstanceOf(StoreCorruptError);
    await expect(opening).rejects.toThrow(file);
    expect(await readFile(file, "utf8")).toBe(corrupted);
    await rm(dir, { recursive: true, force: true });
  });

  it("rewrites at close only the files a rewrite would shorten, and leaves the others as they are", async () => {
    const dir = await tempDir();
    let store = await openEmbeddedStore({ dataDir: dir });
    const offer = await store.collection("offers").insertOne({ tenant: "north", status: "Draft" });
    await store.collection("users").insertOne({ tenant: "north", email: "a@x.test" });
    await store.collection("students").insertOne({ tenant: "north", stage: "Pre-Deposit" });
    await store.close();
    const file = (name: string) => path.join(dir, `${name}.db`);
    const lines = async (name: string) => (await readFile(file(name), "utf8")).split("\n").filter(Boolean).length;
    // A killed process left a superseded line in students.db: the next close drops it, written to or not.
    const student = (await readFile(file("students"), "utf8")).trim();
    await appendFile(file("students"), `${student.replace("Pre-Deposit", "Post-Deposit")}\n`);
    const before = { users: await stat(file("users")), offers: await stat(file("offers")) };

    store = await openEmbeddedStore({ dataDir: dir });
    expect(await store.collection("users").count({ tenant: "north" })).toBe(1);
    await store.collection("offers").updateOne({ _id: offer._id }, { $set: { status: "Conditional" } });
    expect(await lines("offers")).toBe(2);
    expect(await lines("students")).toBe(2);
    await store.close();

    // Read, never written: the same file (a rewrite renames a new one over it).
    expect((await stat(file("users"))).ino).toBe(before.users.ino);
    expect(await readFile(file("users"), "utf8")).toContain("a@x.test");
    // Updated, and left with a superseded line: one line per document again.
    expect((await stat(file("offers"))).ino).not.toBe(before.offers.ino);
    expect(await lines("offers")).toBe(1);
    expect(await lines("students")).toBe(1);
    store = await openEmbeddedStore({ dataDir: dir });
    expect(await store.collection("offers").findOne({ _id: offer._id })).toMatchObject({ status: "Conditional" });
    expect(await store.collection("students").findOne({ tenant: "north" })).toMatchObject({ stage: "Post-Deposit" });
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("holds no file of the folder open once closed, so the folder can be removed at once", async () => {
    const dir = await tempDir();
    const openIn = async (folder: string) => {
      const links = await Promise.all((await readdir("/proc/self/fd")).map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => "")));
      return links.filter((link) => link.startsWith(`${folder}/`));
    };
    const store = await openEmbeddedStore({ dataDir: dir });
    await store.collection("users").insertOne({ tenant: "north", email: "a@x.test" });
    await store.close();
    // A descriptor opening late would name the folder now, or fail once it is gone.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await openIn(dir)).toEqual([]);
    await rm(dir, { recursive: true, force: true });
  });
});
