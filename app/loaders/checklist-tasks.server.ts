// The student's task list (002 §2.1, 000 §4), each document task's documents (002 §3.11) and one
// document: its dialog (002 §2.7), its upload with the upload summary (002 §2.5, §2.11), or, for
// an information-only document, the acknowledgement (002 §4.2). Always the student's own record.
import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { validateForm } from "../../rules";
import { acknowledgementAfterClose, type DocumentState } from "../../rules/checklist/documents";
import { notFound } from "../../server/auth/guards";
import { tasksDefinition } from "../../server/checklist/config";
import { documentAreas, documentRows, saveDocumentState, uploadsByType, type DocumentRow } from "../../server/checklist/documents";
import { evaluationOf, loadStudent, type StudentContext } from "../../server/checklist/student";
import { taskDefinitionOf, taskRows, type StudentTaskRow } from "../../server/checklist/tasks";
import { casTrackerOf, noteTasksComplete } from "../../server/checklist/tracker";
import { buildFormPage, checkSubmission } from "../../server/forms/page";
import { readJsonObject } from "../../server/http/json-body";
import type { Services } from "../../server/services";
import { VersionConflictError } from "../../server/store/port";
import { uploadControlRules } from "../../server/uploads/limits";

const TEXT_PREFIXES = ["checklist.", "tasks.", "home.casTracker."];
const DOCUMENT_TEXT_PREFIXES = ["form.", "uploads.", "checklist."];

function statusLabelKey(loaded: StudentContext, status: string): string {
  return tasksDefinition(loaded.config).statusLabelKeys?.[status] ?? `checklist.taskStatus.${status}`;
}

export async function loadTasks(request: Request, context: AppLoadContext) {
  const loaded = await loadStudent(request, context, "read");
  const rows = taskRows(loaded, await uploadsByType(context.services, loaded));
  return {
    rows: rows.map((row) => ({ ...row, badgeKey: statusLabelKey(loaded, row.status) })),
    tracker: await casTrackerOf(context.services, loaded),
    texts: loaded.config.texts(...TEXT_PREFIXES),
  };
}

/** A documents task the student may open now (enabled, not locked). */
async function openDocumentTask(services: Services, loaded: StudentContext, taskId: string | undefined) {
  const task = taskId ? taskDefinitionOf(loaded, taskId) : null;
  if (!task || task.kind !== "documents") throw notFound();
  const uploads = await uploadsByType(services, loaded);
  const row: StudentTaskRow | undefined = taskRows(loaded, uploads).find((candidate) => candidate.id === task.id);
  if (!row || !row.clickable) throw notFound();
  return { task, uploads, rows: documentRows(loaded, documentAreas(loaded, task), uploads) };
}

const documentBadge = (row: DocumentRow) => (row.done ? "checklist.taskStatus.Complete" : "checklist.taskStatus.InProgress");

export async function loadDocumentTask(request: Request, context: AppLoadContext, taskId: string | undefined) {
  const loaded = await loadStudent(request, context, "read");
  const { task, rows } = await openDocumentTask(context.services, loaded, taskId);
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
    texts: loaded.config.texts(...TEXT_PREFIXES),
  };
}

async function openDocument(services: Services, loaded: StudentContext, taskId: string | undefined, key: string | undefined) {
  const opened = await openDocumentTask(services, loaded, taskId);
  const row = opened.rows.find((candidate) => candidate.key === key);
  if (!row) throw notFound();
  return { ...opened, row };
}

function drawDialog(loaded: StudentContext, row: DocumentRow, data: unknown, errors: Parameters<typeof buildFormPage>[4] = []) {
  if (!row.dialog || !loaded.config.hasForm(row.dialog)) return null;
  const context = evaluationOf(loaded);
  const { notices } = validateForm(loaded.config.form(row.dialog), data, context);
  return { page: buildFormPage(loaded.config, row.dialog, data, context, errors), notices: notices.map(({ path, message }) => ({ path, message })) };
}

export async function loadDocument(request: Request, context: AppLoadContext, taskId: string | undefined, key: string | undefined) {
  const loaded = await loadStudent(request, context, "read");
  const { task, row } = await openDocument(context.services, loaded, taskId, key);
  const settings = loaded.config.rules.settings;
  const link = row.linkSetting && typeof settings[row.linkSetting] === "string" && settings[row.linkSetting] !== "" ? String(settings[row.linkSetting]) : null;
  return {
    document: {
      key: row.key,
      label: row.label,
      required: row.required,
      status: row.status,
      done: row.done,
      infoOnly: row.infoOnly === true,
      infoKey: row.infoKey ?? null,
      link,
      hasDetails: row.state.details !== undefined,
    },
    dialog: drawDialog(loaded, row, row.state.details ?? {}),
    upload: {
      endpoint: "/uploads",
      recordKind: "students",
      recordId: loaded.student._id,
      documentType: row.key,
      rules: uploadControlRules(loaded.config),
      existing: row.uploads,
    },
    backUrl: `/tasks/${task.id}`,
    version: loaded.student._version,
    currentYear: Number(loaded.today.slice(0, 4)),
    texts: loaded.config.texts(...DOCUMENT_TEXT_PREFIXES),
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
  const loaded = await loadStudent(request, context, "update");
  const { task, row } = await openDocument(context.services, loaded, taskId, key);
  const body = await readJsonObject(request);
  const version = typeof body.version === "number" ? body.version : -1;
  const data = body.data && typeof body.data === "object" && !Array.isArray(body.data) ? body.data : {};
  const { services } = context;
  const store = async (state: DocumentState) => {
    try {
      await saveDocumentState(services, loaded, row.key, state, version);
    } catch (error) {
      if (!(error instanceof VersionConflictError)) throw error;
      return Response.json({ conflict: loaded.config.texts("form.staleSave")["form.staleSave"], version: error.actualVersion }, { status: 409 });
    }
    await noteTasksComplete(services, loaded);
    return null;
  };

  if (body.intent === "acknowledge" || body.intent === "close") {
    if (!row.infoOnly) throw notFound();
    const refused = await store({ ...row.state, status: acknowledgementAfterClose(body.intent === "acknowledge" && body.ticked === true) });
    return refused ?? redirect(`/tasks/${task.id}`);
  }
  if (!row.dialog || !loaded.config.hasForm(row.dialog)) throw notFound();
  if (body.intent === "refresh") return Response.json({ ...drawDialog(loaded, row, data), refreshed: true });
  const evaluation = evaluationOf(loaded);
  const submission = checkSubmission(loaded.config, row.dialog, data, evaluation);
  if (!submission.ok) return Response.json({ ...drawDialog(loaded, row, data, submission.errors) }, { status: 422 });
  const { notices } = validateForm(loaded.config.form(row.dialog), submission.data, evaluation);
  const status = notices.length > 0 ? "SKIPPED" : "AWAITING";
  const refused = await store({ ...row.state, details: submission.data, status });
  if (refused) return refused;
  const saved = await services.repositories.students.findById(loaded.tenant, loaded.student._id);
  return Response.json({ saved: true, done: status === "SKIPPED", notices: notices.map(({ path, message }) => ({ path, message })), version: saved?._version ?? version });
}
