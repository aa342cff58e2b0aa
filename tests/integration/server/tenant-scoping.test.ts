import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { readEnv } from "../../../server/config/env";
import { createServices, type Services } from "../../../server/services";
import { testRecords } from "../../support/records";

let services: Services;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "cas-scope-"));
  services = await createServices(readEnv({ DATA_DIR: dir, LOG_LEVEL: "silent", NODE_ENV: "test" }));
});
afterAll(async () => {
  await services.store.close();
  await rm(dir, { recursive: true, force: true });
});

it("never lets one university's read or write reach another's records", async () => {
  const repos = services.repositories;
  // Written the one way records are written (the write path), read through the repositories.
  const writes = testRecords(services);
  const mine = await writes.applications.insert("north", { applicationStatus: "NEW", createdAt: "", updatedAt: "" });
  const theirs = await writes.applications.insert("south", { applicationStatus: "NEW", createdAt: "", updatedAt: "" });
  expect(await repos.applications.findById("north", theirs._id)).toBeNull();
  expect((await repos.applications.find("north", { tenant: "south" })).map((doc) => doc._id)).toEqual([mine._id]);
  expect(await repos.applications.find("north", { $or: [{ tenant: "south" }, { applicationStatus: "NEW" }] })).toHaveLength(1);
  expect(await writes.applications.update("north", theirs._id, { $set: { applicationStatus: "Withdrawn" } })).toBeNull();
  expect(await writes.applications.delete("north", theirs._id)).toBe(false);
  expect((await repos.applications.findById("south", theirs._id))?.applicationStatus).toBe("NEW");
  await expect(writes.applications.update("north", mine._id, { $set: { tenant: "south" } })).rejects.toThrow(/another tenant/);
  await expect(repos.applications.find("", {})).rejects.toThrow(/tenant key is required/);
  await expect(writes.applications.insert("", { applicationStatus: "NEW", createdAt: "", updatedAt: "" })).rejects.toThrow(/tenant key is required/);
});
