// Browser tests: Debian's Chromium (Playwright's own browser download cannot run here) driving
// the production build on a fresh embedded store seeded with the demo universities.
import { defineConfig } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { CHROMIUM, requirePart } from "./tests/support/system-parts";
import { E2E_WORKERS, e2eServers, settleRun } from "./tests/support/e2e-servers";

// One server per worker, each on its own copy of the demo data (tests/support/e2e-servers.ts). The
// run's folder, ports and "now" are set once by the runner, so the test workers (which load this
// file again) read the same.
settleRun();
const servers = e2eServers();
// Where Chromium is (CHROMIUM_PATH, the PATH, /usr/bin); without it the run stops here, before
// the build, with the command that installs it (decision 0022).
const chromium = requirePart(CHROMIUM);
const runningAsRoot = typeof process.getuid === "function" && process.getuid() === 0;

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A file's tests run in order, on its worker's server; the files are shared out between the workers.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  reporter: [["list"]],
  use: {
    // Each worker's own server (tests/e2e/fixtures.ts); this one for anything run outside a worker.
    baseURL: servers[0].url,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        ...(runningAsRoot ? ["--no-sandbox"] : []),
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-sync",
      ],
    },
  },
  webServer: servers.map((server) => ({
    // The first builds (when stale) before it starts: a server must load the build whose assets it serves. They start one after another.
    command: `${server.index === 0 ? "node --import tsx tests/support/build-if-stale.ts && " : ""}node --import tsx tests/support/e2e-server.ts`,
    url: `${server.url}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: "production",
      BUILD_DIR: "build-test",
      PORT: String(server.port),
      HOST: "127.0.0.1",
      DATA_DIR: server.dataDir,
      LOG_LEVEL: "warn",
      E2E_SERVER_INDEX: String(server.index),
      SECRETS_KEY: randomBytes(32).toString("base64"),
      REMINDER_TICK: "off",
      AUTOMATION_TICK: "off",
      OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${server.idpPort}`,
    },
  })),
});
