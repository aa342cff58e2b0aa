// A CAS stage's follow-up days (decision 0060): a university sets or removes them by its
// configuration; publishing refuses anything but a whole number of days from 1 to 365.
import { beforeAll, describe, expect, it } from "vitest";
import { compileConfiguration, ProblemsError } from "../../../rules";
import { TENANT_CONFIGS_DIR } from "../../../server/paths";
import { composeTenantConfig, loadConfigsFromDisk, type ConfigsOnDisk } from "../../../server/tenant-config/load-from-disk";
import type { Json } from "../../../server/tenant-config/merge-patch";

let onDisk: ConfigsOnDisk;
beforeAll(async () => {
  onDisk = await loadConfigsFromDisk(TENANT_CONFIGS_DIR);
});

function compiled(days: Json) {
  const composed = composeTenantConfig(onDisk, { identity: { key: "testuni", name: "Test University", code: "TST" }, patch: { "cas-stages": { stages: { "Pre-Deposit": { followUpAfterDays: days } } } } });
  try {
    return { days: compileConfiguration(composed).areas.casStages.followUpAfterDays, problems: [] as string[] };
  } catch (error) {
    if (!(error instanceof ProblemsError)) throw error;
    return { days: null, problems: error.problems.map((problem) => String(problem.location)) };
  }
}

describe("a CAS stage's follow-up days", () => {
  it("are the university's to set or remove", () => {
    expect(compiled(30).days?.get("Pre-Deposit")).toBe(30);
    expect(compiled(30).days?.get("Post-Deposit")).toBe(14);
    // A merge patch's null removes them: no limit for that stage.
    expect(compiled(null).days?.has("Pre-Deposit")).toBe(false);
  });

  it("are refused at publish unless a whole number of days from 1 to 365", () => {
    for (const days of [0, -3, 2.5, 366, "14"]) {
      const { problems } = compiled(days);
      expect(problems.length, String(days)).toBeGreaterThan(0);
      expect(problems.join(" "), String(days)).toContain("followUpAfterDays");
    }
  });
});
