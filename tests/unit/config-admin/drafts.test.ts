// Drafts on the embedded store: one per university, every save names the version it was based
// on, and a stale save is refused rather than merged.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigDrafts, DraftConflictError } from "../../../server/config-admin/drafts";
import { INDEXES } from "../../../server/repositories/indexes";
import { openEmbeddedStore } from "../../../server/store/embedded";
import type { Store } from "../../../server/store/port";

let dir: string;
let store: Store;
let drafts: ConfigDrafts;
const meta = (expectedVersion: number) => ({ by: "u1", at: "2026-11-22T10:00:00.000Z", expectedVersion, basedOnVersion: 4 });

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "cas-drafts-"));
  store = await openEmbeddedStore({ dataDir: dir });
  await store.ensureIndexes(INDEXES);
  drafts = new ConfigDrafts(store);
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe("configuration drafts", () => {
  it("the first save creates the draft from a published version; later saves name the draft version", async () => {
    expect(await drafts.get("north")).toBeNull();
    const first = await drafts.save("north", { a: 1 }, meta(0));
    expect(first).toMatchObject({ tenant: "north", basedOnVersion: 4, configJson: '{"a":1}', _version: 1 });
    const second = await drafts.save("north", { "a.b": 2 }, meta(1));
    expect(second._version).toBe(2);
    expect(JSON.parse((await drafts.get("north"))!.configJson)).toEqual({ "a.b": 2 });
  });

  it("refuses a second first save and a save based on an old version, leaving the draft as it was", async () => {
    await drafts.save("north", { by: "A" }, meta(0));
    await expect(drafts.save("north", { by: "B" }, meta(0))).rejects.toBeInstanceOf(DraftConflictError);
    await drafts.save("north", { by: "A again" }, meta(1));
    await expect(drafts.save("north", { by: "B" }, meta(1))).rejects.toMatchObject({ currentVersion: 2 });
    expect(JSON.parse((await drafts.get("north"))!.configJson)).toEqual({ by: "A again" });
  });

  it("discards only the version the author saw, and keeps universities apart", async () => {
    await drafts.save("north", { n: 1 }, meta(0));
    await drafts.save("south", { s: 1 }, meta(0));
    await expect(drafts.discard("north", 7)).rejects.toBeInstanceOf(DraftConflictError);
    expect(await drafts.discard("north", 1)).toBe(true);
    expect(await drafts.get("north")).toBeNull();
    expect(await drafts.get("south")).not.toBeNull();
    await expect(drafts.save("north", { n: 2 }, meta(1))).rejects.toBeInstanceOf(DraftConflictError);
  });
});
