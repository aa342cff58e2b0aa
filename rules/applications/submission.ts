// An application's status and its submission (000 §4, 001 §4; issue 16; decision 0815), pure:
// whether every task of the application is complete, the status a save leaves it in, whether it
// may still be changed or submitted, and what stops a submission. The rules are the university's
// (application.submission, compiled at publish).
import type { PreparedConfig } from "../config/prepared-config";
import { applicationTaskGroups } from "../pages/application-tasks";
import { truthy } from "../jsonlogic/truthy";
import { writableFields } from "./agent-applications";

type Application = Record<string, unknown>;
interface Options {
  today: string;
  role: string;
}

function tasksOf(config: PreparedConfig, application: Application, options: Options) {
  return applicationTaskGroups(config, "application", application, options).flatMap((group) => group.rows);
}

/** Every task of the application's list is Complete. */
export function isApplicationComplete(config: PreparedConfig, application: Application, options: Options): boolean {
  return tasksOf(config, application, options).every((task) => task.status === "Complete");
}

const scope = (application: Application, complete: boolean) => ({ application, complete });

/** The status after a save, with the saved answers already in `application`. */
export function statusAfterSave(config: PreparedConfig, application: Application, options: Options): unknown {
  const status = config.areas.application.submission.statusAfterSave(scope(application, isApplicationComplete(config, application, options)));
  return status ?? application.applicationStatus;
}

export function isEditable(config: PreparedConfig, application: Application): boolean {
  return truthy(config.areas.application.submission.editable(scope(application, false)));
}

export interface SubmissionCheck {
  allowed: boolean;
  /** The first task that still needs answers, and what to say. */
  incomplete: { formId: string; message: string } | null;
}

/** Whether the application may be submitted now, re-running every section's rules. */
export function submissionCheck(config: PreparedConfig, application: Application, options: Options): SubmissionCheck {
  const submission = config.areas.application.submission;
  const tasks = tasksOf(config, application, options);
  const first = tasks.find((task) => task.status !== "Complete");
  const complete = !first;
  const incomplete = first ? { formId: first.formId, message: config.text(submission.incompleteMessage, { section: first.title }) } : null;
  return { allowed: truthy(submission.canSubmit(scope(application, complete))), incomplete };
}

/** What submitting writes to the application: the university's submitted status, and when (the status and when it changed). */
export function submittedFields(config: PreparedConfig, at: string): Record<string, unknown> {
  return { applicationStatus: config.areas.application.submission.submittedStatus, submittedAt: at, [STATUS_CHANGED_AT]: at };
}

/** When the application's status last changed: the reminders about a status (submit your application) count from it (decision 0030). */
export const STATUS_CHANGED_AT = "applicationStatusUpdatedAt";

/** What a save writes besides its answers when it changes the application's status (`status`, from statusAfterSave): the status and when. */
export function statusChangeFields(application: Application, status: unknown, at: string): Record<string, unknown> {
  return status !== undefined && status !== application.applicationStatus ? { applicationStatus: status, [STATUS_CHANGED_AT]: at } : {};
}

/**
 * The offers a submission opens (001 §2 'Applied': the staff lists hold an application's courses
 * as offers): one per item the university's rule names (its programme choices), each with the
 * fields its rules give. `at` is the submission's time.
 */
export function offersOnSubmission(config: PreparedConfig, application: Application, at: string): Array<Record<string, unknown>> {
  const rule = config.areas.application.submission.offers;
  if (!rule) return [];
  const items = rule.forEach({ application });
  if (!Array.isArray(items)) return [];
  const coursesById = Object.fromEntries((config.settings.courses ?? []).map((course) => [course.id, course]));
  return items.map((item) => {
    const fields: Record<string, unknown> = {};
    for (const [field, value] of rule.fields) {
      const result = value({ application, item, coursesById, now: at });
      if (result !== null && result !== undefined && result !== "") fields[field] = result;
    }
    return writableFields(fields);
  });
}

/** The application's status after one of its offers changed (staff decisions, the applicant's answer); null: as it is. */
export function statusAfterOfferChange(config: PreparedConfig, application: Application, offer: Record<string, unknown>): string | null {
  const status = config.areas.application.submission.statusFromOffer({ application, offer });
  return typeof status === "string" && status !== "" && status !== application.applicationStatus ? status : null;
}

/**
 * Whether an application at its status has every section complete: a status a save gives only to
 * complete answers (Completed), or one after submission (no longer editable). Demo data at such a
 * status is given complete answers (issue 39).
 */
export function statusMeansComplete(config: PreparedConfig, application: Application): boolean {
  if (!isEditable(config, application)) return true;
  const after = (complete: boolean) => config.areas.application.submission.statusAfterSave(scope(application, complete));
  return after(true) === application.applicationStatus && after(false) !== application.applicationStatus;
}
