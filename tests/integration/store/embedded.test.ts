import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
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
});
