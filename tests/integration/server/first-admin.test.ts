// A production instance (issue 36 item 2 and its second-process section; decisions 0013, 0014),
// run as an operator runs it: `NODE_ENV=production` on an empty data folder creates nobody and
// says how to make the first Admin; while it runs, a second server and a command that writes are
// refused, naming the server's pid; once it is stopped, `cli admin create` prints a link that sets
// the password once, and the new Admin must set up MFA before anything else.
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCK_FILE } from "../../../server/store/data-dir-lock";
import { openEmbeddedStore } from "../../../server/store/embedded";
import { TestBrowser, titleOf, visibleText } from "../../support/http-client";
import { runCli, serverRefusal, startServerProcess, type ServerProcess } from "../../support/server-process";

const EMAIL = "ops.lead@university.example.ac.uk";
const PASSWORD = "Quiet-Lantern-58!";
const PUBLIC_URL = "https://casshield.university.example.ac.uk";

let dataDir: string;
let server: ServerProcess | undefined;
const production = () => ({ NODE_ENV: "production", DATA_DIR: dataDir });

async function storedCounts() {
  // Read-only: the server holds the folder, and this reads it beside the server as a command that only reads does.
  const store = await openEmbeddedStore({ dataDir, readOnly: true });
  return { users: await store.collection("users").count({}), tenants: await store.collection("tenants").count({}) };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "cas-first-admin-"));
  server = await startServerProcess(production());
});
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe("a production start on an empty data folder", () => {
  it("creates no users and no universities, and says how to create the first Admin", async () => {
    expect(server!.output()).toContain("No users yet. Create the first platform Admin with npm run cli -- admin create --email <address> (stop this server first");
    expect(await storedCounts()).toEqual({ users: 0, tenants: 0 });
    // The README's demo Admin does not exist here.
    const answer = await new TestBrowser(server!).signIn("admin@casshield.example");
    expect(answer.status).toBe(401);
  });
});

describe("one process owns the data folder", () => {
  it("refuses a second server on the same folder, naming the one that holds it", () => {
    const second = serverRefusal(production());
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(`The data folder ${dataDir} is in use by the CAS Shield server (pid ${server!.pid},`);
    expect(second.stderr).toContain("Stop the server first, then try again.");
    expect(second.stderr).not.toMatch(/at .*\.ts:\d+/);
  });

  it("refuses a command that writes beside the running server, and it writes nothing", async () => {
    const result = runCli(["admin", "create", "--email", EMAIL], production());
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`in use by the CAS Shield server (pid ${server!.pid},`);
    expect(result.stderr).toContain("Stop the server first");
    expect(result.stdout).not.toContain("/resetPassword");
    expect(await storedCounts()).toEqual({ users: 0, tenants: 0 });
  });
});

describe("the first platform Admin", () => {
  it("is made by cli admin create once the server is stopped: a link that sets the password once, then MFA set-up before anything else", async () => {
    expect(await server!.stop()).toBe(0);
    server = undefined;
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);

    const created = runCli(["admin", "create", "--email", "Ops.Lead@University.example.ac.uk"], { ...production(), PUBLIC_URL });
    expect(created.stderr).toBe("");
    expect(created.status).toBe(0);
    expect(created.stdout).toContain(`Created the platform Admin ${EMAIL}.`);
    expect(created.stdout).toContain("Open this link within 60 minutes to set the password. It works once:");
    const firstLink = new URL(/https:\/\/\S+/.exec(created.stdout)?.[0] ?? "");
    expect(firstLink.origin).toBe(PUBLIC_URL);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);

    // Run again before the password is set (the link expired, or was lost): a new link replaces it.
    const again = runCli(["admin", "create", "--email", EMAIL], { ...production(), PUBLIC_URL });
    expect(again.status).toBe(0);
    expect(again.stdout).toContain(`The platform Admin ${EMAIL} has not set a password yet: here is a new link (the earlier one no longer works).`);
    const link = new URL(/https:\/\/\S+/.exec(again.stdout)?.[0] ?? "");
    expect(link.searchParams.get("code")).not.toBe(firstLink.searchParams.get("code"));

    server = await startServerProcess(production());
    expect(server.output()).not.toContain("No users yet");
    const browser = new TestBrowser(server);
    expect(visibleText((await browser.get(`${firstLink.pathname}${firstLink.search}`)).text)).toContain("This link to reset your password is invalid or has expired.");
    const page = await browser.get(`${link.pathname}${link.search}`);
    expect(titleOf(page.text)).toBe("Set a password for your account - CAS Shield");
    const form = { username: link.searchParams.get("username") ?? "", code: link.searchParams.get("code") ?? "" };

    // Before the link is used the account has no password to sign in with.
    expect((await browser.signIn(EMAIL, PASSWORD)).status).toBe(401);
    const set = await browser.post("/resetPassword", { ...form, password: PASSWORD, confirm: PASSWORD });
    expect(set.location).toBe("/login?reason=passwordChanged");
    const reused = await browser.post("/resetPassword", { ...form, password: "Other-Lantern-77!", confirm: "Other-Lantern-77!" });
    expect(reused.status).toBe(400);
    expect(visibleText(reused.text)).toContain("This link to reset your password is invalid or has expired.");
    expect((await browser.signIn(EMAIL, "Other-Lantern-77!")).status).toBe(401);

    const signedIn = await browser.signIn(EMAIL, PASSWORD);
    expect(signedIn.status).toBe(302);
    expect(signedIn.location).toMatch(/^\/mfa\/setup/);
    const setup = await browser.get(signedIn.location ?? "");
    expect(titleOf(setup.text)).toBe("Set up MFA on your account - CAS Shield");
    // An Admin cannot skip it, nor reach the platform's pages before it.
    expect((await browser.post("/mfa/setup", { intent: "skip", redirectTo: "/" })).status).toBe(403);
    expect((await browser.get("/admin/universities")).location).toMatch(/^\/mfa\/setup/);
  });
});
