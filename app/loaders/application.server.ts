// The applicant's application: the task lists and every section page, as thin adapters between
// HTTP and the record-page service (server/records) and the page evaluation (rules/pages).
import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { applicationTaskGroups, evaluatePage, isTaskOf, nextTask, type ApplicationListArea } from "../../rules";
import { clientModelOf } from "../../server/forms/browser-validators";
import { notFound } from "../../server/auth/guards";
import { formPageOf, noticesOf, textsNamedIn } from "../../server/forms/page";
import { readPageSubmission } from "../../server/http/page-submission";
import { openRecord, savePage, type OpenedRecord, type RecordLookup } from "../../server/records/record-page";
import { VersionConflictError } from "../../server/store/port";
import { uploadContextFor } from "../../server/uploads/limits";

// What the task lists and section pages show besides the form: its chrome and the list's words.
const LIST_TEXT_PREFIXES = ["tasks.", "application.group.", "application.title", "application.progress", "application.lastSaved", "yourInformation."];
const SECTION_TEXT_PREFIXES = ["form.", "uploads.", "application.backToTasks"];

export type ApplicationArea = ApplicationListArea;

/** The application a page is about: the one in the URL, or for your-information pages the applicant's own. */
const lookupFor = (area: ApplicationArea, applicationId: string | undefined): RecordLookup => (area === "application" ? { id: applicationId } : { own: true });

const sectionUrl = (area: ApplicationArea, applicationId: string, formId: string) => (area === "application" ? `/applications/${applicationId}/${formId}` : `/your-information/${formId}`);
const listUrl = (area: ApplicationArea, applicationId: string) => (area === "application" ? `/applications/${applicationId}` : "/your-information");

function openSection(opened: OpenedRecord, area: ApplicationArea, formId: string | undefined): string {
  if (!formId || !isTaskOf(opened.config, area, formId, opened.record)) throw notFound();
  return formId;
}

export async function loadTaskList(request: Request, context: AppLoadContext, applicationId: string | undefined, area: ApplicationArea) {
  const opened = await openRecord(request, context, "applications", lookupFor(area, applicationId), "read");
  const groups = applicationTaskGroups(opened.config, area, opened.record, { today: opened.today, role: opened.user.role });
  const rows = groups.flatMap((group) => group.rows);
  return {
    applicationId: opened.record._id,
    area,
    groups,
    done: rows.filter((row) => row.status === "Complete").length,
    total: rows.length,
    updatedAt: String(opened.record.updatedAt ?? ""),
    texts: opened.config.texts(...LIST_TEXT_PREFIXES),
  };
}

export async function loadSection(request: Request, context: AppLoadContext, applicationId: string | undefined, formId: string | undefined, area: ApplicationArea) {
  const opened = await openRecord(request, context, "applications", lookupFor(area, applicationId), "read");
  const section = openSection(opened, area, formId);
  const input = { record: opened.record, today: opened.today, role: opened.user.role };
  const evaluation = evaluatePage(opened.config, section, input);
  const page = formPageOf(evaluation, { showErrors: false, client: clientModelOf(opened.config, section, input) });
  return {
    page,
    notices: noticesOf(evaluation),
    upload: await uploadContextFor(context.services, opened),
    version: opened.record._version,
    backUrl: listUrl(area, opened.record._id),
    texts: { ...opened.config.texts(...SECTION_TEXT_PREFIXES), ...textsNamedIn(opened.config.messages, page.uiSchema) },
  };
}

/**
 * POST of a section: `{ data, version, intent }`. intent "refresh" redraws the page for the
 * answers so far (fields appearing or disappearing) and stores nothing. Otherwise the answers
 * are checked by the same rules; 422 keeps them with the errors, 409 refuses a stale save, and
 * a good save goes on to the next task.
 */
export async function submitSection(request: Request, context: AppLoadContext, applicationId: string | undefined, formId: string | undefined, area: ApplicationArea) {
  const opened = await openRecord(request, context, "applications", lookupFor(area, applicationId), "update");
  const section = openSection(opened, area, formId);
  const submission = await readPageSubmission(request, opened.config.form(section).renderPlan);
  const evaluation = evaluatePage(opened.config, section, { record: opened.record, data: submission.data, today: opened.today, role: opened.user.role });
  const notices = noticesOf(evaluation);
  if (submission.intent === "refresh") return Response.json({ page: formPageOf(evaluation, { showErrors: false }), notices, refreshed: true });
  if (evaluation.errors.length > 0) return Response.json({ page: formPageOf(evaluation, { showErrors: true }), notices }, { status: 422 });
  try {
    await savePage(context.services, opened, section, evaluation.storable, submission.version);
  } catch (error) {
    if (!(error instanceof VersionConflictError)) throw error;
    return Response.json({ page: formPageOf(evaluation, { showErrors: false }), notices, conflict: opened.config.text("form.staleSave"), version: error.actualVersion }, { status: 409 });
  }
  const next = nextTask(opened.config, area, opened.record, section);
  return redirect(next ? sectionUrl(area, opened.record._id, next) : listUrl(area, opened.record._id));
}
