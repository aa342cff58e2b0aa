// One staff form over part of a record (an offer's status change, a requirement's assessment, a
// document's review, a CAS move, a course, a Config area): the university's form, evaluated by the
// one page pipeline against the part it is about, with the workflow's own checks and those that
// need the store. Each use says what the form is about and how it is saved. Plain results: the
// HTTP answers are app/'s (app/loaders/staff-form.server.ts, decision 0034).
import { evaluatePage, type PageEvaluation } from "../../rules";
import type { OptionLists } from "../../rules/types";
import type { WorkflowProblem } from "../../rules/offers/offer-workflow";
import { clientModelOf } from "./browser-validators";
import { formPageOf, textsNamedIn } from "./page";
import type { OpenedRecord } from "../records/record-page";
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

/** The form refused with words for the person (another request took the address after the checks; no more applications allowed): app/ answers it as a conflict. */
export class StaffFormRefusedError extends Error {
  constructor(readonly problem: string) {
    super(problem);
  }
}

/** What a staff form is evaluated with: who asks, the university's configuration and today. */
export type StaffFormScope = Pick<OpenedRecord, "user" | "config" | "today">;

/** The university's staff read the whole record: their page keeps the values of fields an answer has yet to show. */
const seesWholeRecord = (opened: StaffFormScope): boolean => audienceOf(opened.user) === "staff";

const inputOf = (opened: StaffFormScope, form: StaffForm, data?: Record<string, unknown>) => ({ record: form.subject, data: data ?? form.start, today: opened.today, role: opened.user.role, ...(form.lists ? { lists: form.lists } : {}) });

/** The form evaluated for these answers (or the ones it starts from), with the workflow's checks once its own rules pass. */
export function evaluateStaffForm(opened: StaffFormScope, form: StaffForm, data?: Record<string, unknown>): PageEvaluation {
  const input = inputOf(opened, form, data);
  const evaluation = evaluatePage(opened.config, form.formId, input);
  return evaluation.errors.length === 0 && form.check ? withProblems(evaluation, form.check(evaluation.storable)) : evaluation;
}

/** The checks that need the store, on answers the form and the workflow accept. */
export async function recheckStaffForm(form: StaffForm, evaluation: PageEvaluation): Promise<PageEvaluation> {
  return form.checkStored ? withProblems(evaluation, await form.checkStored(evaluation.storable)) : evaluation;
}

const withProblems = (evaluation: PageEvaluation, problems: WorkflowProblem[]): PageEvaluation =>
  problems.length ? { ...evaluation, errors: problems.map((problem) => ({ ...problem, messageKey: "", ruleId: "workflow" })) } : evaluation;

/** The words a staff form page shows: the catalogue entries under `prefixes` and those its uiSchema names (an add button's label). */
export function staffFormTexts(opened: StaffFormScope, page: ReturnType<typeof staffFormPage>, prefixes: readonly string[]): Record<string, string> {
  return { ...opened.config.texts(...prefixes), ...textsNamedIn(opened.config.messages, page.uiSchema) };
}

/** The page as first drawn. */
export function staffFormPage(opened: StaffFormScope, form: StaffForm) {
  return formPageOf(evaluateStaffForm(opened, form), { showErrors: false, staffView: seesWholeRecord(opened), client: clientModelOf(opened.config, form.formId, inputOf(opened, form)) });
}

/** The page redrawn after a post, with or without the errors to fix. */
export function redrawnStaffForm(opened: StaffFormScope, evaluation: PageEvaluation, showErrors: boolean) {
  return { page: formPageOf(evaluation, { showErrors, staffView: seesWholeRecord(opened) }) };
}
