// The configuration authors' command line, run as a user runs it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toolArgs } from "../../support/tools";

function cli(...args: string[]) {
  const result = spawnSync(process.execPath, [...toolArgs("cli"), ...args], {
    encoding: "utf8",
    timeout: 60_000,
    env: { ...process.env, NODE_ENV: "test" },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "cas-cli-"));
  await writeFile(path.join(dir, "offer.json"), JSON.stringify({ feeStatus: "OVERSEAS", sections: { "offer-status-change": { status: "Conditional" } } }));
  await writeFile(path.join(dir, "broken.json"), "{ not json");
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("npm run cli -- config validate", () => {
  it("passes for every university", () => {
    const result = cli("config", "validate");
    expect(result.stdout).toMatch(/no problems/);
    expect(result.status).toBe(0);
  });

  it("rejects an unknown university with one line and exit code 2", () => {
    const result = cli("config", "validate", "--tenant", "atlantis");
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toContain('Unknown tenant "atlantis"');
  });
});

describe("npm run cli -- form evaluate", () => {
  it("prints every field's label, visibility and mandatory state and the record's errors", () => {
    const result = cli("form", "evaluate", "--tenant", "northbridge", "--form", "offer-status-change", "--record", path.join(dir, "offer.json"), "--today", "2026-11-22", "--role", "UniAdmin");
    expect(result.status).toBe(0);
    const output = JSON.parse(result.stdout) as { fields: Record<string, { label: unknown; visible: boolean; mandatory: boolean }>; errors: Array<{ path: string; message: string; ruleId: string }> };
    expect(output.fields.status).toEqual({ label: "New status", visible: true, mandatory: true });
    expect(output.fields.conditions.visible).toBe(true);
    expect(output.fields.statusReason.visible).toBe(false);
    expect(output.errors).toContainEqual({ path: "conditions", message: "Status Conditional requires conditions", ruleId: "status-conditional-needs-conditions" });
  });

  it.each([
    { tenant: "northbridge", form: "offer-status-change", record: "/no/such/file.json", message: "Cannot read the file /no/such/file.json" },
    { tenant: "northbridge", form: "offer-status-change", record: "broken.json", message: "Invalid JSON format." },
    { tenant: "northbridge", form: "no-such-form", record: "offer.json", message: 'Unknown form "no-such-form"' },
    { tenant: "atlantis", form: "offer-status-change", record: "offer.json", message: 'Unknown tenant "atlantis"' },
  ])("answers bad input ($message) with one line and exit code 2", ({ tenant, form, record, message }) => {
    const file = record.startsWith("/") ? record : path.join(dir, record);
    const result = cli("form", "evaluate", "--tenant", tenant, "--form", form, "--record", file);
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toContain(message);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
  });
});

describe("npm run cli -- seed", () => {
  it("refuses demo data with NODE_ENV=production, before opening the data folder", () => {
    const folder = path.join(dir, "production-data");
    const result = spawnSync(process.execPath, [...toolArgs("cli"), "seed"], { encoding: "utf8", timeout: 60_000, env: { ...process.env, NODE_ENV: "production", DATA_DIR: folder } });
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toBe("Demo data is never created with NODE_ENV=production. Run npm run seed without it for a demo or tests, or add --no-demo to publish only the universities' configurations.");
    expect(existsSync(folder)).toBe(false);
  });
});

describe("npm run cli -- admin create", () => {
  it.each([
    { args: ["--email", "not-an-email"], message: "--email must be an email address, such as admin@university.ac.uk" },
    { args: [], message: "Missing --email" },
  ])("answers bad input ($message) with one line and exit code 2", ({ args, message }) => {
    const result = cli("admin", "create", ...args);
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toBe(message);
  });
});
