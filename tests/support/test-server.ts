// Starts the real app (production build, embedded store in a fresh folder, seeded) on a free
// port in this process, with "now" pinned, for HTTP tests. Its store is a copy of one seeded once
// for the whole run (seeded-store.ts).
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { readEnv } from "../../server/config/env";
import { createHttpApp } from "../../server/http/app";
import { TENANT_CONFIGS_DIR } from "../../server/paths";
import { seed } from "../../server/seed";
import { createServices, type Services } from "../../server/services";
import { copySeededStore, PINNED_NOW } from "./seeded-store";

export { PINNED_NOW };

export interface TestServer {
  url: string;
  /** Moves the server's "now" (pinned; HTTP tests of expiry move it forward). */
  setNow(date: Date): void;
  advance(milliseconds: number): void;
  now(): Date;
  services: Services;
  dataDir: string;
  close(): Promise<void>;
}

export async function startTestServer(options: { now?: Date; seedDemo?: boolean; env?: Record<string, string> } = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "cas-http-"));
  const env = readEnv({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", ...options.env });
  let now = options.now ?? PINNED_NOW;
  const demo = options.seedDemo ?? true;
  // The embedded store with its files in DATA_DIR: a copy; anything else is seeded here.
  const copied = !env.MONGODB_URI && env.uploadDir === path.join(dataDir, "uploads");
  if (copied) await copySeededStore(dataDir, { demo, now });
  const services = await createServices(env, { clock: () => new Date(now) });
  if (!copied) await seed(services, { configRoot: TENANT_CONFIGS_DIR, demo });
  const app = await createHttpApp(services, { production: true });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setNow(date: Date) {
      now = date;
    },
    advance(milliseconds: number) {
      now = new Date(now.getTime() + milliseconds);
    },
    now: () => new Date(now),
    services,
    dataDir,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.store.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
