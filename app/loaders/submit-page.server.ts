// The page-submit protocol's HTTP answers, one place for every form page (decision 0034): a redraw
// (200, `refreshed`), answers to fix (422, the page with its errors), a refused save (409: closed,
// or stale with the record's version), a failed store (503), or the page's own way on after a save.
// What each post comes to is decided in server/forms/page-submit.ts.
import type { PageEvaluation, PreparedConfig } from "../../rules";
import { decidePageSubmit, type PageSave } from "../../server/forms/page-submit";
import type { PageSubmission } from "../../server/http/page-submission";

export interface PageSubmit<Saved> extends PageSave<Saved> {
  config: Pick<PreparedConfig, "text">;
  submission: PageSubmission;
  evaluation: PageEvaluation;
  /** The page as the browser redraws it (the form, notices, a summary), with or without its errors. */
  draw(evaluation: PageEvaluation, showErrors: boolean): Record<string, unknown>;
  /** The answer after a save: on to the next page, or the page staying. */
  next(saved: Saved, evaluation: PageEvaluation): Response | Promise<Response>;
  /** False where a refused save answers only why (a dialog keeps the page it posted). */
  redrawRefused?: boolean;
}

export async function submitPage<Saved>(page: PageSubmit<Saved>): Promise<Response> {
  const outcome = await decidePageSubmit(page.submission, page.evaluation, page);
  const refused = (conflict: string, status: number, version?: number) =>
    Response.json({ ...(page.redrawRefused === false ? {} : page.draw(outcome.evaluation, false)), conflict, ...(version === undefined ? {} : { version }) }, { status });
  switch (outcome.kind) {
    case "redrawn":
      // A stored file's Remove without JavaScript: the page again, asking at that file (decision 0087).
      return Response.json({ ...page.draw(outcome.evaluation, false), refreshed: true, ...(page.submission.askRemoveUpload ? { confirmRemoval: page.submission.askRemoveUpload } : {}) });
    case "invalid":
      return Response.json(page.draw(outcome.evaluation, true), { status: 422 });
    case "closed":
      return refused(page.config.text(outcome.messageKey), 409);
    case "stale":
      return refused(page.config.text("form.staleSave"), 409, outcome.version);
    case "failed":
      return refused(page.config.text(outcome.messageKey), 503);
    case "saved":
      return page.next(outcome.saved, outcome.evaluation);
  }
}
