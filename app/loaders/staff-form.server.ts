// A staff form's post answered over HTTP: the page-submit protocol (submit-page.server.ts) over the
// staff-form pipeline (server/forms/staff-form.ts), then back to where the form was opened from.
import { redirect } from "@remix-run/node";
import { StaffFormRefusedError, evaluateStaffForm, recheckStaffForm, redrawnStaffForm, type StaffForm, type StaffFormScope } from "../../server/forms/staff-form";
import { readPageSubmission } from "../../server/http/page-submission";
import { submitPage } from "./submit-page.server";

/** A person's page on the staff side, where their staff forms return. */
export const personUrl = (userId: string) => `/students/${encodeURIComponent(userId)}`;

/** A post of the page: redrawn, refused with what to fix (422) or as stale (409), or saved and on to the form's next page or `doneUrl`. */
export async function submitStaffForm(request: Request, opened: StaffFormScope, form: StaffForm, doneUrl: string): Promise<Response> {
  const submission = await readPageSubmission(request, opened.config.form(form.formId).renderPlan);
  return answeringRefusal(submitPage({
    config: opened.config,
    submission,
    evaluation: evaluateStaffForm(opened, form, submission.data),
    draw: (evaluation, showErrors) => redrawnStaffForm(opened, evaluation, showErrors),
    recheck: (evaluation) => recheckStaffForm(form, evaluation),
    save: (answers, version) => form.save(answers, version),
    next: (saved) => redirect(saved?.next ?? doneUrl),
  }));
}

/** A form refused with words (StaffFormRefusedError) is thrown as a 409 with them; anything else goes on. */
export async function answeringRefusal<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof StaffFormRefusedError) throw Response.json({ problem: error.problem }, { status: 409 });
    throw error;
  }
}
