// The checklist's configuration files as the published configuration carries them
// (checklist.json, checklist-tasks.json, documents.json, funding.json).
import type { ChecklistDefinition, DocumentsDefinition, FundingConfig, TasksDefinition } from "../../rules/checklist/types";
import type { PreparedConfig } from "../tenant-config/prepared";

const objectAt = (config: PreparedConfig, key: string): Record<string, unknown> => {
  const value = config.raw[key];
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
};

export function checklistDefinition(config: PreparedConfig): ChecklistDefinition {
  const raw = objectAt(config, "checklist") as Partial<ChecklistDefinition>;
  return { ...raw, sections: raw.sections ?? [] };
}

export function tasksDefinition(config: PreparedConfig): TasksDefinition {
  const raw = objectAt(config, "checklist-tasks") as Partial<TasksDefinition>;
  return { ...raw, tasks: raw.tasks ?? [] };
}

export function documentsDefinition(config: PreparedConfig): DocumentsDefinition {
  return objectAt(config, "documents") as DocumentsDefinition;
}

/** The section statuses ("active" / "inactive") that switch checklist sections and tasks on and off. */
export function sectionStatuses(config: PreparedConfig): Record<string, unknown> {
  return (documentsDefinition(config).sections ?? {}) as Record<string, unknown>;
}

export interface FundingSettings extends FundingConfig {
  inputs?: { course?: Record<string, unknown>; dependants?: Record<string, unknown> };
}

export function fundingSettings(config: PreparedConfig): FundingSettings {
  const raw = objectAt(config, "funding") as Partial<FundingSettings>;
  return { ...raw, maintenance: raw.maintenance ?? [] };
}
