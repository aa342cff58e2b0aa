// One of the browser tests' servers (tests/support/e2e-servers.ts): the application as in
// production, its email going over SMTP to a real SMTP server on a loopback port (the mail
// catcher), whose messages the tests read. A production start seeds nothing (decision 0013), so
// its folder is first filled with the demo universities and accounts as `npm run seed` would make
// them: seeded once for the run at its "now", by the first server, and copied.
import { readEnv } from "../../server/config/env";
import { startMailCatcher } from "./mail-catcher";
import { e2eServers, e2eTemplates } from "./e2e-servers";
import { copySeededStore } from "./seeded-store";

const server = e2eServers()[Number(process.env.E2E_SERVER_INDEX)];
const seededAt = new Date(process.env.E2E_SEED_NOW ?? "");
if (!server || Number.isNaN(seededAt.getTime())) throw new Error("E2E_SERVER_INDEX and E2E_SEED_NOW must be set (playwright.config.ts sets them)");
await copySeededStore(readEnv().dataDir, { demo: true, now: seededAt, templates: e2eTemplates() });
await startMailCatcher(server.mailDir, server.smtpPort);
process.env.SMTP_URL = `smtp://127.0.0.1:${server.smtpPort}`;
await import("../../server/main");
