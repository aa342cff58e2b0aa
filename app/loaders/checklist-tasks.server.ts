// The student's task list (002 §2.1, 000 §4), each document task's documents (002 §3.11) and one
// document: its dialog (002 §2.7), its upload with the upload summary (002 §2.5, §2.11), or, for
// an information-only document, the acknowledgement (002 §4.2). Always the student's own record.
import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { evaluatePage, type PageEvaluation } from "../../rules";
import { acknowledgementAfterClose, documentAreas, documentRows, type DocumentRow } from "../../rules/checklist/documents";
import { studentTaskRows } from "../../rules/checklist/tasks";
import { notFound } from "../../server/auth/guards";
import { uploadsByType } from "../../server/checklist/documents";
import { storeDocumentState } from "../../server/checklist/store-document";
import { casTrackerFrom, studentView } from "../../server/checklist/tracker";
import { formPageOf, noticesOf } from "../../server/forms/page";
import { readPageSubmission } from "../../server/http/page-submission";
import { openRecord, type OpenedRecord } from "../../server/records/record-page";
import type { Services } from "../../server/services";
import { VersionConflictError } from "../../server/store/port";
import type { UploadSummary } from "../../server/uploads/uploads";
import { uploadControlRules } from "../../server/uploads/limits";
import { submitPage } from "./submit-page.server";
import { isPageUpload, receivePageUpload } from "./page-upload.server";

const TEXT_PREFIXES = ["checklist.", "tasks.", "home.casTracker."];
const DOCUMENT_TEXT_PREFIXES = ["form.", "uploads.", "checklist."];

const openStudent = (request: Request, context: AppLoadContext, action: "read" | "update") => openRecord(request, context, "students", { own: true }, action);

function statusLabelKey(opened: OpenedRecord, status: string): string {
  return opened.config.areas.tasks.statusLabelKeys[status] ?? `checklist.taskStatus.${status}`;
}

export async function loadTasks(request: Request, context: AppLoadContext) {
  const opened = await openStudent(request, context, "read");
  const uploads = await uploadsByType(context.services, opened);
  const rows = studentTaskRows(studentView(opened), uploads);
  return {
    rows: rows.map((row) => ({ ...row, href: row.clickable ? (taskHref(row) ?? receivedDocumentHref(opened, row, uploads)) : null, badgeKey: statusLabelKey(opened, row.status) })),
    tracker: casTrackerFrom(opened, rows),
    texts: opened.config.texts(...TEXT_PREFIXES),
  };
}

/** Where a task row leads, when it has a page. */
function taskHref(row: { id: string; kind: string }): string | null {
  switch (row.kind) {
    case "checklist":
      return "/checklist";
    case "questionnaire":
      return "/questionnaire";
    case "documents":
      return `/tasks/${row.id}`;
    case "interviews":
      return "/interview";
    default:
      return null;
  }
}

/** Receive CAS, once Complete, leads to the CAS statement the university uploaded (the newest). */
function receivedDocumentHref(opened: OpenedRecord, row: { id: string; kind: string; status: string }, uploads: ReadonlyMap<string, UploadSummary[]>): string | null {
  const task = opened.config.areas.tasks.tasks.find((candidate) => candidate.id === row.id);
  if (!task || row.kind !== "receiveCas" || row.status !== "Complete") return null;
  const files = documentRows(opened.config, documentAreas(opened.config, task), opened.record, uploads, opened.today).flatMap((document) => document.uploads);
  const newest = files[files.length - 1];
  return newest ? newest.url : null;
}

/** A documents task the student may open now (enabled, not locked), with its documents. */
async function openDocumentTask(services: Services, opened: OpenedRecord, taskId: string | undefined) {
  const task = opened.config.areas.tasks.tasks.find((candidate) => candidate.id === taskId);
  if (!task || task.kind !== "documents") throw notFound();
  const uploads = await uploadsByType(services, opened);
  const view = studentView(opened);
  const row = studentTaskRows(view, uploads).find((candidate) => candidate.id === task.id);
  if (!row || !row.clickable) throw notFound();
  return { task, rows: documentRows<UploadSummary>(opened.config, documentAreas(opened.config, task), opened.record, uploads, opened.today) };
}

const documentBadge = (row: DocumentRow<UploadSummary>) => (row.status === "REJECTED" ? "checklist.taskStatus.Rejected" : row.done ? "checklist.taskStatus.Complete" : "checklist.taskStatus.InProgress");

export async function loadDocumentTask(request: Request, context: AppLoadContext, taskId: string | undefined) {
  const opened = await openStudent(request, context, "read");
  const { task, rows } = await openDocumentTask(context.services, opened, taskId);
  return {
    taskId: task.id,
    titleKey: task.labelKey,
    documents: rows.map((row) => ({
      key: row.key,
      label: row.label,
      required: row.required,
      status: row.done ? "Complete" : "InProgress",
      badgeKey: documentBadge(row),
      files: row.uploads.length,
      href: `/tasks/${task.id}/${row.key}`,
    })),
    texts: opened.config.texts(...TEXT_PREFIXES),
  };
}

async function openDocument(services: Services, opened: OpenedRecord, taskId: string | undefined, key: string | undefined) {
  const task = await openDocumentTask(services, opened, taskId);
  const row = task.rows.find((candidate) => candidate.key === key);
  if (!row) throw notFound();
  return { ...task, row };
}

function drawDialog(opened: OpenedRecord, row: DocumentRow<UploadSummary>, data: unknown, showErrors = false) {
  if (!row.dialog) return null;
  const evaluation = evaluatePage(opened.config, row.dialog, { record: opened.record, data, today: opened.today, role: opened.user.role });
  return { evaluation, drawn: dialogDrawn(evaluation, showErrors) };
}

const dialogDrawn = (evaluation: PageEvaluation, showErrors: boolean) => ({ page: formPageOf(evaluation, { showErrors }), notices: noticesOf(evaluation) });

export async function loadDocument(request: Request, context: AppLoadContext, taskId: string | undefined, key: string | undefined) {
  const opened = await openStudent(request, context, "read");
  const { task, row } = await openDocument(context.services, opened, taskId, key);
  const settings = opened.config.settings as unknown as Record<string, unknown>;
  const linked = row.linkSetting ? settings[row.linkSetting] : undefined;
  return {
    document: {
      key: row.key,
      label: row.label,
      required: row.required,
      status: row.status,
      done: row.done,
      infoOnly: row.infoOnly === true,
      infoKey: row.infoKey ?? null,
      link: typeof linked === "string" && linked !== "" ? linked : null,
      hasDetails: row.state.details !== undefined,
    },
    dialog: drawDialog(opened, row, row.state.details ?? {})?.drawn ?? null,
    upload: {
      endpoint: "/uploads",
      recordKind: "students",
      recordId: opened.record._id,
      documentType: row.key,
      rules: uploadControlRules(opened.config),
      existing: row.uploads,
    },
    backUrl: `/tasks/${task.id}`,
    version: opened.record._version,
    texts: opened.config.texts(...DOCUMENT_TEXT_PREFIXES),
  };
}

/**
 * POST of a document page, `{ intent, data?, ticked?, version }`:
 * - "refresh" redraws the dialog for the answers so far (notices too) and stores nothing;
 * - "dialog" checks and stores the dialog's answers; a notice of an informational rule (the TB
 *   exemption, 002 §5.6) marks the document Done;
 * - "acknowledge" stores a ticked information-only document as ACKNOWLEDGED; "close" leaves it
 *   NOT_ACKNOWLEDGED (002 §4.2); both return to the task's documents.
 */
export async function submitDocument(request: Request, context: AppLoadContext, taskId: string | undefined, key: string | undefined) {
  const opened = await openStudent(request, context, "update");
  const { task, row } = await openDocument(context.services, opened, taskId, key);
  // The upload form posted without JavaScript: the file stored, the page again.
  if (isPageUpload(request)) {
    if (row.infoOnly) throw notFound();
    return receivePageUpload(context.services, request, opened, row.key);
  }
  const submission = await readPageSubmission(request, row.dialog ? opened.config.form(row.dialog).renderPlan : undefined);
  const { services } = context;
  if (submission.intent === "acknowledge" || submission.intent === "close") {
    if (!row.infoOnly) throw notFound();
    try {
      await storeDocumentState(services, opened, row.key, { ...row.state, status: acknowledgementAfterClose(submission.intent === "acknowledge" && submission.body.ticked === true) }, submission.version);
    } catch (error) {
      if (!(error instanceof VersionConflictError)) throw error;
      return Response.json({ conflict: opened.config.text("form.staleSave"), version: error.actualVersion }, { status: 409 });
    }
    return redirect(`/tasks/${task.id}`);
  }
  const dialog = drawDialog(opened, row, submission.data, true);
  if (!dialog) throw notFound();
  const status = dialog.evaluation.notices.length > 0 ? "SKIPPED" : "AWAITING";
  return submitPage({
    config: opened.config,
    submission,
    evaluation: dialog.evaluation,
    draw: dialogDrawn,
    // The dialog keeps the page it posted; a stale save answers only why.
    redrawRefused: false,
    save: (answers, version) => storeDocumentState(services, opened, row.key, { ...row.state, details: answers, status }, version),
    next: (version) => Response.json({ saved: true, done: status === "SKIPPED", notices: dialog.drawn.notices, version }),
  });
}
