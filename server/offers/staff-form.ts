// One staff form over part of a person's offer (a status change, a requirement's assessment, a
// document's review, a payment's review): the university's form, evaluated by the one page
// pipeline against the part it is about, with the workflow's own checks, saved with the offer's
// optimistic version and audited. Each use says what the form is about and how it is saved.
import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { evaluatePage, type PageEvaluation } from "../../rules";
import type { OptionLists } from "../../rules/types";
import type { WorkflowProblem } from "../../rules/offers/offer-workflow";
import { notFound, requirePermission, requireUser } from "../auth/guards";
import type { Permission } from "../auth/permissions";
import { clientModelOf } from "../forms/browser-validators";
import { formPageOf, textsNamedIn } from "../forms/page";
import { readPageSubmission } from "../http/page-submission";
import { openRecord, type OpenedRecord } from "../records/record-page";
import { VersionConflictError } from "../store/port";
import { audienceOf } from "../views";

export interface StaffForm {
  formId: string;
  /** What the form's conditions see as `application`: the part of the offer it is about. */
  subject: Record<string, unknown>;
  /** The answers the page starts from. */
  start: Record<string, unknown>;
  /** The workflow's checks beyond the form's own rules. */
  check?(answers: Record<string, unknown>): WorkflowProblem[];
  /** Option lists known only at request time (an agency's agents). */
  lists?: OptionLists;
  /** The checks that need the store (an email already in use); run after the form's own. */
  checkStored?(answers: Record<string, unknown>): Promise<WorkflowProblem[]>;
  /** Stores the answers (VersionConflictError on a stale version); may name where to go next. */
  save(answers: Record<string, unknown>, version: number): Promise<void | { next: string }>;
}

/** What a staff form is evaluated with: who asks, the university's configuration and today. */
export type StaffFormScope = Pick<OpenedRecord, "user" | "config" | "today">;

/** The university's staff read the whole record: their page keeps the values of fields an answer has yet to show. */
const seesWholeRecord = (opened: StaffFormScope): boolean => audienceOf(opened.user) === "staff";

/**
 * A person's offer, opened for a staff page: staff with `permission` at their university only (an
 * applicant holds the offer but not this), and the offer must be the person's.
 */
export async function openStaffOffer(request: Request, context: AppLoadContext, permission: Permission, userId: string | undefined, offerId: string | undefined): Promise<OpenedRecord> {
  const user = await requireUser(request, context);
  requirePermission(user, permission);
  const opened = await openRecord(request, context, "offers", { id: offerId }, "update");
  if (String(opened.record.userId ?? "") !== userId) throw notFound();
  return opened;
}

export const personUrl = (userId: string) => `/students/${encodeURIComponent(userId)}`;

const inputOf = (opened: StaffFormScope, form: StaffForm, data?: Record<string, unknown>) => ({ record: form.subject, data: data ?? form.start, today: opened.today, role: opened.user.role, ...(form.lists ? { lists: form.lists } : {}) });

function evaluate(opened: StaffFormScope, form: StaffForm, data?: Record<string, unknown>): PageEvaluation {
  const input = inputOf(opened, form, data);
  const evaluation = evaluatePage(opened.config, form.formId, input);
  return evaluation.errors.length === 0 && form.check ? withProblems(evaluation, form.check(evaluation.storable)) : evaluation;
}

const withProblems = (evaluation: PageEvaluation, problems: WorkflowProblem[]): PageEvaluation =>
  problems.length ? { ...evaluation, errors: problems.map((problem) => ({ ...problem, messageKey: "", ruleId: "workflow" })) } : evaluation;

/** The words a staff form page shows: the catalogue entries under `prefixes` and those its uiSchema names (an add button's label). */
export function staffFormTexts(opened: StaffFormScope, page: ReturnType<typeof staffFormPage>, prefixes: readonly string[]): Record<string, string> {
  return { ...opened.config.texts(...prefixes), ...textsNamedIn(opened.config.messages, page.uiSchema) };
}

/** The page as first drawn. */
export function staffFormPage(opened: StaffFormScope, form: StaffForm) {
  return formPageOf(evaluate(opened, form), { showErrors: false, staffView: seesWholeRecord(opened), client: clientModelOf(opened.config, form.formId, inputOf(opened, form)) });
}

/** A post of the page: redrawn, refused with what to fix (422) or as stale (409), or saved and back to the person. */
export async function submitStaffForm(request: Request, opened: StaffFormScope, form: StaffForm, doneUrl: string): Promise<Response> {
  const submission = await readPageSubmission(request, opened.config.form(form.formId).renderPlan);
  let evaluation = evaluate(opened, form, submission.data);
  if (submission.intent === "refresh") return Response.json({ page: formPageOf(evaluation, { showErrors: false, staffView: seesWholeRecord(opened) }), refreshed: true });
  if (evaluation.errors.length === 0 && form.checkStored) evaluation = withProblems(evaluation, await form.checkStored(evaluation.storable));
  if (evaluation.errors.length > 0) return Response.json({ page: formPageOf(evaluation, { showErrors: true, staffView: seesWholeRecord(opened) }) }, { status: 422 });
  let saved: void | { next: string };
  try {
    saved = await form.save(evaluation.storable, submission.version);
  } catch (error) {
    if (!(error instanceof VersionConflictError)) throw error;
    return Response.json({ page: formPageOf(evaluation, { showErrors: false, staffView: seesWholeRecord(opened) }), conflict: opened.config.text("form.staleSave"), version: error.actualVersion }, { status: 409 });
  }
  return redirect(saved?.next ?? doneUrl);
}
