// The CAS tracker (002 §4.4, constants 002 §9): which step a student's CAS request is at and
// how full its progress bar is. Decision 0101 records how the spec's ranges became formulas.
//
// step 0  hidden      tasks not complete, or status Visa Issued / Visa Refused / Deferred / Closed Lost
// step 4  issued      status CAS Issued                                           progress 100
// step 3  processing  status Draft CAS or Ready for CAS, or a ready-for-CAS time  69 -> 96 linearly over 15 days
// step 2  reviewing   tasks complete at a known time                              61 -> 25 on a log curve over 15 days
// step 1  received    tasks complete, time unknown                                25
// Days are whole days from the timestamp's date to `today`, never below 0.

import { daysBetween, parseDay } from "../operations/calendar";

export interface CasTrackerSummary {
  isTasksComplete?: boolean | null;
  tasksCompleteAt?: string | null;
  tasksCompleteAtBeforeReopening?: string | null;
  readyForCASUpdatedAt?: string | null;
  casStatusUpdatedAt?: string | null;
  cas_status?: string | null;
  /** The CAS number, once the university has issued the CAS. */
  casNumber?: string | null;
}

export type CasTrackerStep = 0 | 1 | 2 | 3 | 4;

export interface CasTrackerState {
  step: CasTrackerStep;
  label: "hidden" | "requestReceived" | "reviewing" | "processing" | "issued";
  /** Percent of the bar, or null when hidden. */
  progress: number | null;
  /** Shown with the issued step. */
  casNumber?: string;
  /** The bar has gone back while the university reviews (the spec's falling curve): the page says a wait is normal (issue 40 item 13). */
  waitIsNormal?: true;
}

export const CURVE_DAYS = 15;
export const RECEIVED_PROGRESS = 25;
export const REVIEWING_FROM = 61;
export const REVIEWING_TO = 25;
export const PROCESSING_FROM = 69;
export const PROCESSING_TO = 96;
export const ISSUED_PROGRESS = 100;

/** Statuses compared without case, spaces or punctuation ("Ready for CAS" = "readyForCas"). */
const normal = (status: unknown): string => (typeof status === "string" ? status.toLowerCase().replace(/[^a-z]/g, "") : "");
const HIDDEN = new Set(["visaissued", "visarefused", "deferred", "closedlost"]);
const PROCESSING = new Set(["draftcas", "readyforcas"]);

function daysSince(timestamp: unknown, today: string): number | null {
  const from = parseDay(timestamp);
  const to = parseDay(today);
  return from && to ? Math.max(0, daysBetween(from, to)) : null;
}

/** 61 at day 0 falling to 25 at day 15 and after, fastest at first (ln(1 + d) / ln(16)). */
export function reviewingProgress(days: number): number {
  const d = Math.min(Math.max(days, 0), CURVE_DAYS);
  return Math.round(REVIEWING_FROM - (REVIEWING_FROM - REVIEWING_TO) * (Math.log1p(d) / Math.log1p(CURVE_DAYS)));
}

/** 69 at day 0 rising evenly to 96 at day 15 and after. */
export function processingProgress(days: number): number {
  const d = Math.min(Math.max(days, 0), CURVE_DAYS);
  return Math.round(PROCESSING_FROM + ((PROCESSING_TO - PROCESSING_FROM) * d) / CURVE_DAYS);
}

export function casTracker(summary: CasTrackerSummary, today: string): CasTrackerState {
  const status = normal(summary?.cas_status);
  if (summary?.isTasksComplete !== true || HIDDEN.has(status)) return { step: 0, label: "hidden", progress: null };
  if (status === "casissued") return { step: 4, label: "issued", progress: ISSUED_PROGRESS, ...(summary.casNumber ? { casNumber: summary.casNumber } : {}) };
  const ready = daysSince(summary.readyForCASUpdatedAt, today);
  if (PROCESSING.has(status) || ready !== null) {
    const days = ready ?? daysSince(summary.casStatusUpdatedAt, today) ?? 0;
    return { step: 3, label: "processing", progress: processingProgress(days) };
  }
  // A reopened checklist keeps the time of first completion: the student has waited since then.
  const waited = [daysSince(summary.tasksCompleteAtBeforeReopening, today), daysSince(summary.tasksCompleteAt, today)].filter((d): d is number => d !== null);
  if (waited.length > 0) {
    const progress = reviewingProgress(Math.max(...waited));
    return { step: 2, label: "reviewing", progress, ...(progress < REVIEWING_FROM ? { waitIsNormal: true as const } : {}) };
  }
  return { step: 1, label: "requestReceived", progress: RECEIVED_PROGRESS };
}
