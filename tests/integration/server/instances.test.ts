// Several app instances over one store (issue 41; decision 0032): what one instance changes, the
// next request through another sees, because what they must share is read from the store, not
// from either's memory. Two instances are built the way start-up builds one (instanceServices),
// over the embedded store opened once in this process (it is one process's by design; MongoDB
// shares the same collections between machines).
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "../../../server/config/env";
import { instanceServices, createServices, type Services } from "../../../server/services";
import { rateLimitKey, rateLimits } from "../../../server/auth/rate-limit";
import { LocalDiskStorage } from "../../../server/files/local-disk";
import { readAll } from "../../../server/files/port";
import { importsFolder } from "../../../server/import/import-files";
import { createLogger } from "../../../server/logger";
import { copySeededStore } from "../../support/seeded-store";

const TENANT = "northbridge";
let now = new Date("2026-11-26T09:00:00.000Z");
const clock = () => now;
let dir: string;
let first: Services;
let second: Services;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "cas-instances-"));
  await copySeededStore(dir, { demo: false });
  first = await createServices(readEnv({ DATA_DIR: dir, LOG_LEVEL: "silent", NODE_ENV: "test" }), { clock });
  // The second instance: its own caches and its own view of the files, over the same store and folders.
  const files = new LocalDiskStorage({ uploads: first.env.uploadDir, imports: importsFolder(first.env.dataDir) });
  second = instanceServices({ env: first.env, logger: createLogger("silent"), store: first.store, files, clock });
});
afterAll(async () => {
  await first?.store.close();
  await rm(dir, { recursive: true, force: true });
});

describe("two app instances over one store", () => {
  it("serve a configuration published through one on the other's next request", async () => {
    const before = await second.configs.current(TENANT);
    const zoom = before.prepared.settings.documentViewer?.defaultZoom ?? 100;
    const config = structuredClone(before.config) as { settings: { documentViewer: { defaultZoom: number } } };
    config.settings.documentViewer.defaultZoom = zoom + 25;
    await first.configs.publish(TENANT, config, { by: "test", note: "a larger zoom", basedOn: before.version });
    const after = await second.configs.current(TENANT);
    expect(after.version).toBe(before.version + 1);
    expect(after.prepared.settings.documentViewer?.defaultZoom).toBe(zoom + 25);
  });

  it("refuse a publish through one that was based on a version the other replaced", async () => {
    const seen = await first.configs.current(TENANT);
    await second.configs.publish(TENANT, seen.config, { by: "test", note: "published through the second", basedOn: seen.version });
    await expect(first.configs.publish(TENANT, seen.config, { by: "test", note: "stale", basedOn: seen.version })).rejects.toThrow(`Version ${seen.version + 1} was published after you started`);
  });

  it("count sign-in attempts made through either against one limit", async () => {
    const limited = { key: rateLimitKey("sign-in", "ada@northbridge.example.ac.uk"), rule: { limit: 3, windowMinutes: 15 } };
    expect(await rateLimits(first).take(limited)).not.toBeNull();
    expect(await rateLimits(second).take(limited)).not.toBeNull();
    expect(await rateLimits(first).take(limited)).not.toBeNull();
    expect(await rateLimits(second).take(limited)).toBeNull();
    expect(await rateLimits(first).take(limited)).toBeNull();
  });

  it("read a file saved through the other", async () => {
    const saved = await first.files.save("uploads", Buffer.from("%PDF-1.4\nan offer letter"), { maxBytes: 1024, tooLarge: { messageKey: "uploads.maxSize" } });
    expect((await readAll(second.files, "uploads", saved.key)).toString()).toBe("%PDF-1.4\nan offer letter");
    await second.files.delete("uploads", saved.key);
    expect(await first.files.exists("uploads", saved.key)).toBe(false);
  });

  it("offer a course added through one: at once there, on the other once its recheck comes round (5 seconds)", async () => {
    const at = now.toISOString();
    const ids = async (services: Services) => ((await services.configs.current(TENANT)).prepared.settings.courses ?? []).map((course) => course.id);
    expect(await ids(second)).not.toContain("NBU-DS1");
    await first.repositories.courses.insert(TENANT, { name: "MSc Data Science", shortId: "NBU-DS1", code: "NBU-DS1", award: "MSc", mode: "Full-time", startDateHome: "2027-09-20", endDateHome: "2028-09-19", hecos: [{ code: "100366", percentage: 100 }], availability: { type: "all" }, createdAt: at, updatedAt: at });
    expect(await ids(first)).toContain("NBU-DS1");
    now = new Date(now.getTime() + 5_000);
    expect(await ids(second)).toContain("NBU-DS1");
  });
});
