// What one run of an automation writes to its record (decision 0851): tags, the CAS stage (with
// the moments a move stamps, and only where the university's stage rules allow it), set fields
// and the assigned staff member, planned from the record as it is so a run done again writes the
// same. Pure: the time and the staff member chosen are arguments.
import type { PreparedConfig } from "../config/prepared-config";
import { checkStageMove, stageMoveFields } from "../cas/stage-move";
import { plannedChanges, type CompiledAutomation } from "./compile-automations";

export interface PlannedChange {
  path: string;
  from: unknown;
  to: unknown;
}

export interface RunPlan {
  /** Every field the write changes, by dot path, with its value before. */
  changes: PlannedChange[];
  /** The changes the record's history shows (the stage, tags, set fields and assignee, not the moments a move stamps). */
  shownPaths: string[];
  /** What the run could not do, in the university's words. */
  problems: string[];
}

export function valueAt(record: Record<string, unknown>, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), record);
}

export function planRecordChanges(
  config: PreparedConfig,
  automation: Pick<CompiledAutomation, "actions">,
  record: Record<string, unknown>,
  options: { at: string; assignee?: { id: string } | { problem: string } },
): RunPlan {
  const planned = plannedChanges(automation, record);
  const problems: string[] = [];
  const set: Record<string, unknown> = {};
  const shownPaths = new Set<string>();
  for (const [path, value] of Object.entries(planned)) {
    if (path === "stage") {
      const to = String(value);
      const check = checkStageMove(config, record as Parameters<typeof checkStageMove>[1], to);
      if (!check.ok) {
        if (record.stage !== to) problems.push(check.message);
        continue;
      }
      Object.assign(set, stageMoveFields(to, options.at));
    } else set[path] = value;
    shownPaths.add(path);
  }
  if (options.assignee && "problem" in options.assignee) problems.push(options.assignee.problem);
  else if (options.assignee && options.assignee.id !== valueAt(record, config.areas.automations.assigneeField)) {
    set[config.areas.automations.assigneeField] = options.assignee.id;
    shownPaths.add(config.areas.automations.assigneeField);
  }
  const changes = Object.entries(set)
    .map(([path, to]) => ({ path, from: valueAt(record, path) ?? null, to }))
    .filter((change) => JSON.stringify(change.from) !== JSON.stringify(change.to));
  return { changes, shownPaths: changes.filter((change) => shownPaths.has(change.path)).map((change) => change.path), problems };
}
