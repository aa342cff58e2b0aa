// /config/areas/:area/edit: an area of the draft in its typed form (issue 20 item 3; decision
// 0840), drawn by the one renderer; saved into the draft, then back to the area's page.
import { notFound } from "../../server/auth/guards";
import { areaEditorForm, areaEditorFormId, hasAreaEditor, hasItemTables } from "../../server/config-admin/area-editor";
import { isEditableArea } from "../../server/config-admin/edits";
import { conditionChoicesFor } from "../../server/config-admin/condition-choices";
import { tabCounts } from "../../server/config-admin/tab-counts";
import { staffFormPage, staffFormTexts, type StaffFormScope } from "../../server/forms/staff-form";
import { submitStaffForm } from "./staff-form.server";
import { configPage, todayFor, workingConfig, type ConfigContext } from "./config-common.server";

async function openAreaEditor(request: Request, context: ConfigContext, area: string | undefined) {
  const page = await configPage(request, context);
  if (!area || !isEditableArea(page.copy.config, area)) throw notFound();
  const config = workingConfig(page, () => areaEditorFormId(area));
  if (!hasAreaEditor(config, area)) throw notFound();
  const scope: StaffFormScope = { user: page.access.user, config, today: todayFor(context, config) };
  const draft = { tenant: page.access.tenant, config: page.copy.config, draftVersion: page.copy.draftVersion, basedOnVersion: page.copy.basedOnVersion, by: page.access.user.id };
  const areaPath = `/config/areas/${encodeURIComponent(area)}`;
  // An officer comes from the overview and stays on the form after saving; the JSON is under "Advanced" (issue 38 item 7).
  return { page, scope, form: areaEditorForm(context.services, config, draft, area), overviewUrl: page.access.href("/config"), jsonUrl: page.access.href(areaPath), savedUrl: page.access.href(`${areaPath}/edit`, { saved: 1 }) };
}

export async function loadAreaEditor(request: Request, context: ConfigContext, area: string | undefined) {
  const { page, scope, form, overviewUrl, jsonUrl } = await openAreaEditor(request, context, area);
  const formPage = staffFormPage(scope, form);
  // Tabs show how many records each lists with the configuration as saved.
  const counts = await tabCounts(context.services, page.access.tenant, scope.config, area ?? "");
  const texts = staffFormTexts(scope, formPage, ["form.", "config.back", "config.editor.", "config.builder.", "config.describe.", "config.summary.", "config.error.invalidJson", "config.saved.", "config.advanced.", `config.area.${area}`]);
  const saved = new URL(request.url).searchParams.get("saved") === "1";
  return { page: formPage, caption: scope.config.text("config.editor.caption"), version: page.copy.draftVersion, backUrl: overviewUrl, backLabel: texts["config.back"], texts, counts, conditions: conditionChoicesFor(scope.config, area ?? ""), saved, tables: area && hasItemTables(area) ? { href: page.access.href(`/config/areas/${encodeURIComponent(area)}/items`), label: scope.config.text("config.items.link", { collection: scope.config.formTitle(formPage.formId) }) } : null, json: { href: jsonUrl, label: scope.config.text("config.advanced.areaLink", { area: texts[`config.area.${area}`] ?? area ?? "" }) } };
}

export async function submitAreaEditor(request: Request, context: ConfigContext, area: string | undefined) {
  const { scope, form, savedUrl } = await openAreaEditor(request, context, area);
  return submitStaffForm(request, scope, form, savedUrl);
}
