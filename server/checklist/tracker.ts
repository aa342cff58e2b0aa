// The CAS tracker (002 §3.6, §4.4) for a student: rules/ computes the step and progress from the
// record's tracker summary (`casTracker`), its CAS status (or pipeline stage) and whether the
// tasks are complete; the time of first completion is recorded when a save completes them.
import { casTracker, type CasTrackerState, type CasTrackerSummary } from "../../rules";
import type { Services } from "../services";
import { todayIn } from "../time";
import { uploadsByType } from "./documents";
import type { StudentContext } from "./student";
import { casStatusOf, taskRows, tasksComplete } from "./tasks";

export function trackerSummaryOf(student: Record<string, unknown>): CasTrackerSummary {
  const stored = student.casTracker && typeof student.casTracker === "object" ? (student.casTracker as CasTrackerSummary) : {};
  return { ...stored, cas_status: stored.cas_status ?? casStatusOf(student) };
}

export async function casTrackerOf(services: Services, loaded: StudentContext): Promise<CasTrackerState> {
  const summary = trackerSummaryOf(loaded.student);
  if (summary.isTasksComplete !== true) {
    const rows = taskRows(loaded, await uploadsByType(services, loaded));
    summary.isTasksComplete = tasksComplete(loaded, rows);
  }
  return casTracker(summary, loaded.today);
}

/** After a save: the first time the tasks are complete, remember when (the tracker's reviewing curve starts then). */
export async function noteTasksComplete(services: Services, loaded: StudentContext): Promise<void> {
  const student = await services.repositories.students.findById(loaded.tenant, loaded.student._id);
  if (!student || trackerSummaryOf(student).tasksCompleteAt) return;
  const current = { ...loaded, student };
  if (!tasksComplete(current, taskRows(current, await uploadsByType(services, current)))) return;
  await services.repositories.students.update(loaded.tenant, student._id, {
    $set: { "casTracker.isTasksComplete": true, "casTracker.tasksCompleteAt": services.clock().toISOString() },
  });
}

/** The tracker for the home page: the student's own record, with the configuration and "today" of their university. */
export async function casTrackerForHome(services: Services, user: StudentContext["user"], student: StudentContext["student"]): Promise<CasTrackerState> {
  const tenant = user.tenant as string;
  const config = (await services.configs.current(tenant)).prepared;
  const today = todayIn(services.clock(), String(config.rules.settings.timeZone ?? "Europe/London"));
  return casTrackerOf(services, { user, tenant, student, config, today });
}
