// The applicant's task lists (000 §2, §4): the configured groups that apply to the record, each
// form-backed task with the status its saved answers give it. Pure: record, "today" and role in.
import type { CompiledTaskGroup } from "../config/areas/application";
import type { PreparedConfig } from "../config/prepared-config";
import { truthy } from "../jsonlogic/truthy";
import { TASK_BADGE_KEYS, canOpenTask, sectionTaskStatus, type TaskStatus } from "../tasks/task-status";
import { isSaved, pageErrorCount, sectionData } from "./evaluate-page";

export type ApplicationListArea = "application" | "your-information";

export interface ApplicationTaskRow {
  formId: string;
  title: string;
  status: TaskStatus;
  badgeKey: string;
  canOpen: boolean;
}

export interface ApplicationTaskGroup {
  titleKey: string;
  rows: ApplicationTaskRow[];
}

interface Options {
  today: string;
  role: string;
  /** Document types whose latest document on the record the university rejected (asking for another). */
  rejectedDocumentTypes?: ReadonlySet<string>;
}

/** The document types a form's upload questions take (`ui:options.documentType`). */
export function documentTypesOf(config: PreparedConfig, formId: string): string[] {
  const found: string[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) {
        if (key === "documentType" && typeof value === "string") found.push(value);
        else visit(value);
      }
    }
  };
  visit(config.form(formId).definition.ui?.uiSchema);
  return found;
}

/**
 * The page's error count, or null when what is stored for it is not a set of answers (a record
 * written by an import or by hand) or cannot be evaluated: its state is Unknown, not an error list.
 */
function errorCountOrNull(config: PreparedConfig, formId: string, record: Record<string, unknown>, options: Options): number | null {
  const sections = record.sections as Record<string, unknown> | undefined;
  const stored = isSaved(record, formId) ? sections?.[formId] : {};
  if (!stored || typeof stored !== "object" || Array.isArray(stored)) return null;
  try {
    return pageErrorCount(config, formId, record, options);
  } catch {
    return null;
  }
}

/** The groups of a list that apply to the record (a group's `visible` over { settings, application }). */
export function visibleTaskGroups(config: PreparedConfig, area: ApplicationListArea, record: Record<string, unknown>): CompiledTaskGroup[] {
  const groups = area === "application" ? config.areas.application.taskGroups : config.areas.application.yourInformationGroups;
  const scope = { settings: config.settings, application: record };
  return groups.filter((group) => truthy(group.visible(scope)));
}

/** Whether the form is a task of the list for this record (its page exists). */
export function isTaskOf(config: PreparedConfig, area: ApplicationListArea, formId: string, record: Record<string, unknown>): boolean {
  return config.hasForm(formId) && visibleTaskGroups(config, area, record).some((group) => group.tasks.includes(formId));
}

export function applicationTaskGroups(config: PreparedConfig, area: ApplicationListArea, record: Record<string, unknown>, options: Options): ApplicationTaskGroup[] {
  const lockedWhen = config.areas.application.lockedWhen;
  const statuses: Record<string, TaskStatus> = {};
  return visibleTaskGroups(config, area, record).map((group) => ({
    titleKey: group.title,
    rows: group.tasks
      .filter((formId) => config.hasForm(formId))
      .map((formId) => {
        const lock = lockedWhen.get(formId);
        const locked = lock !== undefined && truthy(lock({ record: sectionData(record, formId), application: record, settings: config.settings, tasks: statuses }));
        const requested = !!options.rejectedDocumentTypes?.size && documentTypesOf(config, formId).some((type) => options.rejectedDocumentTypes?.has(type));
        const status = sectionTaskStatus({ locked, lockable: lock !== undefined, saved: isSaved(record, formId), errorCount: errorCountOrNull(config, formId, record, options), requested });
        statuses[formId] = status;
        return { formId, title: config.formTitle(formId), status, badgeKey: TASK_BADGE_KEYS[status], canOpen: canOpenTask(status) };
      }),
  }));
}

/** The form after this one in the record's task lists, for 'Save & Continue'. */
export function nextTask(config: PreparedConfig, area: ApplicationListArea, record: Record<string, unknown>, formId: string): string | null {
  const order = visibleTaskGroups(config, area, record).flatMap((group) => group.tasks);
  const index = order.indexOf(formId);
  return index >= 0 && index < order.length - 1 ? order[index + 1] : null;
}
