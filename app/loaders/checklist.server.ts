// The student's CAS checklist (002 §1-§2): welcome, consent, every section page and step, the
// summary, and the pre-CAS questionnaire. Thin adapters: the record-page service opens and saves
// the student's own record, rules/ evaluates the pages and says which exist.
import type { AppLoadContext } from "@remix-run/node";
import { answerSummary, type AnswerRow } from "../../rules/pages/answer-summary";
import { redirect } from "@remix-run/node";
import { evaluatePage, isSaved, type PageEvaluation } from "../../rules";
import { clientModelOf } from "../../server/forms/browser-validators";
import { checklistPages, checklistProgress, questionnairePages, questionnaireProgress } from "../../rules/checklist/navigation";
import type { FundingSummary } from "../../rules/domain/funding-summary";
import { notFound } from "../../server/auth/guards";
import { noteTasksComplete, studentTasks, studentView } from "../../server/checklist/tracker";
import { formPageOf, noticesOf, textsNamedIn } from "../../server/forms/page";
import { readPageSubmission } from "../../server/http/page-submission";
import { openRecord, savePage, type OpenedRecord } from "../../server/records/record-page";
import { uploadContextFor } from "../../server/uploads/limits";
import { maxFileBytesOf, withPostedUploads } from "../../server/uploads/page-uploads";
import { submitPage } from "./submit-page.server";

export type ChecklistArea = "checklist" | "questionnaire";

const PAGE_TEXT_PREFIXES = ["form.", "uploads.", "checklist."];
const LIST_TEXT_PREFIXES = ["checklist.", "tasks."];

interface AreaPage {
  formId: string;
  section: { id: string; number: number | null; titleKey: string | null } | null;
}

const openStudent = (request: Request, context: AppLoadContext, action: "read" | "update") => openRecord(request, context, "students", { own: true }, action);

function areaPages(opened: OpenedRecord, area: ChecklistArea, student: Record<string, unknown> = opened.record): AreaPage[] {
  const view = studentView(opened, student);
  if (area === "questionnaire") return questionnairePages(view).map((formId) => ({ formId, section: null }));
  return checklistPages(view).map((page) => ({
    formId: page.formId,
    section: page.sectionNumber === null ? null : { id: page.sectionId, number: page.sectionNumber, titleKey: page.sectionTitleKey },
  }));
}

const areaUrl = (area: ChecklistArea, formId: string) => `/${area}/${formId}`;
const areaEnd = (area: ChecklistArea) => (area === "checklist" ? "/checklist/summary" : "/questionnaire/complete");
const areaBack = (area: ChecklistArea) => (area === "checklist" ? "/checklist" : "/questionnaire");

/**
 * How the page shows what its form lets be answered later (decision 0049): not at all, as notices
 * of what is still to do (a saved page), or as errors (moving on past it is refused).
 */
type Unfinished = "hidden" | "notices" | "errors";

/** The page as drawn: answers with derived and calculated values, notices, and the funding summary when the page has one. */
function drawn(opened: OpenedRecord, evaluation: PageEvaluation, showErrors: boolean, unfinished: Unfinished = showErrors ? "errors" : "hidden") {
  const summary = evaluation.answers.fundingSummary;
  const derivedPaths = Object.keys(opened.config.form(evaluation.formId).definition.derived ?? {}).filter((path) => !path.includes("."));
  const shown = unfinished === "errors" ? { ...evaluation, errors: [...evaluation.errors, ...evaluation.unfinished] } : evaluation;
  return {
    page: formPageOf(shown, { showErrors: showErrors || unfinished === "errors" }),
    notices: [...noticesOf(evaluation), ...(unfinished === "notices" ? evaluation.unfinished.map(({ path, message }) => ({ path, message })) : [])],
    funding: summary && typeof summary === "object" ? (summary as FundingSummary) : null,
    derived: Object.fromEntries(derivedPaths.map((path) => [path, evaluation.answers[path] ?? null])),
  };
}

function evaluate(opened: OpenedRecord, formId: string, data?: unknown): PageEvaluation {
  return evaluatePage(opened.config, formId, { record: opened.record, data, today: opened.today, role: opened.user.role });
}

function findPage(opened: OpenedRecord, area: ChecklistArea, formId: string | undefined): AreaPage {
  const page = formId ? areaPages(opened, area).find((candidate) => candidate.formId === formId) : undefined;
  if (!page) throw notFound();
  return page;
}

export async function loadWelcome(request: Request, context: AppLoadContext) {
  const opened = await openStudent(request, context, "read");
  const progress = checklistProgress(studentView(opened));
  const first = progress.pages.find((page) => progress.missing.includes(page.formId)) ?? progress.pages[0];
  return {
    givenName: String(opened.record.givenName ?? ""),
    universityName: opened.config.settings.universityName,
    started: progress.started,
    complete: progress.complete,
    startUrl: progress.complete ? "/checklist/summary" : first ? `/checklist/${first.formId}` : "/checklist/summary",
    sections: opened.config.areas.checklist.sections
      .map((section) => ({ id: section.id, number: section.number, titleKey: section.titleKey, pages: progress.pages.filter((page) => page.sectionId === section.id && !page.stepOf).length }))
      .filter((section) => section.pages > 0),
    texts: opened.config.texts(...LIST_TEXT_PREFIXES),
  };
}

/**
 * Why the area's pages take no answers now, as a catalogue key, or null: the questionnaire while
 * its task is Locked (it waits for the checklist; issue 40 item 13).
 */
async function lockedBecause(context: AppLoadContext, opened: OpenedRecord, area: ChecklistArea): Promise<string | null> {
  if (area !== "questionnaire") return null;
  const rows = await studentTasks(context.services, opened);
  return rows.some((row) => row.kind === "questionnaire" && row.status === "Locked") ? QUESTIONNAIRE_LOCKED : null;
}

const QUESTIONNAIRE_LOCKED = "checklist.questionnaire.locked";

export async function loadChecklistPage(request: Request, context: AppLoadContext, formId: string | undefined, area: ChecklistArea) {
  const opened = await openStudent(request, context, "read");
  const found = findPage(opened, area, formId);
  // A page saved with answers still to give says what they are (decision 0049).
  const page = drawn(opened, evaluate(opened, found.formId), false, isSaved(opened.record, found.formId) ? "notices" : "hidden");
  const locked = await lockedBecause(context, opened, area);
  if (locked) page.notices.unshift({ path: "", message: opened.config.text(locked) });
  page.page.client = clientModelOf(opened.config, found.formId, { record: opened.record, today: opened.today, role: opened.user.role });
  const pages = areaPages(opened, area);
  return {
    ...page,
    area,
    section: found.section,
    position: { index: pages.findIndex((candidate) => candidate.formId === found.formId) + 1, count: pages.length },
    upload: await uploadContextFor(context.services, opened),
    version: opened.record._version,
    backUrl: areaBack(area),
    readOnly: locked !== null,
    texts: { ...opened.config.texts(...PAGE_TEXT_PREFIXES), ...textsNamedIn(opened.config.messages, page.page.uiSchema) },
  };
}

/**
 * POST of a page: `{ data, version, intent, stay }`. intent "refresh" redraws for the answers so
 * far (fields appearing, derived values, the funding summary, notices) and stores nothing.
 * Otherwise the same rules decide: 422 keeps the answers with the errors, 409 refuses a stale
 * save, and a good save goes on to the next page (after the last: the summary or the
 * questionnaire's end).
 */
export async function submitChecklistPage(request: Request, context: AppLoadContext, formId: string | undefined, area: ChecklistArea) {
  const opened = await openStudent(request, context, "update");
  const found = findPage(opened, area, formId);
  const plan = opened.config.form(found.formId).renderPlan;
  const submission = await withPostedUploads(context.services, opened, plan, await readPageSubmission(request, plan, { maxFileBytes: maxFileBytesOf(opened.config) }));
  const { services } = context;
  const locked = await lockedBecause(context, opened, area);
  return submitPage({
    config: opened.config,
    submission,
    evaluation: evaluate(opened, found.formId, submission.data),
    draw: (evaluation, showErrors) => drawn(opened, evaluation, showErrors),
    closedBecause: () => locked,
    save: (answers, version) => savePage(services, opened, found.formId, answers, version),
    async next(saved, evaluation) {
      await noteTasksComplete(services, opened);
      // A group's own save button: stored, and the page stays (with the version just written).
      if (submission.stay) return Response.json({ ...drawn(opened, evaluation, false, "notices"), saved: true, version: saved._version });
      // Stored, but not complete: going on past the page is refused, saying what is still to give (decision 0049).
      if (evaluation.unfinished.length > 0) return Response.json({ ...drawn(opened, evaluation, true), saved: true, version: saved._version }, { status: 422 });
      // A page changed from check your answers goes back there, to its section.
      if (area === "checklist" && new URL(request.url).searchParams.get("from") === "summary") {
        return redirect(`/checklist/summary#section-${checklistPages(studentView(opened)).find((page) => page.formId === found.formId)?.sectionId ?? "answers"}`);
      }
      // The next page of the record as saved: an answer may show or hide pages after this one.
      const pages = areaPages(opened, area, saved);
      const index = pages.findIndex((page) => page.formId === found.formId);
      const next = index >= 0 ? pages[index + 1] : undefined;
      return redirect(next ? areaUrl(area, next.formId) : areaEnd(area));
    },
  });
}

export async function loadSummary(request: Request, context: AppLoadContext) {
  const opened = await openStudent(request, context, "read");
  const progress = checklistProgress(studentView(opened));
  const missing = progress.pages
    .filter((page) => progress.missing.includes(page.formId))
    .map((page) => ({
      formId: page.formId,
      title: opened.config.formTitle(page.formId),
      sectionTitleKey: page.sectionTitleKey,
      href: `/checklist/${page.formId}`,
      started: progress.states.find((state) => state.formId === page.formId)?.saved ?? false,
    }));
  return { complete: progress.complete, missing, sections: answerSections(opened, progress), texts: opened.config.texts(...LIST_TEXT_PREFIXES) };
}

/** Check your answers: each section's pages with what the student answered, in checklist order. */
function answerSections(opened: OpenedRecord, progress: ReturnType<typeof checklistProgress>) {
  const sections: Array<{ id: string; number: number | null; titleKey: string | null; pages: Array<{ formId: string; title: string; href: string; done: boolean; rows: AnswerRow[] }> }> = [];
  for (const page of progress.pages) {
    let section = sections.find((candidate) => candidate.id === page.sectionId);
    if (!section) {
      section = { id: page.sectionId, number: page.sectionNumber, titleKey: page.sectionTitleKey, pages: [] };
      sections.push(section);
    }
    const rows = answerSummary(opened.config, page.formId, { record: opened.record, today: opened.today, role: opened.user.role });
    section.pages.push({ formId: page.formId, title: opened.config.formTitle(page.formId), href: `/checklist/${page.formId}`, done: !progress.missing.includes(page.formId), rows });
  }
  return sections;
}

export async function loadQuestionnaireStart(request: Request, context: AppLoadContext) {
  const opened = await openStudent(request, context, "read");
  const view = studentView(opened);
  const pages = questionnairePages(view);
  const progress = questionnaireProgress(view);
  const first = pages.find((formId) => progress.missing.includes(formId)) ?? pages[0];
  return { pages: pages.length, complete: progress.complete, startUrl: first ? `/questionnaire/${first}` : "/tasks", texts: opened.config.texts(...LIST_TEXT_PREFIXES) };
}

export async function loadQuestionnaireComplete(request: Request, context: AppLoadContext) {
  const opened = await openStudent(request, context, "read");
  const view = studentView(opened);
  const progress = questionnaireProgress(view);
  if (!progress.complete) {
    const first = questionnairePages(view).find((formId) => progress.missing.includes(formId));
    throw redirect(first ? `/questionnaire/${first}` : "/questionnaire");
  }
  return { texts: opened.config.texts(...LIST_TEXT_PREFIXES) };
}
