// Dashboard tabs, CAS stages, pipeline tabs, the stage picker and a form's rules are maps keyed
// by id with an order (decision 0035): a university's patch adds, changes or removes one item
// without restating the others, a configuration stored in the old list shape is read in the new
// one with nothing lost, and every demo university compiles to the same lists as before.
import { beforeAll, describe, expect, it } from "vitest";
import { compileConfiguration, type PreparedConfig } from "../../../rules";
import { inListShape, listed, withoutOrder } from "../../support/list-shaped-config";
import { upgradeKeyedAreas } from "../../../rules/config/upgrade-keyed-areas";
import { composedConfigs } from "../../../server/cli/config-source";
import { TENANT_CONFIGS_DIR } from "../../../server/paths";
import { composeTenantConfig, loadConfigsFromDisk, type ConfigsOnDisk } from "../../../server/tenant-config/load-from-disk";
import type { Json } from "../../../server/tenant-config/merge-patch";
import before from "./fixtures/lists-before-keyed-areas.json";

type Item = Record<string, unknown>;
type Keyed = Record<string, Item>;

let onDisk: ConfigsOnDisk;
beforeAll(async () => {
  onDisk = await loadConfigsFromDisk(TENANT_CONFIGS_DIR);
});

/** A university whose only files are `patch`, composed as seeding does and compiled. */
function universityWith(patch: Record<string, Json>): PreparedConfig {
  const composed = composeTenantConfig(onDisk, { identity: { key: "testuni", name: "Test University", code: "TST" }, patch });
  return compileConfiguration(composed);
}


/** What a university runs of the keyed areas, as lists in their order (what the consumers read). */
function listsOf(config: PreparedConfig) {
  const document = config.document as unknown as { "cas-stages": { moveToStages: Keyed }; forms: Record<string, { rules?: Keyed }> };
  const rules = Object.fromEntries(
    Object.entries(document.forms)
      .filter(([, form]) => Object.keys(form.rules ?? {}).length > 0)
      .map(([id, form]) => [id, listed(form.rules)]),
  );
  return {
    tabs: config.areas.tabs.map((tab) => withoutOrder(tab.definition as unknown as Item)),
    casTabs: config.areas.casStages.tabs.map((tab) => withoutOrder(tab.definition as unknown as Item)),
    stages: config.areas.casStages.stages,
    moveToStages: listed(document["cas-stages"].moveToStages),
    rules,
  };
}

const NEW_TAB = {
  id: "referred",
  order: 35,
  label: "Referred",
  group: "Pipeline",
  roles: ["UniAdmin", "Uni"],
  collection: "offers",
  predicate: { "==": [{ var: "status" }, "Referred"] },
  columns: ["given_name", "family_name", "status"],
};

describe("a university's patch of a keyed area", () => {
  it("adds one tab without restating the others: the defaults' tabs with it in its place", () => {
    const defaults = universityWith({}).areas.tabs.map((tab) => tab.id);
    const ids = universityWith({ tabs: { referred: NEW_TAB } }).areas.tabs.map((tab) => tab.id);
    // Order 35 comes after the third default tab (order 30, "applied-agent") and before the fourth (40, "draft").
    expect(defaults.slice(0, 4)).toEqual(["leads", "applied", "applied-agent", "draft"]);
    expect(ids).toEqual([...defaults.slice(0, 3), "referred", ...defaults.slice(3)]);
  });

  it("removes just the tab given null, and changes one tab's label leaving the rest as they were", () => {
    const defaults = universityWith({}).areas.tabs;
    const patched = universityWith({ tabs: { draft: null, conditional: { label: "Offered with conditions" } } }).areas.tabs;
    expect(patched.map((tab) => tab.id)).toEqual(defaults.map((tab) => tab.id).filter((id) => id !== "draft"));
    expect(patched.find((tab) => tab.id === "conditional")?.definition.label).toBe("Offered with conditions");
    const others = (tabs: typeof defaults) => tabs.filter((tab) => tab.id !== "conditional" && tab.id !== "draft").map((tab) => tab.definition);
    expect(others(patched)).toEqual(others(defaults));
  });

  it("moves a tab by its order alone", () => {
    const ids = universityWith({ tabs: { leads: { order: 1000 } } }).areas.tabs.map((tab) => tab.id);
    expect(ids.at(-1)).toBe("leads");
    expect(ids).toHaveLength(universityWith({}).areas.tabs.length);
  });

  it("adds one CAS stage with its place in the stage picker, and removes another", () => {
    const defaults = universityWith({}).areas.casStages.stages.map((stage) => stage.value);
    const config = universityWith({
      "cas-stages": {
        stages: { "Visa Appeal": { value: "Visa Appeal", label: "Visa appeal", order: 105 }, "Compliance Check": null },
        moveToStages: { "Visa Appeal": { stage: "Visa Appeal", order: 105, label: "Visa appeal" }, "Compliance Check": null },
      },
    });
    const stages = config.areas.casStages.stages.map((stage) => stage.value);
    const withoutRemoved = defaults.filter((value) => value !== "Compliance Check");
    // Order 105 comes after the tenth default stage (order 100, "Visa Issued").
    expect(defaults[9]).toBe("Visa Issued");
    expect(stages).toEqual([...withoutRemoved.slice(0, 10), "Visa Appeal", ...withoutRemoved.slice(10)]);
    expect(config.areas.casStages.moveToStages.map((choice) => choice.stage)).toContain("Visa Appeal");
    expect(config.areas.casStages.moveToStages.map((choice) => choice.stage)).not.toContain("Compliance Check");
  });

  it("adds one rule to a form without restating its rules, run in its place, and removes another", () => {
    const defaults = universityWith({}).form("identity").rules.map((rule) => rule.id);
    const rule = { id: "given-name-short", order: 15, path: "givenName", failsWhen: { "<": [{ "text-length": [{ var: "record.givenName" }] }, 2] }, message: "common.invalid" };
    const patched = universityWith({ forms: { identity: { rules: { "given-name-short": rule, "photo-id-file-required": null } } } }).form("identity");
    const withoutRemoved = defaults.filter((id) => id !== "photo-id-file-required");
    expect(defaults[0]).toBe("passport-issue-real");
    expect(patched.rules.map((compiled) => compiled.id)).toEqual([withoutRemoved[0], "given-name-short", ...withoutRemoved.slice(1)]);
    expect(patched.definition.fields).toEqual(universityWith({}).form("identity").definition.fields);
  });

  it("refuses an item whose own id differs from its key, naming where", () => {
    const composed = composeTenantConfig(onDisk, { identity: { key: "testuni", name: "Test University", code: "TST" }, patch: { tabs: { referred: { ...NEW_TAB, id: "other" } } } });
    expect(() => compileConfiguration(composed)).toThrow(/tabs\.referred: tab id "other" differs from its key "referred"/);
  });
});

describe("a configuration stored in the list shape", () => {
  it("is read keyed by id, in the same order, every item kept with its place as its order", () => {
    const [{ config }] = onDiskNorthbridge();
    const old = inListShape(config);
    const upgraded = upgradeKeyedAreas(old);
    expect(upgraded).toEqual(config);
    // Read twice: an upgraded configuration is left as it is.
    expect(upgradeKeyedAreas(upgraded)).toBe(upgraded);
  });

  it("compiles to the same tabs, stages and rules as the keyed one", async () => {
    const [{ config }] = await composedConfigs("northbridge");
    expect(listsOf(compileConfiguration(upgradeKeyedAreas(inListShape(config))))).toEqual(listsOf(compileConfiguration(config)));
  });

  it("keys an item without an id by its kind and place, and a repeated id with a number, losing nothing", () => {
    const rules = [
      { id: "a", path: "x", failsWhen: true, message: "m" },
      { path: "y", failsWhen: false, message: "m" },
      { id: "a", path: "z", failsWhen: true, message: "n" },
    ];
    const upgraded = upgradeKeyedAreas({ forms: { f: { id: "f", rules } }, tabs: [], "cas-stages": { stages: [{ value: "One", label: "One" }] } }) as unknown as {
      forms: { f: { rules: Keyed } };
      tabs: Keyed;
      "cas-stages": { stages: Keyed };
    };
    expect(upgraded.forms.f.rules).toEqual({
      a: { ...rules[0], order: 10 },
      "rule-2": { ...rules[1], order: 20 },
      "a-2": { ...rules[2], order: 30 },
    });
    expect(upgraded.tabs).toEqual({});
    expect(upgraded["cas-stages"].stages).toEqual({ One: { value: "One", label: "One", order: 10 } });
  });
});

describe("the demo universities", () => {
  it("compile to the same tabs, stages, stage picker and form rules as before the areas were keyed", async () => {
    const universities = await composedConfigs();
    expect(universities.map(({ key }) => key)).toEqual(["caledonia", "northbridge", "pennine", "thamesgate", "westhaven"]);
    const { _about: _, ...expected } = before;
    for (const { key, config } of universities) expect([key, listsOf(compileConfiguration(config))]).toEqual([key, expected]);
  });
});

function onDiskNorthbridge() {
  const tenant = onDisk.tenants.find((candidate) => candidate.identity.key === "northbridge")!;
  return [{ config: composeTenantConfig(onDisk, tenant) as Record<string, unknown> }];
}
