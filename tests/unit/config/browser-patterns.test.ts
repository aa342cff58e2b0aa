// The browser runs a form's schema patterns with its own, backtracking RegExp; publishing refuses
// a pattern it would run in more than linear time, naming the field (issue 36 item 6, decision
// 0107). recheck decides, on its pure JavaScript worker: no native checker is started.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configuredSchemaPatterns } from "../../../rules/forms/schema-patterns";
import { composedConfigs } from "../../../server/cli/config-source";
import { readEnv } from "../../../server/config/env";
import { warmDraftChecks } from "../../../server/config-admin/warm-draft-checks";
import { createServices, type Services } from "../../../server/services";
import { browserPatternProblems, hasVerdictFor, warmPatternVerdicts } from "../../../server/tenant-config/browser-patterns";
import { checkBeforePublishing } from "../../../server/tenant-config/validate";
import { copySeededStore } from "../../support/seeded-store";

type Json = Record<string, any>; // any: the tests edit configuration as plain JSON

let base: Json;
beforeAll(async () => {
  [{ config: base }] = await composedConfigs("northbridge");
});

// At start the server asks the checker about every university's published patterns, so a first
// draft check or publish answers from kept verdicts instead of waiting seconds for the checker
// (decision 0107). First in this file: the checks after it find the demo patterns' verdicts kept.
describe("the checker's verdicts prepared at start", () => {
  let dir: string;
  let services: Services;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "cas-warm-checks-"));
    await copySeededStore(dir, { demo: false });
    services = await createServices(readEnv({ DATA_DIR: dir, LOG_LEVEL: "silent", NODE_ENV: "test", REMINDER_TICK: "off", AUTOMATION_TICK: "off" }));
  });
  afterAll(async () => {
    await services?.store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("are kept for a configuration's patterns, and only those", async () => {
    // Patterns no other test uses, so nothing before this one has asked about them.
    const config = { schemas: { "application/identity": { type: "object", properties: { code: { type: "string", pattern: "^W[0-9]{3}-warm$" }, name: { type: "string", pattern: "^[A-Z][a-z]+-warm$" } } } } };
    expect(hasVerdictFor("^W[0-9]{3}-warm$")).toBe(false);
    expect(await warmPatternVerdicts([config])).toBe(2);
    expect(hasVerdictFor("^W[0-9]{3}-warm$")).toBe(true);
    expect(hasVerdictFor("^[A-Z][a-z]+-warm$")).toBe(true);
    expect(hasVerdictFor("^[A-Z][a-z]+-cold$")).toBe(false);
  });

  it("cover every pattern of every university's published configuration", async () => {
    const universities = await services.repositories.tenants.list();
    expect(universities.length).toBeGreaterThan(1);
    const asked = await warmDraftChecks(services);
    const patterns = new Set<string>();
    for (const university of universities) for (const { pattern } of configuredSchemaPatterns((await services.configs.current(university.key)).config)) patterns.add(pattern);
    expect(asked).toBeGreaterThan(10);
    expect([...patterns].filter((pattern) => !hasVerdictFor(pattern))).toEqual([]);
  });
});

function withGivenNamePattern(pattern: string): Json {
  const config = structuredClone(base);
  config.schemas["application/identity"].properties.givenName = { type: "string", maxLength: 100, pattern };
  return config;
}

describe("publishing checks the browser's patterns", () => {
  it("refuses the patterns that froze the server, and polynomial ones, naming the field", async () => {
    for (const [pattern, growth] of [
      ["^(a|aa)+$", "exponentially"],
      ["^(\\w|\\d)+$", "exponentially"],
      ["^(a|a)*$", "exponentially"],
      ["(a+)+$", "exponentially"],
      ["\\s*;\\s*", "as the answer's length to the power 2"],
    ]) {
      expect(await browserPatternProblems(withGivenNamePattern(pattern)), pattern).toEqual([
        { location: 'schemas["application/identity"].properties.givenName.pattern', problem: expect.stringMatching(new RegExp(`^the pattern of "givenName" can take time growing ${growth.replace(/[()']/g, "\\$&")} with the answer's length in a browser`)) },
      ]);
    }
  });

  it("accepts linear patterns, and every demo university's configuration as it is", async () => {
    expect(await browserPatternProblems(withGivenNamePattern("^[\\p{L}' -]+$"))).toEqual([]);
    for (const { key, config } of await composedConfigs()) expect(await checkBeforePublishing(config), key).toEqual([]);
  });

  it("leaves a pattern RE2 cannot run to the configuration's own checks, which say so first", async () => {
    const config = withGivenNamePattern("^(a)\\1$");
    expect(await browserPatternProblems(config)).toEqual([]);
    expect(await checkBeforePublishing(config)).toEqual(expect.arrayContaining([expect.objectContaining({ problem: expect.stringMatching(/^the pattern of "givenName" cannot run in linear time/) })]));
  });
});
