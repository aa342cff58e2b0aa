// The checklist's pages in order (002 §2.1): the consent page, then each enabled section's
// pages, a page with steps counting each step; hidden pages (a form's top-level `visible`) are
// left out. The caller says which sections are enabled and which forms are visible.
import type { ChecklistDefinition } from "./types";

export interface ChecklistPageRef {
  formId: string;
  /** "consent" for the consent page, otherwise the section's id. */
  sectionId: string;
  sectionNumber: number | null;
  sectionTitleKey: string | null;
  /** The page this form is a step of, when it is one. */
  stepOf: string | null;
}

export function checklistPages(
  definition: ChecklistDefinition,
  isSectionEnabled: (condition: unknown) => boolean,
  isFormVisible: (formId: string) => boolean,
): ChecklistPageRef[] {
  const pages: ChecklistPageRef[] = [];
  if (definition.consent && isFormVisible(definition.consent.form)) {
    pages.push({ formId: definition.consent.form, sectionId: "consent", sectionNumber: null, sectionTitleKey: null, stepOf: null });
  }
  for (const section of definition.sections) {
    if (section.enabledWhen !== undefined && !isSectionEnabled(section.enabledWhen)) continue;
    for (const page of section.pages) {
      if (!isFormVisible(page.form)) continue;
      const steps = page.steps?.length ? page.steps : [page.form];
      for (const step of steps) {
        if (step !== page.form && !isFormVisible(step)) continue;
        pages.push({ formId: step, sectionId: section.id, sectionNumber: section.number, sectionTitleKey: section.titleKey, stepOf: step === page.form ? null : page.form });
      }
    }
  }
  return pages;
}

/** The page after `formId`, or null after the last (the summary follows). */
export function nextPage(pages: readonly ChecklistPageRef[], formId: string): ChecklistPageRef | null {
  const index = pages.findIndex((page) => page.formId === formId);
  return index >= 0 && index < pages.length - 1 ? pages[index + 1] : null;
}

export interface PageProgress {
  formId: string;
  saved: boolean;
  errorCount: number;
}

/** The summary: complete when every page is saved without errors; otherwise the pages still missing. */
export function checklistCompletion(progress: readonly PageProgress[]): { complete: boolean; missing: string[]; started: boolean } {
  const missing = progress.filter((page) => !page.saved || page.errorCount > 0).map((page) => page.formId);
  return { complete: missing.length === 0, missing, started: progress.some((page) => page.saved) };
}
