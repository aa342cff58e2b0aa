// What a form lets be completed later (issue 40 item 5; decision 0049): its failures are kept apart
// from the errors that stop a save, and still count against the page being complete; publishing
// refuses a name that is neither one of the form's rules nor "required".
import { beforeAll, describe, expect, it } from "vitest";
import { compileConfiguration, evaluatePage, ProblemsError, type PreparedConfig } from "../../../rules";
import { pageErrorCount } from "../../../rules/pages/evaluate-page";
import { TENANT_CONFIGS_DIR } from "../../../server/paths";
import { preparedConfig } from "../../../server/cli/config-source";
import { composeTenantConfig, loadConfigsFromDisk, type ConfigsOnDisk } from "../../../server/tenant-config/load-from-disk";

let onDisk: ConfigsOnDisk;
let config: PreparedConfig;
beforeAll(async () => {
  onDisk = await loadConfigsFromDisk(TENANT_CONFIGS_DIR);
  config = await preparedConfig("northbridge");
});

const today = "2026-11-22";

describe("answers a form lets be completed later", () => {
  it("do not stop a save of the funding page, a wrong value still does, and the saved page is not complete", () => {
    const partial = { courseFeeDepositReqd: true, courseFeeDeposit: 5000, courseFeeDepositDate: "2026-10-01", familySponsorship: [{ accountHolderName: "Ngozi Okafor" }] };
    const page = evaluatePage(config, "source-of-funds", { record: { sections: {} }, data: partial, today, role: "Student" });
    expect(page.errors).toEqual([]);
    expect(page.unfinished.map((error) => error.path)).toEqual(expect.arrayContaining(["familySponsorship.0.bankName", "hasSeparateLivingCost"]));
    expect(page.storable).toMatchObject(partial);
    const wrong = evaluatePage(config, "source-of-funds", { record: { sections: {} }, data: { ...partial, courseFeeDepositDate: "2027-03-01" }, today, role: "Student" });
    expect(wrong.errors.map((error) => error.path)).toEqual(["courseFeeDepositDate"]);
    expect(pageErrorCount(config, "source-of-funds", { sections: { "source-of-funds": partial } }, { today, role: "Student" })).toBeGreaterThan(0);
  });

  it("are the form's own rules or 'required', checked at publish", () => {
    const compile = (completeLater: string[]) => {
      const composed = composeTenantConfig(onDisk, { identity: { key: "testuni", name: "Test University", code: "TST" }, patch: { forms: { "source-of-funds": { completeLater } } } });
      try {
        compileConfiguration(composed);
        return [];
      } catch (error) {
        if (!(error instanceof ProblemsError)) throw error;
        return error.problems.map((problem) => `${problem.location}: ${problem.problem}`);
      }
    };
    expect(compile(["required", "remaining-amount-covered"])).toEqual([]);
    expect(compile(["required", "remaining-covered"])).toEqual(['forms.source-of-funds.completeLater[1]: "remaining-covered" is not one of the form\'s rules, nor "required"']);
  });
});
