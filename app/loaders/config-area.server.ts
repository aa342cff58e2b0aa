// /config/areas/:area: one member of the configuration (dashboard tabs, CAS stages, reminders,
// documents, settings, messages, ...) in a JSON editor. Malformed JSON is refused with
// 'Invalid JSON format.' and the text is drawn again as typed.
import { notFound } from "../../server/auth/guards";
import { AREA_VIEWS, areaEditorFormId, hasAreaEditor } from "../../server/config-admin/area-editor";
import { isEditableArea, replaceArea } from "../../server/config-admin/edits";
import { say } from "../../server/config-admin/texts";
import { configPage, draftState, workingConfig, failure, field, jsonError, parseJsonText, saveDraft, submittedValues, type ConfigContext } from "./config-common.server";
import { readForm } from "../../server/http/form-body";

export async function loadConfigArea(request: Request, context: ConfigContext, area: string | undefined) {
  const page = await configPage(request, context);
  const { access, copy, texts, frame } = page;
  if (!area || !isEditableArea(copy.config, area)) throw notFound();
  const working = workingConfig(page, () => areaEditorFormId(area));
  // The editor may show a part of the area (the settings' partners and agencies): its link says which.
  const typedEditor = hasAreaEditor(working, area) ? { title: working.formTitle(areaEditorFormId(area)) } : null;
  return {
    texts,
    frame,
    state: draftState(copy),
    area,
    title: texts[`config.area.${area}`] ?? area,
    json: JSON.stringify(copy.config[area], null, 2),
    links: {
      back: access.href("/config"),
      action: access.href(`/config/areas/${encodeURIComponent(area)}`),
      view: Object.hasOwn(AREA_VIEWS, area) ? access.href(AREA_VIEWS[area]) : null,
      editor: typedEditor ? { href: access.href(`/config/areas/${encodeURIComponent(area)}/edit`), title: typedEditor.title } : null,
    },
    saved: new URL(request.url).searchParams.get("saved") === "1",
  };
}

export async function configAreaAction(request: Request, context: ConfigContext, area: string | undefined) {
  const page = await configPage(request, context);
  const { access, copy, texts } = page;
  if (!area || !isEditableArea(copy.config, area)) throw notFound();
  const form = await readForm(request);
  const intent = field(form, "intent");
  const values = submittedValues(form);
  if (intent !== "save") return failure(400, intent, [{ field: "", message: say(texts, "config.error.unknownAction") }], values);
  const parsed = parseJsonText(field(form, "json"));
  if ("problem" in parsed) return failure(422, intent, [jsonError(texts, parsed, "json", say(texts, "config.raw.areaLabel", { area: texts[`config.area.${area}`] ?? area }))], values);
  return saveDraft(context, page, replaceArea(copy.config, area, parsed.value), {
    form,
    intent,
    by: access.user.id,
    redirectTo: access.href(`/config/areas/${encodeURIComponent(area)}`, { saved: "1" }),
  });
}
