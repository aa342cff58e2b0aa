// Impact before publishing: task statuses of saved sections under the published configuration
// and under the draft, grouped by form and change, with the reason in words.
import { beforeAll, describe, expect, it } from "vitest";
import { composedConfigs } from "../../../server/cli/config-source";
import { editFields, replaceForm, type Config } from "../../../server/config-admin/edits";
import { computeImpact, formsToCompare } from "../../../server/config-admin/impact";
import { textsOf } from "../../../server/config-admin/texts";
import { compileConfiguration, flattenCatalogue, prepareDraft, type PreparedConfig } from "../../../rules";
import type { Services } from "../../../server/services";

let config: Config;
let published: PreparedConfig;
let texts: Record<string, string>;

const complete = { title: "Ms", givenName: "Amara", familyName: "Okafor", idType: "None", hasOtherName: false };
const records = [
  { _id: "a1", _version: 1, tenant: "t", createdAt: "", updatedAt: "", sections: { identity: complete } },
  { _id: "a2", _version: 1, tenant: "t", createdAt: "", updatedAt: "", sections: { identity: { ...complete, gender: "Female" } } },
  { _id: "a3", _version: 1, tenant: "t", createdAt: "", updatedAt: "", sections: { identity: { ...complete, familyName: undefined } } },
];
const filters: unknown[] = [];
const services = {
  repositories: {
    applications: {
      find: async (_tenant: string, filter: unknown) => {
        filters.push(filter);
        return records;
      },
    },
  },
} as unknown as Pick<Services, "repositories">;

beforeAll(async () => {
  [{ config }] = await composedConfigs("northbridge");
  published = compileConfiguration(config, { version: 1 });
  texts = textsOf(flattenCatalogue(config.messages as Record<string, unknown>));
});

function draftOf(draft: Config): PreparedConfig {
  const { prepared, problems } = prepareDraft(draft, { version: 1 });
  if (!prepared) throw new Error(JSON.stringify(problems));
  return prepared;
}

const impactOf = (draft: Config) => computeImpact(services, { tenant: "t", published, draft: draftOf(draft), today: "2026-11-22", texts });

describe("impact of a draft", () => {
  it("compares only the forms that differ (all of them when settings differ)", () => {
    expect([...formsToCompare(published, draftOf(config))]).toEqual([]);
    const draft = editFields(config, "identity", [{ path: "gender", property: "mandatory", value: true }]);
    expect([...formsToCompare(published, draftOf(draft))]).toEqual([["applications", ["identity"]]]);
    const settings = { ...config, settings: { ...(config.settings as object), otherGenderEnabled: true } };
    expect(formsToCompare(published, draftOf(settings)).get("applications")?.length).toBeGreaterThan(5);
  });

  it("lists the answers the draft would hide, by question, and changes no status for them", async () => {
    const report = await impactOf(editFields(config, "identity", [{ path: "gender", property: "visible", value: false }]));
    expect(report.hiddenAnswers).toEqual([{ formId: "identity", formTitle: "Identity", collection: "applications", field: "Gender", count: 1, recordIds: ["a2"] }]);
    expect(report.groups).toEqual([]);
  });

  it("counts the records that become incomplete, with the reason", async () => {
    const report = await impactOf(editFields(config, "identity", [{ path: "gender", property: "mandatory", value: true }]));
    expect(report.groups).toEqual([
      expect.objectContaining({ formId: "identity", formTitle: "Identity", collection: "applications", from: "Complete", to: "InError", count: 1, recordIds: ["a1"], reasons: [{ text: "Gender is now mandatory", count: 1 }] }),
    ]);
    expect(report.recordsChanged).toEqual({ applications: 1 });
    expect(report.recordsRead).toBe(3);
    expect(filters.at(-1)).toEqual({ $or: [{ "sections.identity": { $exists: true } }] });
  });

  it("counts the records that become complete", async () => {
    const report = await impactOf(editFields(config, "identity", [{ path: "familyName", property: "mandatory", value: false }]));
    expect(report.groups).toEqual([expect.objectContaining({ from: "InError", to: "Complete", count: 1, recordIds: ["a3"], reasons: [{ text: "Family name is no longer mandatory", count: 1 }] })]);
  });

  it("leaves out forms of the draft that do not compile", async () => {
    const identity = (config.forms as Record<string, Record<string, unknown>>).identity;
    const report = await impactOf(replaceForm(config, "identity", { ...identity, rules: { x: { id: "x", order: 10, path: "givenName", failsWhen: { "no-such-op": [] }, message: "common.required" } } }));
    expect(report.formsWithProblems).toEqual(["identity"]);
    expect(report.groups).toEqual([]);
  });
});
