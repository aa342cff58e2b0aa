// Stage moves (issue 17 item 2): the stage-move form on a student's record, and the pipeline's
// bulk move with a result per student.
import type { AppLoadContext } from "@remix-run/node";
import { bulkMove, casVisaForm, enrolmentForm, openStudentForMove, openStudentForUpdate, stageMoveForm, type MoveOutcome } from "../../server/cas/stage-move";
import { assignmentForm, openStudentForAssignment } from "../../server/cas/assignment";
import { staffFormPage, staffFormTexts } from "../../server/forms/staff-form";
import { personUrl, submitStaffForm } from "./staff-form.server";
import { staffAccess } from "../../server/staff/access";
import { notFound } from "../../server/auth/guards";
import { currentStage, listedStageLabel, stageLabel } from "../../rules/cas/stage-move";
import { readForm } from "../../server/http/form-body";

const TEXT_PREFIXES = ["form.", "person.", "cas."];

export async function loadStageMove(request: Request, context: AppLoadContext, userId: string | undefined) {
  const opened = await openStudentForMove(request, context, userId);
  const form = stageMoveForm(context.services, opened);
  const page = staffFormPage(opened, form);
  const caption = opened.config.text("cas.stageMove.current", { stage: stageLabel(opened.config, opened.record, currentStage(opened.record)) });
  return { page, caption, version: opened.record._version, backUrl: personUrl(userId ?? ""), texts: staffFormTexts(opened, page, TEXT_PREFIXES) };
}

export async function submitStageMove(request: Request, context: AppLoadContext, userId: string | undefined) {
  const opened = await openStudentForMove(request, context, userId);
  return submitStaffForm(request, opened, stageMoveForm(context.services, opened), personUrl(userId ?? ""));
}

type StudentFormOf = typeof casVisaForm;

/** A form on the student's CAS record (CAS and visa; arrival and enrolment), with the stage as its caption. */
async function loadStudentForm(request: Request, context: AppLoadContext, userId: string | undefined, formOf: StudentFormOf) {
  const opened = await openStudentForUpdate(request, context, userId);
  const page = staffFormPage(opened, formOf(context.services, opened));
  const caption = opened.config.text("cas.stageMove.current", { stage: stageLabel(opened.config, opened.record, currentStage(opened.record)) });
  return { page, caption, version: opened.record._version, backUrl: personUrl(userId ?? ""), texts: staffFormTexts(opened, page, TEXT_PREFIXES) };
}

async function submitStudentForm(request: Request, context: AppLoadContext, userId: string | undefined, formOf: StudentFormOf) {
  const opened = await openStudentForUpdate(request, context, userId);
  return submitStaffForm(request, opened, formOf(context.services, opened), personUrl(userId ?? ""));
}

export const loadCasVisa = (request: Request, context: AppLoadContext, userId: string | undefined) => loadStudentForm(request, context, userId, casVisaForm);
export const submitCasVisa = (request: Request, context: AppLoadContext, userId: string | undefined) => submitStudentForm(request, context, userId, casVisaForm);
export const loadEnrolment = (request: Request, context: AppLoadContext, userId: string | undefined) => loadStudentForm(request, context, userId, enrolmentForm);
export const submitEnrolment = (request: Request, context: AppLoadContext, userId: string | undefined) => submitStudentForm(request, context, userId, enrolmentForm);

export interface BulkMoveResult {
  errors: Array<{ field: string; message: string }> | null;
  outcomes: MoveOutcome[] | null;
  summary: string | null;
}

/** GET /cas/move: the page's words (the results come with the POST). */
export async function loadBulkMove(request: Request, context: AppLoadContext) {
  const access = await staffAccess(request, context, "move:stage:assigned");
  if (!access.tenant || !access.config) throw notFound();
  return { texts: access.config.texts("cas.", "form.") };
}

const field = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/** POST /cas/move: the ticked students, the stage and why; answers with each student's result, or what to fix. */
export async function bulkMoveAction(request: Request, context: AppLoadContext) {
  const access = await staffAccess(request, context, "move:stage:assigned");
  if (!access.tenant || !access.config) throw notFound();
  const { config } = access;
  const form = await readForm(request);
  const ids = form.getAll("studentId").map(String).filter(Boolean);
  const stage = field(form, "stage");
  const reason = field(form, "reason");
  const errors = [
    ...(ids.length === 0 ? [{ field: "", message: config.text("cas.bulk.noneSelected") }] : []),
    ...(stage ? [] : [{ field: "bulk-stage", message: config.text("cas.stageMove.stageRequired") }]),
    ...(reason ? [] : [{ field: "bulk-reason", message: config.text("cas.stageMove.reasonRequired") }]),
    ...(reason.length > 1000 ? [{ field: "bulk-reason", message: config.text("cas.stageMove.reasonTooLong") }] : []),
  ];
  if (errors.length) return Response.json({ errors, outcomes: null, summary: null } satisfies BulkMoveResult, { status: 422 });
  const outcomes = await bulkMove(context.services, access.user, access.tenant, config, ids, stage, reason);
  const stageName = listedStageLabel(config, stage);
  const summary = config.text("cas.bulk.summary", { moved: outcomes.filter((outcome) => outcome.moved).length, total: outcomes.length, stage: stageName });
  return Response.json({ errors: null, outcomes, summary } satisfies BulkMoveResult);
}

/** GET /students/:userId/cas/assign: the partner and immigration provider a student is assigned to (decision 0064). */
export async function loadAssignment(request: Request, context: AppLoadContext, userId: string | undefined) {
  const opened = await openStudentForAssignment(request, context, userId);
  const page = staffFormPage(opened, assignmentForm(context.services, opened));
  const caption = opened.config.text("cas.stageMove.current", { stage: stageLabel(opened.config, opened.record, currentStage(opened.record)) });
  return { page, caption, version: opened.record._version, backUrl: personUrl(userId ?? ""), texts: staffFormTexts(opened, page, TEXT_PREFIXES) };
}

export async function submitAssignment(request: Request, context: AppLoadContext, userId: string | undefined) {
  const opened = await openStudentForAssignment(request, context, userId);
  return submitStaffForm(request, opened, assignmentForm(context.services, opened), personUrl(userId ?? ""));
}
