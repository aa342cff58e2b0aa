// The browser's precompiled validators (guide: @rjsf/validator-ajv8 standalone validators per
// published configuration version): every form's validator module is made, imported as the
// browser imports it (an ES module with no imports of its own: no code is compiled in the page),
// and what it says before a save is exactly what the server says of the same answers.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import createPrecompiledValidator from "@rjsf/validator-ajv8/lib/createPrecompiledValidator.js";
import type { RJSFSchema } from "@rjsf/utils";
import type { ValidatorFunctions } from "@rjsf/validator-ajv8/lib/types.js";
import { beforeAll, describe, expect, it } from "vitest";
import { evaluatePage, type PreparedConfig } from "../../../rules";
import { browserCheckErrors, clientFormModel, clientPageFrom, type CheckError, type ClientFormModel } from "../../../rules/pages/client-page";
import { defaultConfig } from "../../../server/cli/config-source";
import { clientModelOf, validatorModule } from "../../../server/forms/browser-validators";

let config: PreparedConfig;
beforeAll(async () => {
  config = await defaultConfig();
});

const today = "2026-11-22";

async function browserSays(formId: string, record: Record<string, unknown>, data: Record<string, unknown>) {
  const code = await validatorModule(config, formId);
  const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`)) as { default: ValidatorFunctions; form: ClientFormModel };
  // As the page does: the form's module joined with what the page carries (sent as JSON).
  const model = clientPageFrom(module.form, JSON.parse(JSON.stringify(clientModelOf(config, formId, { record, today, role: "Applicant" }))));
  const schema = model.checks.schema as RJSFSchema;
  const { errors } = createPrecompiledValidator(module.default, schema).rawValidation(schema, data);
  return browserCheckErrors(model, data, (errors ?? []) as unknown as CheckError[]);
}

function serverSays(formId: string, record: Record<string, unknown>, data: Record<string, unknown>) {
  return evaluatePage(config, formId, { record, data, today, role: "Applicant" }).errors.map(({ path, message }) => ({ path, message }));
}

describe("the browser's precompiled validators", () => {
  it("take an optional answer left empty (null, as the page loads it) as no answer, as the server does (issue 40 item 6)", async () => {
    const course = { isCourseNotListed: false, autoCourseName: "MSc Data Science", courseLevel: "PG", courseFee: 16500, startDate: "2027-01-11", endDate: "2028-01-10", isWorkPlacement: false };
    const record = { sections: { "course-details": course } };
    for (const empty of [null, undefined]) {
      const data = { ...course, courseScholarshipAmount1: empty };
      expect(await browserSays("course-details", record, data)).toEqual([]);
      expect(serverSays("course-details", record, data).map((error) => error.path)).not.toContain("courseScholarshipAmount1");
    }
    // A value that is there is still checked: the browser says what the server says.
    const wrong = await browserSays("course-details", record, { ...course, courseScholarshipAmount1: -5 });
    expect(wrong.map((error) => error.path)).toEqual(["courseScholarshipAmount1"]);
  });

  it("are made for every form, as modules that load on their own (no imports, no require, no code compiled at run time)", async () => {
    for (const formId of Object.keys(config.document.forms)) {
      const code = await validatorModule(config, formId);
      expect(code, formId).not.toMatch(/(^|[;\n])\s*import[\s{*"']/);
      expect(code, formId).not.toMatch(/new Function|\beval\(/);
      // Loaded as the browser loads it: a data: module has no require and resolves no bare imports.
      const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`)) as { default: Record<string, unknown>; form: unknown };
      expect(Object.values(module.default).every((validate) => typeof validate === "function"), formId).toBe(true);
      // The form's rules for the browser come in the same module, so no page has to carry them.
      expect(module.form, formId).toEqual(JSON.parse(JSON.stringify(clientFormModel(config, formId))));
    }
  });

  it("say what the server says of a value in the wrong form, and nothing of what it cannot know", async () => {
    const record = { sections: {} };
    const data = { givenName: "A".repeat(300), familyName: "Okafor", email: "not an email address", dob: "98-03-07" };
    const browser = await browserSays("your-contact-details", record, data);
    expect(browser.length).toBeGreaterThan(0);
    const server = serverSays("your-contact-details", record, data);
    for (const error of browser) expect(server).toContainEqual(error);
    // Empty mandatory questions are the server's to say on save.
    expect(browser.map((error) => error.path)).not.toContain("phoneNumber");
  });

  const casesDir = path.join(import.meta.dirname, "../config/cases");
  const cases = readdirSync(casesDir)
    .filter((file) => file.endsWith(".json"))
    .flatMap((file) => JSON.parse(readFileSync(path.join(casesDir, file), "utf8")) as Array<{ name: string; form: string; tenant?: string; data?: Record<string, unknown>; application?: Record<string, unknown>; record?: unknown; role?: string }>)
    .filter((entry) => !entry.tenant && !entry.record && (!entry.role || entry.role === "Applicant") && entry.data && typeof entry.data === "object");

  it.each(cases.map((entry) => [entry.name, entry] as const))("agree with the server: %s", async (_name, entry) => {
    const application = entry.application ?? {};
    const record = { ...application, sections: { ...((application.sections as object | undefined) ?? {}), [entry.form]: entry.data } };
    const browser = await browserSays(entry.form, record, entry.data ?? {});
    const server = serverSays(entry.form, record, entry.data ?? {});
    for (const error of browser) expect(server).toContainEqual(error);
  });
});
