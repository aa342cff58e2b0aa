// A form posted without JavaScript (issue 13 item 9) is read back into the answers it holds: the
// renderer's control names become the answers' paths, a date's or month's boxes one value, a
// yes/no its boolean, a list's numbered items an array; what cannot be read stays out.
import { beforeAll, describe, expect, it } from "vitest";
import type { PreparedConfig } from "../../../rules";
import { answersFromForm } from "../../../rules/forms/form-answers";
import { defaultConfig } from "../../../server/cli/config-source";

let config: PreparedConfig;
beforeAll(async () => {
  config = await defaultConfig();
});

const planOf = (formId: string) => config.form(formId).renderPlan;

describe("answers from a form posted without JavaScript", () => {
  it("reads choices, yes/no answers, numbered list items and month boxes", () => {
    const answers = answersFromForm(planOf("employment"), {
      root_hasEmploymentHistory: ["true"],
      root_entries_0_jobTitle: ["Barista"],
      root_entries_0_country: ["FR"],
      "root_entries_0_startDate-month": ["03"],
      "root_entries_0_startDate-year": ["2021"],
      root_entries_1_jobTitle: ["Tutor"],
      root_hasCV: ["false"],
    });
    expect(answers.hasEmploymentHistory).toBe(true);
    expect(answers.hasCV).toBe(false);
    expect(answers.entries).toEqual([
      { jobTitle: "Barista", country: "FR", startDate: "2021-03" },
      { jobTitle: "Tutor" },
    ]);
  });

  it("keeps empty boxes out, so the rules say what is missing", () => {
    const answers = answersFromForm(planOf("referral"), { root_firstApplicationStatus: [""], root_ucasId: ["123-456-7890"] });
    expect(answers).toEqual({ ucasId: "123-456-7890" });
  });

  it("ignores names that are no question of the form", () => {
    const answers = answersFromForm(planOf("referral"), { root_isAdmin: ["true"], root___proto__: ["x"], _version: ["3"] });
    expect(answers).toEqual({});
  });
});
