import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openEmbeddedStore } from "../../../server/store/embedded";
import { createRepositories } from "../../../server/repositories";
import type { Store } from "../../../server/store/port";

let store: Store;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "cas-scope-"));
  store = await openEmbeddedStore({ dataDir: dir });
});
afterAll(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

it("never lets one university's read or write reach another's records", async () => {
  const repos = createRepositories(store);
  const mine = await repos.applications.insert("north", { applicationStatus: "NEW", createdAt: "", updatedAt: "" });
  const theirs = await repos.applications.insert("south", { applicationStatus: "NEW", createdAt: "", updatedAt: "" });
  expect(await repos.applications.findById("north", theirs._id)).toBeNull();
  expect((await repos.applications.find("north", { tenant: "south" })).map((doc) => doc._id)).toEqual([mine._id]);
  expect(await repos.applications.find("north", { $or: [{ tenant: "south" }, { applicationStatus: "NEW" }] })).toHaveLength(1);
  expect(await repos.applications.update("north", theirs._id, { $set: { applicationStatus: "Withdrawn" } })).toBeNull();
  expect(await repos.applications.delete("north", theirs._id)).toBe(false);
  expect((await repos.applications.findById("south", theirs._id))?.applicationStatus).toBe("NEW");
  await expect(repos.applications.update("north", mine._id, { $set: { tenant: "south" } })).rejects.toThrow(/another tenant/);
  await expect(repos.applications.find("", {})).rejects.toThrow(/tenant key is required/);
});
