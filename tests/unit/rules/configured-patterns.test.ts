// Every place a configuration holds a regular expression is checked when it is validated: a
// pattern RE2 cannot run is refused with its location and a message naming its field (issue 36
// item 6, decision 0107), and what is accepted runs on RE2 wherever the server runs it.
import { beforeAll, describe, expect, it } from "vitest";
import { checkConfiguration, compileConfiguration, validateForm } from "../../../rules";
import { configuredSchemaPatterns, patternsOfSchema } from "../../../rules/forms/schema-patterns";
import { applyFormat } from "../../../rules/import/formats";
import { composedConfigs } from "../../../server/cli/config-source";

type Json = Record<string, any>; // any: the tests edit configuration as plain JSON

let base: Json;
beforeAll(async () => {
  [{ config: base }] = await composedConfigs("northbridge");
});

const FEED = { id: "sits", enabled: true, source: "SFTP", host: "sftp.example.ac.uk", port: 22, username: "cas", auth: "key", secretName: "feed-sits", remoteFolder: "/outbox", filePattern: "^offer-holders-.*\\.csv$", schedule: "*/15 * * * *" };

describe("a pattern RE2 cannot run", () => {
  it("is refused at validate wherever it sits, naming its field", () => {
    const config = structuredClone(base);
    const identity = config.schemas["application/identity"];
    identity.properties.givenName = { type: "string", maxLength: 100, pattern: "^(\\w)\\1$" };
    identity.properties.familyName = { type: "string", maxLength: 100, pattern: "^(?=[A-Z])\\w+$" };
    config.schemas["application/references"].properties.references.items.properties.postcode.pattern = "^(?<=x)[A-Z]+$";
    config["import-field-mapping"].entries.intakeId = { ...config["import-field-mapping"].entries.intakeId, format: "regex", pattern: "^(\\d{4})\\1$" };
    config["import-field-mapping"].feeds = [{ ...FEED, filePattern: "^(?!tmp-).*\\.csv$" }];
    const problems = checkConfiguration(config);
    const RE2 = "cannot run in linear time (look-arounds and back-references are not supported)";
    expect(problems).toEqual(
      expect.arrayContaining([
        { location: 'schemas["application/identity"].properties.givenName.pattern', problem: expect.stringContaining(`the pattern of "givenName" ${RE2}`) },
        { location: 'schemas["application/identity"].properties.familyName.pattern', problem: expect.stringContaining(`the pattern of "familyName" ${RE2}`) },
        { location: 'schemas["application/references"].properties.references.items.properties.postcode.pattern', problem: expect.stringContaining(`the pattern of "postcode" ${RE2}`) },
        { location: "import-field-mapping.entries.intakeId.pattern", problem: expect.stringContaining(`the pattern of "intakeId" ${RE2}`) },
        { location: "import-field-mapping.feeds[0].filePattern", problem: expect.stringContaining(`the file-name pattern of feed "sits" ${RE2}`) },
      ]),
    );
  });

  it("is refused in a form's own schema and in a rule's `matches`, naming the field", () => {
    const config = structuredClone(base);
    config.forms.identity.rules.twice = { id: "twice", order: 1000, path: "givenName", failsWhen: { matches: [{ var: "record.givenName" }, "^(.)\\1"] }, message: "common.invalidDate" };
    config.forms.referral.schema = { type: "object", properties: { code: { type: "string", pattern: "\\d{3}(?!0)" } } };
    const problems = checkConfiguration(config);
    expect(problems).toEqual(
      expect.arrayContaining([
        { location: expect.stringMatching(/^forms\.identity\.rules\.twice\.failsWhen\.matches$/), problem: expect.stringMatching(/^the pattern of "record\.givenName" cannot run in linear time/) },
        { location: "forms.referral.schema.properties.code.pattern", problem: expect.stringMatching(/^the pattern of "code" cannot run in linear time/) },
      ]),
    );
  });

  it("a pattern JavaScript and RE2 would read differently, or too large to match quickly, is refused too", () => {
    const config = structuredClone(base);
    config.schemas["application/identity"].properties.givenName = { type: "string", pattern: "^[^]+$" };
    config.schemas["application/identity"].properties.familyName = { type: "string", pattern: "^\\p{L}{1,400}$" };
    const problems = checkConfiguration(config).filter((problem) => problem.location.endsWith(".pattern"));
    expect(problems).toEqual([
      { location: 'schemas["application/identity"].properties.givenName.pattern', problem: 'the pattern of "givenName" has an empty class "[]" or "[^]"; write [\\s\\S] for any character' },
      { location: 'schemas["application/identity"].properties.familyName.pattern', problem: expect.stringMatching(/^the pattern of "familyName" is too complex \(\d+ steps, at most 300\)/) },
    ]);
  });

  it("leaves every demo university's patterns alone", async () => {
    for (const { key, config } of await composedConfigs()) {
      expect(configuredSchemaPatterns(config).length, key).toBeGreaterThan(10);
      expect(checkConfiguration(config).filter((problem) => /pattern/.test(problem.location)), key).toEqual([]);
    }
  });
});

describe("what is accepted runs on RE2", () => {
  it("a form's schema pattern checks answers on the server, whatever the pattern's shape", () => {
    const config = structuredClone(base);
    config.schemas["application/identity"].properties.givenName = { type: "string", maxLength: 10_000, pattern: "^(a|aa)+$" };
    const prepared = compileConfiguration(config);
    const form = prepared.form("identity");
    const context = { today: "2026-01-15", role: "Applicant", settings: prepared.settings as unknown as Record<string, unknown>, application: {} };
    const errorsFor = (givenName: string) => validateForm(form, { givenName }, context).errors.filter((error) => error.path === "givenName");
    // Issue 36 item 6: within 50 ms (the fastest of three, as in operations-matches.test.ts); a backtracking engine never finishes.
    const times = Array.from({ length: 3 }, () => {
      const started = performance.now();
      expect(errorsFor(`${"a".repeat(9_999)}!`).length).toBeGreaterThan(0);
      return performance.now() - started;
    });
    expect(Math.min(...times)).toBeLessThan(50);
    expect(errorsFor("aaaa")).toEqual([]);
  });

  it("an import mapping's patterns extract, blank and default on RE2", () => {
    const area = base["import-field-mapping"];
    const context = { row: {}, countries: [] };
    expect(applyFormat(area, { ...area.entries.intakeId, format: "regex", pattern: "^(\\d{4})-\\d{2}$" }, "2026-09", context)).toEqual({ value: "2026" });
    expect(applyFormat(area, { ...area.entries.intakeId, format: "regex", pattern: "-(?<month>\\d{2})$", replacement: "/$<month>" }, "2026-09", context)).toEqual({ value: "2026/09" });
    expect(applyFormat(area, { ...area.entries.intakeId, format: "blankIf", pattern: "^(n/?a|none)$" }, "n/a", context)).toEqual({ absent: true });
    expect(applyFormat(area, { ...area.entries.intakeId, format: "defaultIf", pattern: "^(a|aa)+$", defaultValue: "X" }, `${"a".repeat(999)}`, context)).toEqual({ value: "X" });
  });
});

describe("finding a schema's patterns", () => {
  it("walks every keyword that holds a schema, and names the property (never a property called 'pattern' itself)", () => {
    const schema = {
      type: "object",
      properties: {
        pattern: { type: "string", pattern: "^a$" },
        list: { type: "array", items: { type: "string", pattern: "^b$" }, prefixItems: [{ pattern: "^c$" }] },
        either: { anyOf: [{ pattern: "^d$" }, { not: { pattern: "^e$" } }] },
      },
      patternProperties: { "^x-": { pattern: "^f$" } },
      $defs: { code: { pattern: "^g$" } },
      propertyNames: { pattern: "^h$" },
    };
    expect(patternsOfSchema(schema, "s", "root").map(({ field, pattern, location }) => `${field} ${pattern} ${location}`)).toEqual([
      "root ^x- s.patternProperties",
      "root ^h$ s.propertyNames.pattern",
      "pattern ^a$ s.properties.pattern.pattern",
      "list ^b$ s.properties.list.items.pattern",
      "list ^c$ s.properties.list.prefixItems[0].pattern",
      "either ^d$ s.properties.either.anyOf[0].pattern",
      "either ^e$ s.properties.either.anyOf[1].not.pattern",
      "^x- ^f$ s.patternProperties[\"^x-\"].pattern",
      "root ^g$ s.$defs.code.pattern",
    ]);
  });
});
