// The browser tests' servers: one per Playwright worker, each on its own copy of the demo data, with
// its own SMTP server (mail catcher) and the port its single sign-on test's provider listens on.
// The runner (playwright.config.ts) and its workers, which load the configuration again, read the
// same list: the run's folder, ports and "now" are set once in the environment by the runner.
import os from "node:os";
import path from "node:path";

export interface E2eServer {
  /** Playwright's parallel index of the worker whose tests use it. */
  index: number;
  port: number;
  url: string;
  smtpPort: number;
  idpPort: number;
  dataDir: string;
  mailDir: string;
}

/**
 * Two workers, or one on a one-core machine: a browser test mostly waits on Chromium and the
 * server, so two side by side finish in about half the time (decision 0023).
 */
export const E2E_WORKERS = Math.max(1, Math.min(2, os.availableParallelism()));

/** Sets, once per run, what every process of the run must agree on. */
export function settleRun(): void {
  process.env.E2E_RUN_DIR ??= path.join(os.tmpdir(), `cas-e2e-${process.pid}`);
  // The demo data is seeded once, at this "now", and copied for each server (tests/support/seeded-store.ts).
  process.env.E2E_SEED_NOW ??= new Date().toISOString();
}

export function e2eServers(): E2eServer[] {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir) throw new Error("E2E_RUN_DIR must be set (playwright.config.ts sets it with settleRun)");
  const firstPort = Number(process.env.E2E_PORT ?? 3210);
  return Array.from({ length: E2E_WORKERS }, (_, index) => {
    const port = firstPort + 10 * index;
    const dataDir = path.join(runDir, `server-${index}`);
    return { index, port, url: `http://127.0.0.1:${port}`, smtpPort: port + 1, idpPort: port + 2, dataDir, mailDir: path.join(dataDir, "mail") };
  });
}

/** Where the demo data is seeded once for the run's servers. */
export function e2eTemplates(): string {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir) throw new Error("E2E_RUN_DIR must be set (playwright.config.ts sets it with settleRun)");
  return path.join(runDir, "seeded");
}
