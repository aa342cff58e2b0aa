// The student's task list (002 §2.1, 000 §4): the shared task-list rows, with the CAS tracker above.
import { TaskList } from "../TaskList";
import { textOf } from "../../lib/format-message";
import { CasTracker, type CasTrackerView } from "./CasTracker";

export interface StudentTasksData {
  rows: Array<{ id: string; labelKey: string; dueLabelKey: string | null; hintKey: string | null; status: string; badgeKey: string; href: string | null }>;
  tracker: CasTrackerView;
  texts: Record<string, string>;
}

export function StudentTasks({ data }: { data: StudentTasksData }) {
  const t = (key: string, params?: Record<string, string | number>) => textOf(data.texts, key, params);
  const rows = data.rows.map((row) => ({
    formId: row.id,
    title: row.dueLabelKey ? t("checklist.tasks.due", { task: t(row.labelKey), due: t(row.dueLabelKey) }) : t(row.labelKey),
    status: row.status,
    badgeKey: row.badgeKey,
    canOpen: row.href !== null,
    href: row.href ?? "",
    // A task with no page of its own says what to do (issue 40 item 13).
    ...(row.hintKey ? { hint: t(row.hintKey) } : {}),
  }));
  return (
    <>
      <h1>{t("checklist.app.taskList")}</h1>
      <p>{t("checklist.tasks.intro")}</p>
      <CasTracker tracker={data.tracker} />
      <TaskList groups={[{ titleKey: "checklist.tasks.heading", rows }]} />
    </>
  );
}
