// Browser tests: Debian's Chromium (Playwright's own browser download cannot run here) driving
// the production build on a fresh embedded store seeded with the demo universities.
import { defineConfig } from "@playwright/test";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { e2eDataDir } from "./tests/support/e2e-data-dir";
import { CHROMIUM, requirePart } from "./tests/support/system-parts";

const TRACE_MODES = ["off", "on", "retain-on-failure", "retain-on-first-failure"] as const;
type TraceMode = (typeof TRACE_MODES)[number];

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = e2eDataDir();
// Where the server's SMTP server keeps the email it receives: set once by the runner, so the
// test workers (which load this file again) read the same folder.
process.env.E2E_MAIL_DIR ??= path.join(dataDir, "mail");
const smtpPort = port + 1;
// The single sign-on test's provider listens here; the server may reach it because the environment
// allows it (decision 0016: a university's settings reach nothing local otherwise). Set once by the
// runner, like the mail folder, so the test workers read the same port.
process.env.E2E_IDP_PORT ??= String(port + 2);
// Where Chromium is (CHROMIUM_PATH, the PATH, /usr/bin); without it the run stops here, before
// the build, with the command that installs it (decision 0022).
const chromium = requirePart(CHROMIUM);
const runningAsRoot = typeof process.getuid === "function" && process.getuid() === 0;

function traceMode(requested: string | undefined): TraceMode {
  if (requested === undefined || requested === "") return "off";
  if ((TRACE_MODES as readonly string[]).includes(requested)) return requested as TraceMode;
  throw new Error(`E2E_TRACE must be one of ${TRACE_MODES.join(", ")}, not "${requested}"`);
}

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // No trace by default: recording one for every test (DOM snapshots at each step, screencast
    // frames) cost about a fifth of the browser tests' CPU and time, though only a failing test's
    // was kept (decision 0023). A failure keeps its screenshot; E2E_TRACE=retain-on-failure (or
    // `playwright test --trace ...`) records traces again to step through one.
    trace: traceMode(process.env.E2E_TRACE),
    screenshot: "only-on-failure",
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
  webServer: {
    // Build first (when stale), then start: the server must load the build whose assets it serves.
    command: `node --import tsx tests/support/build-if-stale.ts && node --import tsx tests/support/e2e-server.ts`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { NODE_ENV: "production", BUILD_DIR: "build-test", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", E2E_DATA_DIR: dataDir, E2E_MAIL_DIR: process.env.E2E_MAIL_DIR, E2E_SMTP_PORT: String(smtpPort), SECRETS_KEY: randomBytes(32).toString("base64"), REMINDER_TICK: "off", AUTOMATION_TICK: "off", OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${process.env.E2E_IDP_PORT}` },
  },
});
