// The student's CAS checklist (002 §1-§2): welcome, consent, every section page and step, the
// summary, and the pre-CAS questionnaire. Every page is a form of the university's published
// configuration drawn by the generic renderer; the record is always the signed-in student's own.
import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { validateForm } from "../../rules";
import type { ChecklistPageRef } from "../../rules/checklist/navigation";
import type { FundingSummary } from "../../rules/domain/funding-summary";
import { notFound } from "../../server/auth/guards";
import { checklistDefinition } from "../../server/checklist/config";
import { checklistPagesFor, checklistProgress, prepareAnswers, questionnairePagesFor, questionnaireProgress, savePage } from "../../server/checklist/pages";
import { evaluationOf, loadStudent, sectionsOf, type StudentContext } from "../../server/checklist/student";
import { noteTasksComplete } from "../../server/checklist/tracker";
import { sectionData } from "../../server/forms/evaluate-record";
import { buildFormPage, checkSubmission } from "../../server/forms/page";
import { readJsonObject } from "../../server/http/json-body";
import { VersionConflictError } from "../../server/store/port";
import { uploadControlRules } from "../../server/uploads/limits";
import { listUploads, summaryOf, type UploadSummary } from "../../server/uploads/uploads";

export type ChecklistArea = "checklist" | "questionnaire";

const PAGE_TEXT_PREFIXES = ["form.", "uploads.", "checklist."];
const LIST_TEXT_PREFIXES = ["checklist.", "tasks."];

interface AreaPage {
  formId: string;
  section: { number: number | null; titleKey: string | null } | null;
}

function areaPages(loaded: StudentContext, area: ChecklistArea, student: Record<string, unknown> = loaded.student): AreaPage[] {
  if (area === "questionnaire") return questionnairePagesFor(loaded, student).map((formId) => ({ formId, section: null }));
  return checklistPagesFor(loaded, student).map((page: ChecklistPageRef) => ({
    formId: page.formId,
    section: page.sectionNumber === null ? null : { number: page.sectionNumber, titleKey: page.sectionTitleKey },
  }));
}

const areaUrl = (area: ChecklistArea, formId: string) => `/${area}/${formId}`;
const areaEnd = (area: ChecklistArea) => (area === "checklist" ? "/checklist/summary" : "/questionnaire/complete");
const areaBack = (area: ChecklistArea) => (area === "checklist" ? "/checklist" : "/questionnaire");

/** Catalogue texts a uiSchema names (e.g. a repeatable group's `addLabel`). */
function textsNamedIn(loaded: StudentContext, uiSchema: unknown): Record<string, string> {
  const texts: Record<string, string> = {};
  const visit = (node: unknown) => {
    if (typeof node === "string" && loaded.config.messages[node]) texts[node] = loaded.config.messages[node].text;
    else if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === "object") Object.values(node).forEach(visit);
  };
  visit(uiSchema);
  return texts;
}

async function uploadContext(context: AppLoadContext, loaded: StudentContext) {
  const existing: Record<string, UploadSummary[]> = {};
  for (const upload of await listUploads(context.services, loaded.tenant, loaded.student._id)) (existing[upload.documentType] ??= []).push(summaryOf(upload));
  return { endpoint: "/uploads", recordKind: "students", recordId: loaded.student._id, rules: uploadControlRules(loaded.config), existing };
}

/** The page as drawn: answers with derived and calculated values, notices, and the funding summary when the page has one. */
function drawPage(loaded: StudentContext, formId: string, data: unknown, errors: Parameters<typeof buildFormPage>[4] = []) {
  const context = evaluationOf(loaded);
  const prepared = prepareAnswers(loaded.config, formId, data, context);
  const { notices } = validateForm(loaded.config.form(formId), prepared, context);
  const built = buildFormPage(loaded.config, formId, prepared, context, errors);
  const page = built;
  const summary = prepared.fundingSummary && typeof prepared.fundingSummary === "object" ? (prepared.fundingSummary as FundingSummary) : null;
  const derivedPaths = Object.keys(loaded.config.form(formId).definition.derived ?? {}).filter((path) => !path.includes("."));
  const derived = Object.fromEntries(derivedPaths.map((path) => [path, prepared[path] ?? null]));
  return { page, notices: notices.map(({ path, message }) => ({ path, message })), funding: summary, derived };
}

function findPage(loaded: StudentContext, area: ChecklistArea, formId: string | undefined): AreaPage {
  const page = formId ? areaPages(loaded, area).find((candidate) => candidate.formId === formId) : undefined;
  if (!page) throw notFound();
  return page;
}

export async function loadWelcome(request: Request, context: AppLoadContext) {
  const loaded = await loadStudent(request, context, "read");
  const progress = checklistProgress(loaded);
  const first = progress.pages.find((page) => progress.missing.includes(page.formId)) ?? progress.pages[0];
  const definition = checklistDefinition(loaded.config);
  return {
    givenName: String(loaded.student.givenName ?? ""),
    universityName: String(loaded.config.rules.settings.universityName ?? ""),
    started: progress.started,
    complete: progress.complete,
    startUrl: progress.complete ? "/checklist/summary" : first ? `/checklist/${first.formId}` : "/checklist/summary",
    sections: definition.sections
      .map((section) => ({ id: section.id, number: section.number, titleKey: section.titleKey, pages: progress.pages.filter((page) => page.sectionId === section.id && !page.stepOf).length }))
      .filter((section) => section.pages > 0),
    texts: loaded.config.texts(...LIST_TEXT_PREFIXES),
  };
}

export async function loadChecklistPage(request: Request, context: AppLoadContext, formId: string | undefined, area: ChecklistArea) {
  const loaded = await loadStudent(request, context, "read");
  const found = findPage(loaded, area, formId);
  const drawn = drawPage(loaded, found.formId, sectionData(loaded.student, found.formId));
  const pages = areaPages(loaded, area);
  return {
    ...drawn,
    area,
    section: found.section,
    position: { index: pages.findIndex((page) => page.formId === found.formId) + 1, count: pages.length },
    upload: await uploadContext(context, loaded),
    version: loaded.student._version,
    backUrl: areaBack(area),
    currentYear: Number(loaded.today.slice(0, 4)),
    texts: { ...loaded.config.texts(...PAGE_TEXT_PREFIXES), ...textsNamedIn(loaded, drawn.page.uiSchema) },
  };
}

/**
 * POST of a page: `{ data, version, intent }`. intent "refresh" redraws for the answers so far
 * (fields appearing, derived values, the funding summary, notices) and stores nothing. Otherwise
 * the same rules decide: 422 keeps the answers with the errors, 409 refuses a stale save, and a
 * good save goes on to the next page (after the last: the summary or the questionnaire's end).
 */
export async function submitChecklistPage(request: Request, context: AppLoadContext, formId: string | undefined, area: ChecklistArea) {
  const loaded = await loadStudent(request, context, "update");
  const found = findPage(loaded, area, formId);
  const body = await readJsonObject(request);
  const data = body.data && typeof body.data === "object" && !Array.isArray(body.data) ? body.data : {};
  if (body.intent === "refresh") return Response.json({ ...drawPage(loaded, found.formId, data), refreshed: true });
  const evaluation = evaluationOf(loaded);
  const prepared = prepareAnswers(loaded.config, found.formId, data, evaluation);
  const submission = checkSubmission(loaded.config, found.formId, prepared, evaluation);
  if (!submission.ok) return Response.json(drawPage(loaded, found.formId, data, submission.errors), { status: 422 });
  const { services } = context;
  let saved: Record<string, unknown> | null;
  try {
    saved = await savePage(services, loaded, found.formId, submission.data, typeof body.version === "number" ? body.version : -1);
  } catch (error) {
    if (!(error instanceof VersionConflictError)) throw error;
    return Response.json(
      { ...drawPage(loaded, found.formId, data), conflict: loaded.config.texts("form.staleSave")["form.staleSave"], version: error.actualVersion },
      { status: 409 },
    );
  }
  await noteTasksComplete(services, loaded);
  // A group's own save button: stored, and the page stays (with the version just written).
  if (body.stay === true) return Response.json({ ...drawPage(loaded, found.formId, data), saved: true, version: saved?._version });
  // The next page of the record as saved: an answer may show or hide pages after this one.
  const pages = areaPages(loaded, area, saved ?? { ...loaded.student, sections: { ...sectionsOf(loaded.student), [found.formId]: submission.data } });
  const index = pages.findIndex((page) => page.formId === found.formId);
  const next = index >= 0 ? pages[index + 1] : undefined;
  return redirect(next ? areaUrl(area, next.formId) : areaEnd(area));
}

export async function loadSummary(request: Request, context: AppLoadContext) {
  const loaded = await loadStudent(request, context, "read");
  const progress = checklistProgress(loaded);
  const missing = progress.pages
    .filter((page) => progress.missing.includes(page.formId))
    .map((page) => ({
      formId: page.formId,
      title: String(loaded.config.form(page.formId).definition.title ?? page.formId),
      sectionTitleKey: page.sectionTitleKey,
      href: `/checklist/${page.formId}`,
      started: progress.states.find((state) => state.formId === page.formId)?.saved ?? false,
    }));
  return { complete: progress.complete, missing, texts: loaded.config.texts(...LIST_TEXT_PREFIXES) };
}

export async function loadQuestionnaireStart(request: Request, context: AppLoadContext) {
  const loaded = await loadStudent(request, context, "read");
  const pages = questionnairePagesFor(loaded);
  const progress = questionnaireProgress(loaded);
  const first = pages.find((formId) => progress.missing.includes(formId)) ?? pages[0];
  return { pages: pages.length, complete: progress.complete, startUrl: first ? `/questionnaire/${first}` : "/tasks", texts: loaded.config.texts(...LIST_TEXT_PREFIXES) };
}

export async function loadQuestionnaireComplete(request: Request, context: AppLoadContext) {
  const loaded = await loadStudent(request, context, "read");
  const progress = questionnaireProgress(loaded);
  if (!progress.complete) {
    const first = questionnairePagesFor(loaded).find((formId) => progress.missing.includes(formId));
    throw redirect(first ? `/questionnaire/${first}` : "/questionnaire");
  }
  return { texts: loaded.config.texts(...LIST_TEXT_PREFIXES) };
}
