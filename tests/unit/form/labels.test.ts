// No property name reaches a page (issue 13 item 6): every question of every form of every
// university, including those only conditions reveal and those inside lists, has a label of its
// own, and every date is drawn with the day/month/year boxes (or month and year).
import { beforeAll, describe, expect, it } from "vitest";
import type { PreparedConfig } from "../../../rules";
import type { RenderPlan } from "../../../rules/forms/render";
import { composedConfigs, defaultConfig } from "../../../server/cli/config-source";
import { prepareConfiguration } from "../../../server/tenant-config/validate";

/** Validates a row of an import file; never drawn as a page. */
const NOT_DRAWN = new Set(["bulk-import-record"]);
const DATE_WIDGETS = new Set(["date", "month-year", "hidden"]);
/** A question answered with JSON (a Config editor's expression giving a course's start date) holds an expression, not a date. */
const EXPRESSION_WIDGETS = new Set(["json", "condition"]);

function problemsOf(config: PreparedConfig): string[] {
  const problems: string[] = [];
  for (const formId of Object.keys(config.document.forms)) {
    if (NOT_DRAWN.has(formId)) continue;
    const walk = (plan: RenderPlan, name: string) => {
      const field = plan.field;
      if (field?.visible === false) return; // left out of the page's schema
      const widget = field?.widget ?? plan.authoredUi["ui:widget"];
      // The upload control says how files must be; the same words as the field's hint would show twice.
      if (typeof field?.helpText === "string" && field.helpText === config.text("uploads.instructions")) problems.push(`${formId}: ${plan.pattern} repeats the upload control's instructions as its hint`);
      if (widget === "upload" || widget === "hidden") return; // drawn as one control, or not at all
      const isContainer = plan.properties !== null || plan.items != null;
      if (name && !isContainer) {
        const label = field?.label ?? plan.title;
        if (label === undefined || label === null || label === "" || label === name) problems.push(`${formId}: ${plan.pattern} has no label`);
        const looksLikeDate = plan.keywords.format === "date" || (/(date|dob)$/i.test(name) && !EXPRESSION_WIDGETS.has(String(widget)));
        if (looksLikeDate && plan.keywords.type === "string" && !DATE_WIDGETS.has(String(widget))) problems.push(`${formId}: ${plan.pattern} is a date drawn as ${String(widget ?? "a text box")}`);
      }
      for (const [child, childPlan] of plan.properties ?? []) walk(childPlan, child);
      // A list of plain values answered by one control (checkboxes, a multi-select) is one question.
      const oneControl = widget !== undefined && widget !== "repeatable" && plan.items?.properties === null;
      if (plan.items && !oneControl) walk(plan.items, name);
    };
    walk(config.form(formId).renderPlan, "");
  }
  return problems;
}

const configs = new Map<string, PreparedConfig>();
beforeAll(async () => {
  configs.set("the defaults", await defaultConfig());
  for (const { key, config } of await composedConfigs()) configs.set(key, prepareConfiguration(config, 0));
});

describe("every question has a label and every date the date input", () => {
  it("covers the defaults and every university", () => {
    expect(configs.size).toBeGreaterThan(5);
  });

  it("in every form of every university", () => {
    const problems = [...configs].flatMap(([who, config]) => problemsOf(config).map((problem) => `${who}: ${problem}`));
    expect(problems).toEqual([]);
  });
});
