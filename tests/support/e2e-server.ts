// The browser tests' server: the application as in production, its email going over SMTP to a
// real SMTP server on a loopback port (the mail catcher), whose messages the tests read. A
// production start seeds nothing (decision 0013), so the demo universities and accounts are seeded
// here first, as `npm run seed` would, then the server starts on that folder.
import { readEnv } from "../../server/config/env";
import { TENANT_CONFIGS_DIR } from "../../server/paths";
import { seed } from "../../server/seed";
import { createServices } from "../../server/services";
import { startMailCatcher } from "./mail-catcher";

const folder = process.env.E2E_MAIL_DIR;
const port = Number(process.env.E2E_SMTP_PORT);
if (!folder || !port) throw new Error("E2E_MAIL_DIR and E2E_SMTP_PORT must be set (playwright.config.ts sets them)");
const seeding = await createServices(readEnv(), { owner: "e2e seed" });
try {
  await seed(seeding, { configRoot: TENANT_CONFIGS_DIR, demo: true });
} finally {
  await seeding.store.close();
}
await startMailCatcher(folder, port);
process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
await import("../../server/main");
