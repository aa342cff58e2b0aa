// The browser tests' server: the application as in production, its email going over SMTP to a
// real SMTP server on a loopback port (the mail catcher), whose messages the tests read.
import { startMailCatcher } from "./mail-catcher";

const folder = process.env.E2E_MAIL_DIR;
const port = Number(process.env.E2E_SMTP_PORT);
if (!folder || !port) throw new Error("E2E_MAIL_DIR and E2E_SMTP_PORT must be set (playwright.config.ts sets them)");
await startMailCatcher(folder, port);
process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
await import("../../server/main");
