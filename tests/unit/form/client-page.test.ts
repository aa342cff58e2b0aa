// The page's rules in the browser (issue 13 item 8) draw exactly what the server draws: for every
// form and record of the message cases, the browser's evaluation (from the model the server
// sends) gives the server's schema and uiSchema; the model carries only the slice of the record
// and settings the form's conditions read.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { evaluatePage, sectionData, type PreparedConfig } from "../../../rules";
import { clientFormModel, clientPageFrom, evaluateClientPage, varPathsOf, type ClientPageModel } from "../../../rules/pages/client-page";
import { defaultConfig } from "../../../server/cli/config-source";
import { clientModelOf } from "../../../server/forms/browser-validators";

interface Case {
  name: string;
  form: string;
  tenant?: string;
  data?: Record<string, unknown>;
  application?: Record<string, unknown>;
}

const casesDir = path.join(import.meta.dirname, "../config/cases");
const cases: Case[] = readdirSync(casesDir)
  .filter((file) => file.endsWith(".json"))
  .flatMap((file) => JSON.parse(readFileSync(path.join(casesDir, file), "utf8")) as Case[])
  .filter((entry) => !entry.tenant);

let config: PreparedConfig;
beforeAll(async () => {
  config = await defaultConfig();
});

const options = { today: "2026-11-22", role: "Applicant" };

/** A page's rules as the browser puts them together: the form's module and the page's reference, each travelling as JSON. */
const pageModel = (formId: string, record: Record<string, unknown>): ClientPageModel =>
  clientPageFrom(JSON.parse(JSON.stringify(clientFormModel(config, formId))), JSON.parse(JSON.stringify(clientModelOf(config, formId, { record, ...options }))));

describe("the browser draws what the server draws", () => {
  it.each(cases.map((entry) => [entry.name, entry] as const))("%s", (_name, entry) => {
    const application = entry.application ?? {};
    const record = { ...application, sections: { ...((application.sections as object | undefined) ?? {}), [entry.form]: entry.data ?? {} } };
    const server = evaluatePage(config, entry.form, { record, ...options });
    const model = pageModel(entry.form, record);
    const client = evaluateClientPage(model, server.answers);
    expect(client.schema).toEqual(server.schema);
    expect(client.uiSchema).toEqual(server.uiSchema);
  });
});

describe("what the browser is given", () => {
  it("is the slice of the record and settings the form's conditions read", () => {
    const record = { nationality: "Indian", secret: "not for the page", sections: { identity: {}, "fee-status": { feeStatus: "HOME" } } };
    const model = pageModel("contact-details", record);
    expect(JSON.stringify(model.context.application)).not.toContain("not for the page");
    expect(Object.keys(model.context.settings ?? {}).length).toBeLessThan(Object.keys(config.settings).length);
  });

  it("marks a page whose answers are calculated or that has notices, which the server still redraws", () => {
    expect(pageModel("source-of-funds", {}).serverRedraw).toBe(true);
    // Identity has the passport warning, an informational rule (decision 0808).
    expect(pageModel("identity", {}).serverRedraw).toBe(true);
    expect(pageModel("employment", {}).serverRedraw).toBe(false);
  });

  it("finds every var a rule reads, and gives up (everything) on a path worked out at run time", () => {
    expect([...(varPathsOf({ and: [{ var: "record.a" }, { "==": [{ var: ["application.b", 1] }, { var: "settings.c" }] }] }) ?? [])]).toEqual(["record.a", "application.b", "settings.c"]);
    expect(varPathsOf({ var: { cat: ["application.", { var: "record.k" }] } })).toBeNull();
  });
});

describe("derived answers in the browser", () => {
  it("works out the fee after scholarship as the answers change", () => {
    const model = pageModel("course-details", {});
    expect(evaluateClientPage(model, { courseFee: 16_500, courseScholarshipAmount1: 2_000 }).answers.courseFeeAfterScholarship).toBe(14_500);
    const server = evaluatePage(config, "course-details", { record: { sections: { "course-details": { courseFee: 16_500, courseScholarshipAmount1: 2_000 } } }, ...options });
    expect(server.answers.courseFeeAfterScholarship).toBe(14_500);
    expect(sectionData({}, "x")).toEqual({});
  });
});
