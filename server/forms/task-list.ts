// The applicant's task lists (tenant-configs/_defaults/application.json): each form-backed task
// with the status rules/ computes from the saved answers and the configuration.
import { evaluate, formTaskStatus, TASK_BADGE_KEYS, canOpenTask, validateForm, type TaskStatus } from "../../rules";
import type { PreparedConfig } from "../tenant-config/prepared";
import { contextFor, sectionData } from "./evaluate-record";

export interface TaskGroupDefinition {
  title: string;
  tasks: string[];
  /** JSON-Logic over { settings, application }; a group that is not visible is left out. */
  visible?: unknown;
}

export interface TaskRow {
  formId: string;
  title: string;
  status: TaskStatus;
  badgeKey: string;
  canOpen: boolean;
}

export interface TaskGroup {
  titleKey: string;
  rows: TaskRow[];
}

interface ApplicationSettings {
  taskGroups?: TaskGroupDefinition[];
  yourInformationGroups?: TaskGroupDefinition[];
  lockedWhen?: Record<string, unknown>;
}

export function applicationSettings(config: PreparedConfig): ApplicationSettings {
  return (config.raw.application ?? {}) as ApplicationSettings;
}

/** The groups a record's applicant works through: those whose `visible` condition holds. */
export function visibleGroups(config: PreparedConfig, groups: TaskGroupDefinition[], record: Record<string, unknown>): TaskGroupDefinition[] {
  const data = { settings: config.rules.settings, application: record };
  return groups.filter((group) => group.visible === undefined || Boolean(evaluate(group.visible, data)));
}

export function taskGroups(
  config: PreparedConfig,
  groups: TaskGroupDefinition[],
  record: Record<string, unknown>,
  options: { today: string; role: string },
): TaskGroup[] {
  const context = contextFor(config, record, options);
  const lockedWhen = applicationSettings(config).lockedWhen ?? {};
  const statuses: Record<string, TaskStatus> = {};
  return visibleGroups(config, groups, record).map((group) => ({
    titleKey: group.title,
    rows: group.tasks
      .filter((formId) => config.hasForm(formId))
      .map((formId) => {
        const data = sectionData(record, formId);
        const saved = (record.sections as Record<string, unknown> | undefined)?.[formId] !== undefined;
        const lock = lockedWhen[formId];
        const locked = lock !== undefined && Boolean(evaluate(lock, { record: data, application: context.application, settings: context.settings, tasks: statuses }));
        const errorCount = saved ? validateForm(config.form(formId), data, context).errors.length : 0;
        const status = formTaskStatus({ locked, saved, errorCount });
        statuses[formId] = status;
        return {
          formId,
          title: String(config.form(formId).definition.title ?? formId),
          status,
          badgeKey: TASK_BADGE_KEYS[status],
          canOpen: canOpenTask(status),
        };
      }),
  }));
}

/** The form after this one in the task lists, for 'Save & Continue'. */
export function nextTask(groups: TaskGroupDefinition[], formId: string): string | null {
  const order = groups.flatMap((group) => group.tasks);
  const index = order.indexOf(formId);
  return index >= 0 && index < order.length - 1 ? order[index + 1] : null;
}
