// The checklist's pages for one student: which exist (enabled sections, visible pages), the
// answers as evaluated (derived and calculated values filled in), each page's completeness, and
// saving a page with an optimistic version check and an audit entry.
import { evaluate, validateForm, type EvaluationContext } from "../../rules";
import { truthy } from "../../rules/jsonlogic/truthy";
import { checklistCompletion, checklistPages, type ChecklistPageRef } from "../../rules/checklist/navigation";
import { applyDerived } from "../../rules/forms/derived";
import { isPageVisible } from "../../rules/forms/page-visibility";
import { sectionData } from "../forms/evaluate-record";
import { promotedUpdate } from "../forms/page";
import type { Services } from "../services";
import type { PreparedConfig } from "../tenant-config/prepared";
import { checklistDefinition, sectionStatuses } from "./config";
import { applyCalculations } from "./funding";
import { evaluationOf, sectionsOf, type StudentContext } from "./student";

/** The answers a page is evaluated with: the student's (or the submitted) data with derived and calculated values. */
export function prepareAnswers(config: PreparedConfig, formId: string, data: unknown, context: EvaluationContext): Record<string, unknown> {
  const derived = applyDerived(config.form(formId).definition, data, context);
  return applyCalculations(config, formId, derived, context);
}

export function isFormVisibleFor(loaded: StudentContext, formId: string, student: Record<string, unknown> = loaded.student): boolean {
  if (!loaded.config.hasForm(formId)) return false;
  return isPageVisible(loaded.config.form(formId).definition, sectionData(student, formId), evaluationOf(loaded, student));
}

/** The scope of section and task conditions: { sections: section statuses, settings, student }. */
export function taskScope(loaded: StudentContext, student: Record<string, unknown> = loaded.student) {
  return { sections: sectionStatuses(loaded.config), settings: loaded.config.rules.settings, student };
}

export function checklistPagesFor(loaded: StudentContext, student: Record<string, unknown> = loaded.student): ChecklistPageRef[] {
  const scope = taskScope(loaded, student);
  return checklistPages(
    checklistDefinition(loaded.config),
    (condition) => truthy(evaluate(condition, scope)),
    (formId) => isFormVisibleFor(loaded, formId, student),
  );
}

export function questionnairePagesFor(loaded: StudentContext, student: Record<string, unknown> = loaded.student): string[] {
  return (checklistDefinition(loaded.config).questionnaire?.pages ?? []).filter((formId) => isFormVisibleFor(loaded, formId, student));
}

export interface PageState {
  formId: string;
  saved: boolean;
  errorCount: number;
}

export function pageState(loaded: StudentContext, formId: string, student: Record<string, unknown> = loaded.student): PageState {
  const saved = sectionsOf(student)[formId] !== undefined;
  if (!saved) return { formId, saved, errorCount: 0 };
  const context = evaluationOf(loaded, student);
  const data = prepareAnswers(loaded.config, formId, sectionData(student, formId), context);
  return { formId, saved, errorCount: validateForm(loaded.config.form(formId), data, context).errors.length };
}

export function checklistProgress(loaded: StudentContext, student: Record<string, unknown> = loaded.student) {
  const pages = checklistPagesFor(loaded, student);
  const states = pages.map((page) => pageState(loaded, page.formId, student));
  return { pages, states, ...checklistCompletion(states) };
}

export function questionnaireProgress(loaded: StudentContext, student: Record<string, unknown> = loaded.student) {
  const pages = questionnairePagesFor(loaded, student);
  return checklistCompletion(pages.map((formId) => pageState(loaded, formId, student)));
}

/** Stores a page's answers (and the answers it promotes); throws VersionConflictError on a stale version. */
export async function savePage(services: Services, loaded: StudentContext, formId: string, data: Record<string, unknown>, expectedVersion: number) {
  const now = services.clock().toISOString();
  const updated = await services.repositories.students.update(
    loaded.tenant,
    loaded.student._id,
    promotedUpdate(loaded.config, formId, data, { [`sections.${formId}`]: data, updatedAt: now }),
    expectedVersion,
  );
  await services.repositories.auditLog.insert(loaded.tenant, {
    at: now,
    actorId: loaded.user.id,
    action: "section.save",
    entity: "students",
    entityId: loaded.student._id,
    details: { section: formId },
  });
  return updated;
}
