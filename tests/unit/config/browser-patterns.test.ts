// The browser runs a form's schema patterns with its own, backtracking RegExp; publishing refuses
// a pattern it would run in more than linear time, naming the field (issue 36 item 6, decision
// 0107). recheck decides, on its pure JavaScript worker: no native checker is started.
import { beforeAll, describe, expect, it } from "vitest";
import { composedConfigs } from "../../../server/cli/config-source";
import { browserPatternProblems } from "../../../server/tenant-config/browser-patterns";
import { checkBeforePublishing } from "../../../server/tenant-config/validate";

type Json = Record<string, any>; // any: the tests edit configuration as plain JSON

let base: Json;
beforeAll(async () => {
  [{ config: base }] = await composedConfigs("northbridge");
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
