// Every form of the default configuration, and of each university, is drawn by the one renderer
// without falling back to rjsf's "unsupported field" output, both empty and with every
// conditional question shown where answers reveal them.
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { FormRenderer } from "../../../app/components/form/FormRenderer";
import { TextsProvider } from "../../../app/lib/texts";
import { defaultConfig } from "../../../server/cli/config-source";
import { evaluatePage, type PreparedConfig } from "../../../rules";
import { formPageOf } from "../../../server/forms/page";
import fixture from "../../fixtures/complete-application.json";
import { texts } from "./render-helpers";

let config: PreparedConfig;
beforeAll(async () => {
  config = await defaultConfig();
});

function draw(formId: string, data: Record<string, unknown>) {
  const page = formPageOf(evaluatePage(config, formId, { record: fixture.top, data, today: "2026-11-22", role: "Applicant" }), { showErrors: false });
  return renderToString(
    <TextsProvider texts={texts}>
      <FormRenderer schema={page.schema} uiSchema={page.uiSchema} formData={page.formData} errors={[]} submitLabel="Save" onSubmit={() => {}} />
    </TextsProvider>,
  );
}

describe("every default form draws with supported widgets", () => {
  it("has forms to draw", () => {
    expect(Object.keys(config.document.forms).length).toBeGreaterThan(50);
  });

  it.each(Object.keys((fixture as { sections: object }).sections))("%s with complete answers", (formId) => {
    const html = draw(formId, (fixture.sections as Record<string, Record<string, unknown>>)[formId]);
    expect(html).not.toContain("Unsupported field schema");
  });

  it("every form empty", () => {
    const unsupported = Object.keys(config.document.forms).filter((formId) => draw(formId, {}).includes("Unsupported field schema"));
    expect(unsupported).toEqual([]);
  });
});
