// Where each campus is (decision 0042): the demo universities place every campus, Thamesgate's in
// London; publishing refuses a placed campus that is not one of the university's, or one placed twice.
import { beforeAll, describe, expect, it } from "vitest";
import { compileConfiguration, ProblemsError } from "../../../rules";
import { TENANT_CONFIGS_DIR } from "../../../server/paths";
import { composeTenantConfig, loadConfigsFromDisk, type ConfigsOnDisk } from "../../../server/tenant-config/load-from-disk";
import { preparedConfig } from "../../../server/cli/config-source";
import type { Json } from "../../../server/tenant-config/merge-patch";

let onDisk: ConfigsOnDisk;
beforeAll(async () => {
  onDisk = await loadConfigsFromDisk(TENANT_CONFIGS_DIR);
});

function problemsOf(settings: Record<string, Json>): string[] {
  const composed = composeTenantConfig(onDisk, { identity: { key: "testuni", name: "Test University", code: "TST" }, patch: { settings } });
  try {
    compileConfiguration(composed);
    return [];
  } catch (error) {
    if (!(error instanceof ProblemsError)) throw error;
    return error.problems.map((problem) => `${problem.location}: ${problem.problem}`);
  }
}

describe("campus locations", () => {
  it("place every campus of every demo university, and only Thamesgate's Southwark in London", async () => {
    for (const key of ["northbridge", "pennine", "caledonia", "westhaven", "thamesgate"]) {
      const settings = (await preparedConfig(key)).settings;
      const placed = new Map((settings.campusLocations ?? []).map((location) => [location.campus, location.innerLondon]));
      for (const campus of settings.campuses ?? []) expect(placed.get(campus), `${key} ${campus}`).toBe(key === "thamesgate");
    }
  });

  it("refuse a campus that is not the university's, and one placed twice", () => {
    expect(problemsOf({ campuses: ["Bloomsbury"], campusLocations: [{ campus: "Bloomsbury", innerLondon: true }] })).toEqual([]);
    expect(problemsOf({ campuses: ["Bloomsbury"], campusLocations: [{ campus: "Bloomsbery", innerLondon: true }] })).toEqual([
      'settings.campusLocations[0].campus: "Bloomsbery" is not one of the university\'s campuses',
    ]);
    expect(problemsOf({ campuses: ["Bloomsbury"], campusLocations: [{ campus: "Bloomsbury", innerLondon: true }, { campus: "Bloomsbury", innerLondon: false }] })).toEqual([
      'settings.campusLocations[1].campus: "Bloomsbury" is placed twice',
    ]);
  });
});
