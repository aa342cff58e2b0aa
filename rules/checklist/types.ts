// The shapes of the checklist's configuration files (tenant-configs/_defaults/checklist.json,
// checklist-tasks.json, documents.json; docs/decisions/0805, 0804, 0850). Data only: every
// condition is JSON-Logic evaluated by the same engine as forms.
import type { JsonLogic } from "../types";

export interface ChecklistPageDefinition {
  form: string;
  /** Forms drawn one after the other as steps of this page (the course step, 002 §2.2). */
  steps?: string[];
}

export interface ChecklistSectionDefinition {
  id: string;
  number: number;
  titleKey: string;
  /** Over { sections, settings, student }. */
  enabledWhen?: JsonLogic;
  pages: ChecklistPageDefinition[];
}

export interface ChecklistDefinition {
  /** The consent page shown before Section 1 (Processing of Information). */
  consent?: { form: string };
  sections: ChecklistSectionDefinition[];
  summary?: Record<string, string>;
  questionnaire?: { titleKey: string; startKey: string; pages: string[]; completeKey: string };
  dialogs?: string[];
}

export type TaskKind = "checklist" | "documents" | "questionnaire" | "receiveCas" | "milestone" | "interviews";

export interface TaskDefinition {
  id: string;
  labelKey: string;
  kind?: TaskKind;
  /** For document tasks: the document areas of documents.json the task lists. */
  documents?: string[];
  section?: string;
  dueLabelKey?: string;
  /** Over { sections, settings, student }. */
  enabledWhen?: JsonLogic;
  /** Over { sections, settings, student, tasks }. */
  lockedWhen?: JsonLogic;
}

export interface TasksDefinition {
  statusLabelKeys?: Record<string, string>;
  /** Over { status }: whether a row can be opened. */
  clickable?: JsonLogic;
  tasks: TaskDefinition[];
}

export interface DocumentDefinition {
  required: boolean;
  label: string;
  /** Over the CAS student record (top-level fields and sections). */
  when?: JsonLogic;
  /** The dialog form whose answers the document carries. */
  dialog?: string;
  /** Information to read and acknowledge, not a file to upload (000 §4, 002 §4.2). */
  infoOnly?: boolean;
  /** Message key of the information an info-only document shows. */
  infoKey?: string;
  /** A university setting holding a link shown with the document. */
  linkSetting?: string;
}

export interface DocumentsDefinition {
  sections?: Record<string, string>;
  [area: string]: unknown;
}

export interface FundingConfig {
  maintenance: Array<{
    effectiveFrom: string;
    monthlyLondon: number;
    monthlyElsewhere: number;
    dependantMonthlyLondon?: number;
    dependantMonthlyElsewhere?: number;
    maxMonths: number;
  }>;
}
