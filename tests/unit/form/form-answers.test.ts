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

  it("reads a subject picker's shown name, or its code, as the subject's code", () => {
    const answers = answersFromForm(planOf("course-setup"), {
      root_hecos_0_code: ["100366 Computer science"],
      root_hecos_0_percentage: ["60"],
      root_hecos_1_code: [" 100367 computing and information technology "],
      root_hecos_2_code: ["100048"],
      root_hecos_3_code: ["Astrophysics"],
    });
    expect(answers.hecos).toEqual([{ code: "100366", percentage: 60 }, { code: "100367" }, { code: "100048" }, { code: "Astrophysics" }]);
  });

  it("reads dates typed without leading zeros as the boxes pad them with JavaScript", () => {
    const answers = answersFromForm(planOf("employment"), { root_hasEmploymentHistory: ["true"], "root_entries_0_startDate-month": ["3"], "root_entries_0_startDate-year": ["2021"] });
    expect(answers.entries).toEqual([{ startDate: "2021-03" }]);
    const course = answersFromForm(planOf("course-setup"), { "root_startDateHome-day": ["5"], "root_startDateHome-month": ["3"], "root_startDateHome-year": ["2027"], "root_endDateHome-day": ["0"], "root_endDateHome-month": ["12"], "root_endDateHome-year": ["2028"] });
    expect(course).toMatchObject({ startDateHome: "2027-03-05", endDateHome: "2028-12-0" });
  });
});
