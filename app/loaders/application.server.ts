// The applicant's application: the task lists and every section page, as thin adapters between
// HTTP and the record-page service (server/records) and the page evaluation (rules/pages).
import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { applicationTaskGroups, evaluatePage, isTaskOf, nextTask, type ApplicationListArea } from "../../rules";
import { isEditable, statusAfterSave, statusChangeFields, submissionCheck } from "../../rules/applications/submission";
import { answeredRequestFields } from "../../rules/records/staff-requests";
import { yourInformationFormOf, yourInformationPathOf } from "../../rules/applications/paths";
import type { PreparedConfig } from "../../rules";
import { clientModelOf } from "../../server/forms/browser-validators";
import { notFound } from "../../server/auth/guards";
import { formPageOf, noticesOf, textsNamedIn } from "../../server/forms/page";
import { readPageSubmission } from "../../server/http/page-submission";
import { readFormOrNothing } from "../../server/http/form-body";
import { openRecord, savePage, type OpenedRecord, type RecordLookup } from "../../server/records/record-page";
import { sectionViews } from "../../server/staff/person";
import { answerSummary } from "../../rules/pages/answer-summary";
import { uploadContextFor } from "../../server/uploads/limits";
import { maxFileBytesOf, withPostedUploads } from "../../server/uploads/page-uploads";
import { rejectedDocumentTypes } from "../../server/uploads/uploads";
import { submitOpenedApplication } from "../../server/applications/submit-application";
import { applicationView, audienceOf } from "../../server/views";
import { submitPage } from "./submit-page.server";
import { valueLabel } from "../../server/lists/value-labels";

// What the task lists and section pages show besides the form: its chrome and the list's words.
const LIST_TEXT_PREFIXES = ["tasks.", "application.group.", "application.title", "application.progress", "application.lastSaved", "yourInformation.", "application.submitted.status", "application.checkAnswers.link"];
const SECTION_TEXT_PREFIXES = ["form.", "uploads.", "application.backToTasks"];

export type ApplicationArea = ApplicationListArea;

/** The application a page is about: the one in the URL, or for your-information pages the applicant's own. */
const lookupFor = (area: ApplicationArea, applicationId: string | undefined): RecordLookup => (area === "application" ? { id: applicationId } : { own: true });

const sectionUrl = (config: PreparedConfig, area: ApplicationArea, applicationId: string, formId: string) =>
  area === "application" ? `/applications/${applicationId}/${formId}` : `/your-information/${yourInformationPathOf(config, formId)}`;
const CHECK_ANSWERS = "check-answers";
export const checkAnswersUrl = (applicationId: string) => `/applications/${applicationId}/${CHECK_ANSWERS}`;
const listUrl = (area: ApplicationArea, applicationId: string) => (area === "application" ? `/applications/${applicationId}` : "/your-information");

function openSection(opened: OpenedRecord, area: ApplicationArea, path: string | undefined): string {
  const formId = path && area === "your-information" ? yourInformationFormOf(opened.config, path) : path;
  if (!formId || !isTaskOf(opened.config, area, formId, opened.record)) throw notFound();
  return formId;
}

export async function loadTaskList(request: Request, context: AppLoadContext, applicationId: string | undefined, area: ApplicationArea) {
  const opened = await openRecord(request, context, "applications", lookupFor(area, applicationId), "read");
  const rejected = await rejectedDocumentTypes(context.services, opened.tenant, opened.record._id);
  const groups = applicationTaskGroups(opened.config, area, opened.record, { today: opened.today, role: opened.user.role, rejectedDocumentTypes: rejected });
  const rows = groups.flatMap((group) => group.rows);
  const application = applicationView(audienceOf(opened.user), opened.record);
  // An agent working on an applicant's application reads whose it is (issue 40 item 13); the applicant reads "Your application".
  const ownerName = [opened.record.givenName, opened.record.familyName].filter((part) => typeof part === "string" && part).join(" ");
  const title = opened.user.id !== String(opened.record.userId) && ownerName ? opened.config.text("application.titleOf", { name: ownerName }) : opened.config.text("application.title");
  return {
    applicationId: opened.record._id,
    title,
    area,
    groups,
    done: rows.filter((row) => row.status === "Complete").length,
    total: rows.length,
    updatedAt: application.updatedAt,
    status: valueLabel(opened.config, "application.applicationStatus", application.status) ?? "",
    /** Each task's address (a your-information page may answer at another path than its form id). */
    hrefs: Object.fromEntries(rows.map((row) => [row.formId, sectionUrl(opened.config, area, opened.record._id, row.formId)])),
    texts: opened.config.texts(...LIST_TEXT_PREFIXES),
  };
}

export async function loadSection(request: Request, context: AppLoadContext, applicationId: string | undefined, formId: string | undefined, area: ApplicationArea) {
  const opened = await openRecord(request, context, "applications", lookupFor(area, applicationId), "read");
  const section = openSection(opened, area, formId);
  const input = { record: opened.record, today: opened.today, role: opened.user.role };
  const evaluation = evaluatePage(opened.config, section, input);
  // Sent here from check answers because the section still needs answers: its problems show at once.
  const fromSubmit = new URL(request.url).searchParams.get("from") === CHECK_ANSWERS && evaluation.errors.length > 0;
  const page = formPageOf(evaluation, { showErrors: fromSubmit, client: clientModelOf(opened.config, section, input) });
  const readOnly = area === "application" && !isEditable(opened.config, opened.record);
  return {
    page,
    // A submitted application is drawn read-only: no control to change, no button to save (issue 40 item 8).
    readOnly,
    notices: [...(readOnly ? [{ path: "", message: opened.config.text(opened.config.areas.application.submission.readOnlyMessage) }] : []), ...noticesOf(evaluation)],
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
  const plan = opened.config.form(section).renderPlan;
  const closed = area === "application" && !isEditable(opened.config, opened.record);
  const posted = await readPageSubmission(request, plan, { maxFileBytes: maxFileBytesOf(opened.config) });
  // A submitted application takes no file posted with the page and loses none (issue 40 item 8).
  const submission = closed ? posted : await withPostedUploads(context.services, opened, plan, posted);
  return submitPage({
    config: opened.config,
    submission,
    evaluation: evaluatePage(opened.config, section, { record: opened.record, data: submission.data, today: opened.today, role: opened.user.role }),
    draw: (evaluation, showErrors) => ({ page: formPageOf(evaluation, { showErrors }), notices: noticesOf(evaluation) }),
    closedBecause: () => (closed ? opened.config.areas.application.submission.readOnlyMessage : null),
    async save(answers, version) {
      const after = { ...opened.record, sections: { ...((opened.record.sections as Record<string, unknown>) ?? {}), [section]: answers } };
      const status = area === "application" ? statusAfterSave(opened.config, after, { today: opened.today, role: opened.user.role }) : undefined;
      await savePage(context.services, opened, section, answers, version, { ...statusChangeFields(opened.record, status, context.services.clock().toISOString()), ...answeredRequestFields(opened.config, "applications", opened.record, section) });
    },
    saveFailed(error) {
      // The store failed: nothing was written; the person keeps their answers and is told to try again.
      context.services.logger.error({ err: error, section }, "section save failed");
      return opened.config.form(section).definition.saveFailedMessage ?? "form.saveFailed";
    },
    next() {
      if (new URL(request.url).searchParams.get("from") === CHECK_ANSWERS) return redirect(checkAnswersUrl(opened.record._id));
      const next = nextTask(opened.config, area, opened.record, section);
      return redirect(next ? sectionUrl(opened.config, area, opened.record._id, next) : listUrl(area, opened.record._id));
    },
  });
}

const CHECK_TEXT_PREFIXES = ["application.checkAnswers.", "application.submitted.", "application.backToTasks", "tasks.", "form.", "checklist.summary."];

/** Check your answers (issue 16 item 2): every section as answered, with Change links, and Submit. */
export async function loadCheckAnswers(request: Request, context: AppLoadContext, applicationId: string | undefined) {
  // The applicant's page before submitting: opened as for a change (staff who may only read are refused).
  const opened = await openRecord(request, context, "applications", { id: applicationId }, "update");
  const options = { today: opened.today, role: opened.user.role, rejectedDocumentTypes: await rejectedDocumentTypes(context.services, opened.tenant, opened.record._id) };
  const check = submissionCheck(opened.config, opened.record, options);
  return {
    applicationId: opened.record._id,
    status: valueLabel(opened.config, "application.applicationStatus", applicationView(audienceOf(opened.user), opened.record).status) ?? "",
    editable: isEditable(opened.config, opened.record),
    canSubmit: check.allowed,
    version: opened.record._version,
    // Each section as a summary list of its answers (issue 40 item 11), never the disabled form.
    sections: sectionViews(opened.config, opened.record, options)
      .filter((view) => isTaskOf(opened.config, "application", view.formId, opened.record))
      .map((view) => ({ formId: view.formId, title: view.title, saved: view.saved, rows: view.saved ? answerSummary(opened.config, view.formId, { record: opened.record, today: opened.today, role: opened.user.role }) : [] })),
    backUrl: listUrl("application", opened.record._id),
    texts: opened.config.texts(...CHECK_TEXT_PREFIXES),
  };
}

/**
 * Submit: every section's rules run again on the server; a section still needing answers is
 * opened with its problems; otherwise the application is submitted (server/applications/submit-application).
 */
export async function submitApplication(request: Request, context: AppLoadContext, applicationId: string | undefined) {
  const opened = await openRecord(request, context, "applications", { id: applicationId }, "update");
  const { config } = opened;
  const form = await readFormOrNothing(request);
  const outcome = await submitOpenedApplication(context.services, opened, Number(form.get("_version") ?? opened.record._version));
  if (outcome.kind === "incomplete") return redirect(`${sectionUrl(config, "application", opened.record._id, outcome.formId)}?from=${CHECK_ANSWERS}`);
  if (outcome.kind === "closed") return Response.json({ problem: config.text(config.areas.application.submission.readOnlyMessage) }, { status: 409 });
  if (outcome.kind === "stale") return Response.json({ problem: config.text("form.staleSave") }, { status: 409 });
  return redirect(checkAnswersUrl(opened.record._id));
}
