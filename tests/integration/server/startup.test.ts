// Start-up refuses to run on bad configuration or an unreadable data file, saying what is wrong.
import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, readEnv } from "../../../server/config/env";
import { PROJECT_ROOT } from "../../../server/paths";

function startServer(env: Record<string, string>) {
  return spawnSync(process.execPath, ["--import", "tsx", path.join(PROJECT_ROOT, "server/main.ts")], {
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", SEED_ON_START: "false", ...env },
    encoding: "utf8",
    timeout: 20_000,
  });
}

describe("process configuration", () => {
  it("names a malformed variable", () => {
    expect(() => readEnv({ PORT: "eighty" })).toThrow(EnvError);
    expect(() => readEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => readEnv({ MONGODB_URI: "postgres://x" })).toThrow(/MONGODB_URI: must start with mongodb/);
    expect(() => readEnv({ SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET/);
  });

  it("applies the documented defaults", () => {
    const env = readEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.dataDir).toBe(path.resolve("./data"));
    expect(env.MONGODB_URI).toBeUndefined();
  });

  it("stops the server with a message naming the variable", () => {
    const result = startServer({ PORT: "not-a-port" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("PORT");
    expect(result.stderr).not.toMatch(/at .*\.ts:\d+/);
  });

  it("stops the server on a corrupt data file, names it and leaves it as it was", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "cas-corrupt-"));
    const file = path.join(dataDir, "users.db");
    await writeFile(file, '{"_id":"a","_version":1,"email":"x"}\nnot json at all\n');
    const result = startServer({ DATA_DIR: dataDir, PORT: "3999" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(file);
    expect(await readFile(file, "utf8")).toBe('{"_id":"a","_version":1,"email":"x"}\nnot json at all\n');
    await rm(dataDir, { recursive: true, force: true });
  });
});
