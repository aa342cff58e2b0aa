// The quick start's demo (issue 36 item 2; decision 0013): `npm run demo` (DEMO=1, not
// production) serves the production build with the demo universities and accounts seeded on
// first start; a command that only reads runs beside it, one that writes (`npm run seed`) is told
// to stop the server first; production refuses DEMO=1 and SEED_ON_START=true.
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "../../../server/config/env";
import { TENANT_CONFIGS_DIR } from "../../../server/paths";
import { readDemoData } from "../../../server/seed/demo-data";
import { openEmbeddedStore } from "../../../server/store/embedded";
import { TestBrowser, demoEmail } from "../../support/http-client";
import { runCli, serverRefusal, startServerProcess, type ServerProcess } from "../../support/server-process";

let dataDir: string;
let server: ServerProcess | undefined;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "cas-demo-"));
  // As package.json's demo script runs it.
  server = await startServerProcess({ NODE_ENV: "development", DEMO: "1", DATA_DIR: dataDir });
});
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe("demo mode", () => {
  it("seeds the demo universities and accounts on first start, and their users sign in", async () => {
    const reader = await openEmbeddedStore({ dataDir, readOnly: true });
    const tenants = (await reader.collection("tenants").find({}, { sort: { key: 1 } })).map((tenant) => tenant.key);
    expect(tenants).toEqual(["caledonia", "northbridge", "pennine", "thamesgate", "westhaven"]);
    const demo = await readDemoData(TENANT_CONFIGS_DIR);
    expect(await reader.collection("users").findOne({ email: demo.platformAdmin.email })).toMatchObject({ role: "Admin" });
    expect(server!.output()).not.toContain("No users yet");
    const signedIn = await new TestBrowser(server!).signIn(demoEmail("uniadmin", "northbridge"));
    expect(signedIn.status).toBe(302);
  });

  it("lets a command that only reads run beside the server", () => {
    const result = runCli(["export", "--tenant", "northbridge"], { DATA_DIR: dataDir });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout.split("\n").length).toBeGreaterThan(10);
  });

  it("tells npm run seed beside the running server to stop the server first", () => {
    const result = runCli(["seed"], { DATA_DIR: dataDir });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`The data folder ${dataDir} is in use by the CAS Shield server (pid ${server!.pid}, since `);
    expect(result.stderr).toContain(`Stop the server first, then try again. If no such process is running, delete ${path.join(dataDir, "cas-shield.lock")}.`);
    expect(result.stdout).toBe("");
  });
});

describe("production never seeds", () => {
  it("refuses DEMO=1 and SEED_ON_START=true with NODE_ENV=production, naming each", () => {
    expect(() => readEnv({ NODE_ENV: "production", DEMO: "1" })).toThrow(/DEMO: a demonstration creates accounts whose password is public, so it never runs with NODE_ENV=production/);
    expect(() => readEnv({ NODE_ENV: "production", SEED_ON_START: "true" })).toThrow(/SEED_ON_START: a production start never seeds/);
    expect(readEnv({ NODE_ENV: "production" }).seedOnStart).toBe(false);
    expect(readEnv({ NODE_ENV: "production", SEED_ON_START: "false" }).seedOnStart).toBe(false);
    expect(readEnv({}).seedOnStart).toBe(true);
    expect(readEnv({ SEED_ON_START: "false" }).seedOnStart).toBe(false);
  });

  it("stops a production server started with DEMO=1 before it touches the data folder", () => {
    const folder = path.join(dataDir, "never-made");
    const result = serverRefusal({ NODE_ENV: "production", DEMO: "1", DATA_DIR: folder });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("DEMO: a demonstration creates accounts whose password is public");
    expect(existsSync(folder)).toBe(false);
  });
});
