// What a form page's post comes to, decided once for every page (decision 0034): a redraw stores
// nothing; answers the rules refuse are kept unstored; a record closed to changes refuses the save;
// a save from a stale version is refused, never overwriting; otherwise the answers are stored.
// Plain outcomes: the HTTP answer to each is app/'s (app/loaders/submit-page.server.ts).
import type { PageEvaluation } from "../../rules";
import type { PageSubmission } from "../http/page-submission";
import { VersionConflictError } from "../store/port";

export type PageSubmitOutcome<Saved> =
  | { kind: "redrawn"; evaluation: PageEvaluation }
  | { kind: "invalid"; evaluation: PageEvaluation }
  /** The record takes no save now (a submitted application): the catalogue key of why. */
  | { kind: "closed"; evaluation: PageEvaluation; messageKey: string }
  /** Someone saved the record since the page was drawn: the version it now has. */
  | { kind: "stale"; evaluation: PageEvaluation; version: number }
  /** The store failed and nothing was written: the catalogue key of what to tell the person. */
  | { kind: "failed"; evaluation: PageEvaluation; messageKey: string }
  | { kind: "saved"; evaluation: PageEvaluation; saved: Saved };

export interface PageSave<Saved> {
  /** Checks that need the store (an email already in use), run on answers the rules accept. */
  recheck?(evaluation: PageEvaluation): Promise<PageEvaluation>;
  /** The catalogue key of why the record takes no save now, or null when it does. */
  closedBecause?(): string | null;
  /** Stores the answers; throws VersionConflictError when the version is stale. */
  save(storable: Record<string, unknown>, version: number): Promise<Saved>;
  /** A page that tells a failed store rather than failing itself: notes the error, gives the message's key. */
  saveFailed?(error: unknown): string;
}

export async function decidePageSubmit<Saved>(submission: PageSubmission, evaluated: PageEvaluation, page: PageSave<Saved>): Promise<PageSubmitOutcome<Saved>> {
  // A file refused on its way in (posted without JavaScript): the page comes back with why, and,
  // unless the post was only the file's own Upload button, with the rules' problems beside it.
  const problems = submission.problems ?? [];
  if (problems.length) return { kind: "invalid", evaluation: { ...evaluated, errors: submission.intent === "refresh" ? problems : [...problems, ...evaluated.errors] } };
  if (submission.intent === "refresh") return { kind: "redrawn", evaluation: evaluated };
  // A page that takes no answers now says so, whatever was sent: not a list of answers to fix.
  const closed = page.closedBecause?.();
  if (closed) return { kind: "closed", evaluation: evaluated, messageKey: closed };
  const evaluation = evaluated.errors.length === 0 && page.recheck ? await page.recheck(evaluated) : evaluated;
  if (evaluation.errors.length > 0) return { kind: "invalid", evaluation };
  try {
    return { kind: "saved", evaluation, saved: await page.save(evaluation.storable, submission.version) };
  } catch (error) {
    if (error instanceof VersionConflictError) return { kind: "stale", evaluation, version: error.actualVersion };
    if (!page.saveFailed) throw error;
    return { kind: "failed", evaluation, messageKey: page.saveFailed(error) };
  }
}
