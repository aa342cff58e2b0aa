// The browser tests' data folder (store, uploads, mail), named by playwright.config.ts in the
// runner. Each run's is 40-90 MB: it goes when the runner exits (after it has stopped the
// server), unless E2E_KEEP_DATA=1 keeps it to look into. Test workers load the config too, under
// their own process ids: only the runner, which named the folder, removes it.
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export function e2eDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const folder = path.join(os.tmpdir(), `cas-e2e-${process.pid}`);
  if (!env.TEST_WORKER_INDEX && !env.E2E_KEEP_DATA) process.on("exit", () => rmSync(folder, { recursive: true, force: true }));
  return folder;
}
