import { renderToString } from "react-dom/server";
import { it } from "vitest";
import { FormRenderer } from "../app/components/form/FormRenderer";
import { defaultConfig } from "../server/cli/config-source";
import { evaluatePage } from "../rules";
import { formPageOf } from "../server/forms/page";
import fixture from "../tests/fixtures/complete-application.json";
import { texts } from "../tests/unit/form/render-helpers";
it("hints", async () => {
  const config = await defaultConfig();
  for (const formId of Object.keys(config.document.forms)) {
    const data = (fixture.sections as any)[formId] ?? {};
    const page = formPageOf(evaluatePage(config, formId, { record: fixture.top, data, today: "2026-11-22", role: "Applicant" }), { showErrors: false });
    const html = renderToString(<FormRenderer schema={page.schema} uiSchema={page.uiSchema} formData={page.formData} errors={[]} texts={texts} submitLabel="Save" onSubmit={() => {}} />);
    const hints = [...html.matchAll(/class="hint[^"]*"[^>]*>([^<]+)</g)].map((m) => m[1]);
    const dup = hints.filter((h, i) => hints.indexOf(h) !== i);
    const items = (html.match(/Item 1/g) ?? []).length;
    if (dup.length || items) console.log(formId, dup.slice(0, 3), items ? `Item1 x${items}` : "");
  }
});
