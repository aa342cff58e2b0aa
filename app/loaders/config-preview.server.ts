// /config/forms/:form/preview: the draft's form drawn by the same renderer and evaluation a
// student gets (rules/pages evaluatePage), against one of the university's records or an empty one, with
// every field's state and the errors that record would get. Nothing is ever stored: the action
// only redraws for answers typed into the preview.
import { evaluatePage, sectionData, type FieldStates, type PreparedConfig, type Problem } from "../../rules";
import { notFound } from "../../server/auth/guards";
import { draftConfig } from "../../server/config-admin/draft-config";
import { formOf } from "../../server/config-admin/edits";
import { recordName, recordSourceOf, recordsForPreview, repositoryOf } from "../../server/config-admin/records";
import { formPageOf, noticesOf } from "../../server/forms/page";
import { readJsonObject } from "../../server/http/json-body";
import { previewTasks } from "../../server/config-admin/preview-tasks";
import type { EntityRecord } from "../../server/repositories";
import { draftPerson } from "./config-draft-person.server";
import { configPage, todayFor, type ConfigContext, type ConfigPage } from "./config-common.server";

/** The texts a form page needs (as app/loaders/application.server.ts sends them). */
const FORM_TEXT_PREFIXES = ["form.", "tasks.", "application.", "yourInformation.", "upload.", "checklist.", "offers."];

interface Prepared {
  page: ConfigPage;
  formId: string;
  /** The draft compiled, or (shape wrong) the published configuration for the page's wording. */
  config: PreparedConfig;
  problems: readonly Problem[];
  record: Record<string, unknown> & { _id?: string };
  recordId: string | null;
  role: string;
  today: string;
}

async function prepare(page: ConfigPage, context: ConfigContext, formId: string | undefined, recordId: string | null): Promise<Prepared> {
  const definition = formId ? formOf(page.copy.config, formId) : undefined;
  if (!formId || !definition) throw notFound();
  const draft = draftConfig(page.copy);
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
  const config = draft.config ?? page.copy.published.prepared;
  const problems = draft.config ? draft.config.formProblems(formId) : draft.problems;
  return { page, formId, config, problems, record, recordId: found, role: source?.role ?? "", today: todayFor(context, config) };
}

function stateRows(states: FieldStates) {
  return Object.entries(states)
    .filter(([path]) => !path.split(".").includes("*"))
    .map(([path, state]) => ({ path, label: typeof state.label === "string" ? state.label : path, visible: state.visible, mandatory: state.mandatory }));
}

function evaluate(prepared: Prepared, data: unknown) {
  const evaluation = evaluatePage(prepared.config, prepared.formId, { record: prepared.record, data, today: prepared.today, role: prepared.role });
  return { page: formPageOf(evaluation, { showErrors: true }), states: stateRows(evaluation.states), notices: noticesOf(evaluation) };
}

export async function loadConfigPreview(request: Request, context: ConfigContext, formId: string | undefined) {
  const recordId = new URL(request.url).searchParams.get("record");
  const prepared = await prepare(await configPage(request, context), context, formId, recordId);
  const { page, config } = prepared;
  const definition = formOf(page.copy.config, prepared.formId)!;
  const texts = { ...config.texts(...FORM_TEXT_PREFIXES), ...page.texts };
  const records = await recordsForPreview(context.services, page.access.tenant, definition.kind, page.texts);
  const base = {
    texts,
    frame: page.frame,
    form: { id: prepared.formId, title: typeof definition.title === "string" ? definition.title : prepared.formId },
    records,
    recordId: prepared.recordId,
    recordName: prepared.recordId ? recordName(page.texts, prepared.record as { _id: string }) : null,
    links: {
      back: page.access.href(`/config/forms/${encodeURIComponent(prepared.formId)}`),
      self: page.access.href(`/config/forms/${encodeURIComponent(prepared.formId)}/preview`),
      tenant: page.access.namesTenant ? page.access.tenant : null,
    },
  };
  if (prepared.problems.length > 0) return { ...base, problems: prepared.problems, preview: null, tasks: [], person: null };
  const tasks = prepared.recordId
    ? await previewTasks(context.services, { tenant: page.access.tenant, config, kind: String(definition.kind ?? ""), record: prepared.record as EntityRecord, today: prepared.today, role: prepared.role })
    : [];
  const source = recordSourceOf(definition.kind);
  const person = prepared.recordId && source ? await draftPerson(context.services, { tenant: page.access.tenant, config, collection: source.collection, record: prepared.record as EntityRecord, today: prepared.today, name: base.recordName ?? "" }) : null;
  return { ...base, problems: [], preview: evaluate(prepared, sectionData(prepared.record, prepared.formId)), tasks, person };
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
