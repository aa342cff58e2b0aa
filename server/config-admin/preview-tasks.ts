// The preview's task list (issue 20 item 4): the chosen person's tasks and their statuses as the
// draft would show them on their task list: the application's task lists for an applicant's
// form, the checklist's tasks for a student's.
import { TASK_BADGE_KEYS, applicationTaskGroups, type PreparedConfig } from "../../rules";
import { studentTaskRows } from "../../rules/checklist/tasks";
import { uploadsByType } from "../checklist/documents";
import type { EntityRecord } from "../repositories";
import type { Services } from "../services";

export interface PreviewTask {
  title: string;
  statusKey: string;
}

export async function previewTasks(
  services: Services,
  input: { tenant: string; config: PreparedConfig; kind: string; record: EntityRecord; today: string; role: string },
): Promise<PreviewTask[]> {
  const { config, kind, record, today, role } = input;
  if (kind === "application" || kind === "your-information") {
    return applicationTaskGroups(config, kind, record, { today, role }).flatMap((group) => group.rows.map((row) => ({ title: row.title, statusKey: row.badgeKey })));
  }
  if (kind === "checklist" || kind === "questionnaire") {
    const rows = studentTaskRows({ config, student: record, today, role }, await uploadsByType(services, { tenant: input.tenant, record }));
    return rows.map((row) => ({ title: config.text(row.labelKey), statusKey: TASK_BADGE_KEYS[row.status] }));
  }
  return [];
}
