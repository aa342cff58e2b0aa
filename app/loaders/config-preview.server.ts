// /config/forms/:form/preview: the draft's form drawn by the same renderer and evaluation a
// student gets (buildFormPage), against one of the university's records or an empty one, with
// every field's state and the errors that record would get. Nothing is ever stored: the action
// only redraws for answers typed into the preview.
import { validateForm, type EvaluationContext, type FieldStates } from "../../rules";
import { notFound } from "../../server/auth/guards";
import { DraftConfig } from "../../server/config-admin/draft-config";
import { formOf } from "../../server/config-admin/edits";
import { recordName, recordSourceOf, recordsForPreview, repositoryOf } from "../../server/config-admin/records";
import { contextFor, sectionData } from "../../server/forms/evaluate-record";
import { buildFormPage } from "../../server/forms/page";
import { readJsonObject } from "../../server/http/json-body";
import { configPage, todayFor, type ConfigContext, type ConfigPage } from "./config-common.server";

/** The texts a form page needs (as app/loaders/application.server.ts sends them). */
const FORM_TEXT_PREFIXES = ["form.", "tasks.", "application.", "yourInformation.", "upload.", "checklist.", "offers."];

interface Prepared {
  page: ConfigPage;
  formId: string;
  draft: DraftConfig;
  problems: readonly { location: string; problem: string }[];
  record: Record<string, unknown> & { _id?: string };
  recordId: string | null;
  context: EvaluationContext;
}

async function prepare(page: ConfigPage, context: ConfigContext, formId: string | undefined, recordId: string | null): Promise<Prepared> {
  const definition = formId ? formOf(page.copy.config, formId) : undefined;
  if (!formId || !definition) throw notFound();
  const draft = new DraftConfig(page.copy.config, page.copy.basedOnVersion);
  const source = recordSourceOf(definition.kind);
  let record: Record<string, unknown> & { _id?: string } = {};
  let found: string | null = null;
  if (recordId && source) {
    const stored = await repositoryOf(context.services, source.collection).findById(page.access.tenant, recordId);
    if (stored) {
      record = stored;
      found = stored._id;
    }
  }
  const evaluation = contextFor(draft, record, { today: todayFor(context, page.copy.config), role: source?.role ?? "" });
  return { page, formId, draft, problems: draft.formProblems(formId), record, recordId: found, context: evaluation };
}

function stateRows(states: FieldStates) {
  return Object.entries(states)
    .filter(([path]) => !path.split(".").includes("*"))
    .map(([path, state]) => ({ path, label: typeof state.label === "string" ? state.label : path, visible: state.visible, mandatory: state.mandatory }));
}

function evaluate(prepared: Prepared, data: unknown) {
  const form = prepared.draft.form(prepared.formId);
  const validation = validateForm(form, data, prepared.context);
  return {
    page: buildFormPage(prepared.draft, prepared.formId, data, prepared.context, validation.errors),
    states: stateRows(validation.states),
    notices: validation.notices.map(({ path, message }) => ({ path, message })),
  };
}

export async function loadConfigPreview(request: Request, context: ConfigContext, formId: string | undefined) {
  const recordId = new URL(request.url).searchParams.get("record");
  const prepared = await prepare(await configPage(request, context), context, formId, recordId);
  const { page, draft } = prepared;
  const definition = formOf(page.copy.config, prepared.formId)!;
  const texts = { ...draft.texts(...FORM_TEXT_PREFIXES), ...page.texts };
  const records = await recordsForPreview(context.services, page.access.tenant, definition.kind, page.texts);
  const base = {
    texts,
    frame: page.frame,
    form: { id: prepared.formId, title: typeof definition.title === "string" ? definition.title : prepared.formId },
    records,
    recordId: prepared.recordId,
    recordName: prepared.recordId ? recordName(page.texts, prepared.record as { _id: string }) : null,
    currentYear: Number(prepared.context.today.slice(0, 4)),
    links: {
      back: page.access.href(`/config/forms/${encodeURIComponent(prepared.formId)}`),
      self: page.access.href(`/config/forms/${encodeURIComponent(prepared.formId)}/preview`),
      tenant: page.access.namesTenant ? page.access.tenant : null,
    },
  };
  if (prepared.problems.length > 0) return { ...base, problems: prepared.problems, preview: null };
  return { ...base, problems: [], preview: evaluate(prepared, sectionData(prepared.record, prepared.formId)) };
}

/** POST `{ data, record }`: the preview redrawn and checked for typed answers. Stores nothing. */
export async function configPreviewAction(request: Request, context: ConfigContext, formId: string | undefined) {
  const page = await configPage(request, context); // access first: refused users never reach the body
  const body = await readJsonObject(request);
  const recordId = typeof body.record === "string" ? body.record : null;
  const prepared = await prepare(page, context, formId, recordId);
  if (prepared.problems.length > 0) return Response.json({ problems: prepared.problems }, { status: 422 });
  const data = body.data && typeof body.data === "object" && !Array.isArray(body.data) ? body.data : {};
  return Response.json({ preview: evaluate(prepared, data) });
}
