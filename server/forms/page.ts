// What a form page sends the browser: the renderer's schema and uiSchema for the visible fields,
// the answers the viewer may see, the errors to show and the page's upload slot, all from rules/' evaluation.
import { withoutHiddenAnswers, type PageEvaluation } from "../../rules";
import type { ClientPageRef } from "../../rules/pages/client-page";

export interface FormPage {
  formId: string;
  title: string;
  schema: Record<string, unknown>;
  uiSchema: Record<string, unknown>;
  formData: Record<string, unknown>;
  errors: Array<{ path: string; message: string }>;
  upload: { documentType: string } | null;
  /** Where the browser finds the page's rules, and the record's slice they read (decided again by the server on save). */
  client: ClientPageRef | null;
}

export interface PageNotice {
  path: string;
  message: string;
}

/**
 * The page as drawn; `showErrors` after a submission (a page opened fresh shows none). `staffView`:
 * the viewer is the university's staff, who read the whole record, so a field hidden only until an
 * answer shows it (an offer's conditions until the new status is chosen) keeps its value in the page.
 */
export function formPageOf(evaluation: PageEvaluation, options: { showErrors: boolean; client?: ClientPageRef | null; staffView?: boolean }): FormPage {
  return {
    formId: evaluation.formId,
    title: evaluation.title,
    schema: evaluation.schema,
    uiSchema: evaluation.uiSchema,
    // Anyone else's form carries no value of a field hidden from them (decision 0015).
    formData: options.staffView ? evaluation.answers : withoutHiddenAnswers(evaluation.states, evaluation.answers),
    errors: options.showErrors ? evaluation.errors.map(({ path, message }) => ({ path, message })) : [],
    upload: evaluation.upload,
    client: options.client ?? null,
  };
}

export const noticesOf = (evaluation: PageEvaluation): PageNotice[] => evaluation.notices.map(({ path, message }) => ({ path, message }));

/** Catalogue texts a uiSchema names (e.g. a repeatable group's `addLabel`). */
export function textsNamedIn(messages: Record<string, { text: string }>, uiSchema: unknown): Record<string, string> {
  const texts: Record<string, string> = {};
  const visit = (node: unknown) => {
    if (typeof node === "string" && Object.hasOwn(messages, node)) texts[node] = messages[node].text;
    else if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === "object") Object.values(node).forEach(visit);
  };
  visit(uiSchema);
  return texts;
}
