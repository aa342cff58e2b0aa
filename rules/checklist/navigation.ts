// The checklist's pages in order (002 §2.1): the consent page, then each enabled section's
// pages, a page with steps counting each step; hidden pages (a form's top-level `visible`) are
// left out. Completeness: every page saved without errors.
import { truthy } from "../jsonlogic/truthy";
import { isFormVisible, isSaved, pageErrorCount } from "../pages/evaluate-page";
import { taskScope, type StudentView } from "./student-view";

export interface ChecklistPageRef {
  formId: string;
  /** "consent" for the consent page, otherwise the section's id. */
  sectionId: string;
  sectionNumber: number | null;
  sectionTitleKey: string | null;
  /** The page this form is a step of, when it is one. */
  stepOf: string | null;
}

const visible = (view: StudentView, formId: string) => isFormVisible(view.config, formId, view.student, view);

export function checklistPages(view: StudentView): ChecklistPageRef[] {
  const checklist = view.config.areas.checklist;
  const pages: ChecklistPageRef[] = [];
  if (checklist.consent && visible(view, checklist.consent.form)) {
    pages.push({ formId: checklist.consent.form, sectionId: "consent", sectionNumber: null, sectionTitleKey: null, stepOf: null });
  }
  const scope = taskScope(view);
  for (const section of checklist.sections) {
    if (!truthy(section.enabledWhen(scope))) continue;
    for (const page of section.pages) {
      if (!visible(view, page.form)) continue;
      const steps = page.steps?.length ? page.steps : [page.form];
      for (const step of steps) {
        if (step !== page.form && !visible(view, step)) continue;
        pages.push({ formId: step, sectionId: section.id, sectionNumber: section.number, sectionTitleKey: section.titleKey, stepOf: step === page.form ? null : page.form });
      }
    }
  }
  return pages;
}

export function questionnairePages(view: StudentView): string[] {
  return (view.config.areas.checklist.questionnaire?.pages ?? []).filter((formId) => visible(view, formId));
}

export interface PageProgress {
  formId: string;
  saved: boolean;
  errorCount: number;
}

export function pageProgress(view: StudentView, formId: string): PageProgress {
  return { formId, saved: isSaved(view.student, formId), errorCount: pageErrorCount(view.config, formId, view.student, view) };
}

/** Complete when every page is saved without errors; otherwise the pages still missing. */
export function checklistCompletion(progress: readonly PageProgress[]): { complete: boolean; missing: string[]; started: boolean } {
  const missing = progress.filter((page) => !page.saved || page.errorCount > 0).map((page) => page.formId);
  return { complete: missing.length === 0, missing, started: progress.some((page) => page.saved) };
}

export function checklistProgress(view: StudentView) {
  const pages = checklistPages(view);
  const states = pages.map((page) => pageProgress(view, page.formId));
  return { pages, states, ...checklistCompletion(states) };
}

export function questionnaireProgress(view: StudentView) {
  return checklistCompletion(questionnairePages(view).map((formId) => pageProgress(view, formId)));
}
