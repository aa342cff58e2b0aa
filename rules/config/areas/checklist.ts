// The student's CAS checklist (002 §1, §2.1): the consent page, sections of pages (a page may
// have steps), the summary's wording, the pre-CAS questionnaire and the dialogs. A section's
// `enabledWhen` reads { sections, settings, student }.
import { childLocation } from "../../problems";
import type { ChecklistArea, ChecklistPageDefinition, ChecklistSummaryKeys, QuestionnaireDefinition } from "../../types";
import type { AreaCompiler, Condition } from "../conditions";
import { keyMismatch, orderedEntries } from "../keyed-items";

export interface CompiledChecklistSection {
  id: string;
  number: number;
  titleKey: string;
  enabledWhen: Condition;
  pages: readonly ChecklistPageDefinition[];
}

export interface CompiledChecklistArea {
  consent: { form: string } | null;
  sections: readonly CompiledChecklistSection[];
  summary: ChecklistSummaryKeys;
  questionnaire: QuestionnaireDefinition | null;
  dialogs: readonly string[];
}

export function compileChecklistArea(area: ChecklistArea, compiler: AreaCompiler): CompiledChecklistArea {
  const location = "checklist";
  if (area.consent) compiler.requireForm(area.consent.form, "checklist.consent.form");
  const ids = new Set<string>();
  // Keyed by section id (decisions 0035, 0093), shown in their order.
  const sections = orderedEntries(area.sections).map(([key, section]) => {
    const at = childLocation(childLocation(location, "sections"), key);
    const misnamed = keyMismatch("section id", section.id, key);
    if (misnamed) compiler.problem(at, misnamed);
    else if (ids.has(section.id)) compiler.problem(childLocation(at, "id"), `duplicate section id "${section.id}"`);
    ids.add(section.id);
    compiler.requireMessage(section.titleKey, childLocation(at, "titleKey"));
    section.pages.forEach((page, j) => {
      const pageAt = childLocation(childLocation(at, "pages"), j);
      compiler.requireForm(page.form, childLocation(pageAt, "form"));
      page.steps?.forEach((step, k) => compiler.requireForm(step, childLocation(childLocation(pageAt, "steps"), k)));
    });
    return { id: section.id, number: section.number, titleKey: section.titleKey, enabledWhen: compiler.condition(section.enabledWhen, childLocation(at, "enabledWhen"), true), pages: section.pages };
  });
  for (const [name, key] of Object.entries(area.summary ?? {})) compiler.requireMessage(key, childLocation("checklist.summary", name));
  const questionnaire = area.questionnaire ?? null;
  if (questionnaire) {
    for (const name of ["titleKey", "startKey", "completeKey"] as const) compiler.requireMessage(questionnaire[name], childLocation("checklist.questionnaire", name));
    questionnaire.pages.forEach((formId, i) => compiler.requireForm(formId, childLocation("checklist.questionnaire.pages", i)));
  }
  (area.dialogs ?? []).forEach((formId, i) => compiler.requireForm(formId, childLocation("checklist.dialogs", i)));
  return { consent: area.consent ?? null, sections, summary: area.summary ?? {}, questionnaire, dialogs: area.dialogs ?? [] };
}
