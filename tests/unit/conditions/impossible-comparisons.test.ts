// Issue 38 item 3: a condition that can never hold is reported before publishing. Before, a
// visibility condition comparing a question with a value it can never have passed Validate,
// Impact and the Sandbox, and the question it showed was never shown.
import { beforeAll, describe, expect, it } from "vitest";
import { composedConfigs } from "../../../server/cli/config-source";
import { prepareDraft } from "../../../rules";

let config: Record<string, unknown>;

beforeAll(async () => {
  [{ config }] = await composedConfigs("northbridge");
});

type Forms = Record<string, { fields: Record<string, Record<string, unknown>>; rules?: Record<string, Record<string, unknown>> }>;

/** The problems of the university's configuration with one form changed. */
function problemsWith(formId: string, change: (form: Forms[string]) => void): string[] {
  const forms = structuredClone(config.forms) as Forms;
  change(forms[formId]);
  return prepareDraft({ ...config, forms }, { version: 2 }).problems.map((problem) => `${problem.location}: ${problem.problem}`);
}

describe("a condition that can never hold", () => {
  it("is refused when it compares a question with a value that is not one of its answers", () => {
    const problems = problemsWith("identity", (form) => {
      form.fields.passport.visible = { "==": [{ var: "record.idType" }, "Pasport"] };
    });
    expect(problems).toContainEqual(expect.stringMatching(/^forms\.identity\.fields\.passport\.visible: "Pasport" is not one of the answers to .*so this comparison is always false$/));
  });

  it("is refused when a yes or no question is compared with text, and when no value of a list can be an answer", () => {
    const problems = problemsWith("identity", (form) => {
      const yesNo = Object.keys(form.fields).find((path) => form.fields[path].widget === "yes-no");
      expect(yesNo).toBeDefined();
      form.fields.passport.visible = { "!==": [{ var: `record.${yesNo}` }, "true"] };
      form.fields.passport.mandatory = { in: [{ var: "record.idType" }, ["passport", "ID card"]] };
    });
    expect(problems).toContainEqual(expect.stringMatching(/fields\.passport\.visible: "true" is not yes or no, .*always true$/));
    expect(problems).toContainEqual(expect.stringMatching(/fields\.passport\.mandatory: none of "passport", "ID card" is an answer to .*always false$/));
  });

  it("is not reported for the university's own conditions, which all can hold", () => {
    expect(prepareDraft(config, { version: 2 }).problems).toEqual([]);
  });
});
