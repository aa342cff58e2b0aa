// A student's interview (issue 17 item 5; decision 0823): what staff recorded with the
// university's interview form, the score ring's band (001 §2; 000 §9), the student's task status
// by the university's rule, and the interview details the student reads (002 §2.4).
import type { PreparedConfig } from "../config/prepared-config";
import { sectionData } from "../pages/evaluate-page";
import { TASK_STATUSES, type TaskStatus } from "../tasks/task-status";
import { choiceLabel } from "../forms/choice-label";
import type { InterviewsArea } from "../types";
import type { AreaCompiler, Condition } from "../config/conditions";

export interface CompiledInterviewsArea {
  recordForm: string;
  settingsForm: string;
  scoreRing: InterviewsArea["scoreRing"];
  taskStatus: Condition;
}

export function compileInterviewsArea(area: InterviewsArea, compiler: AreaCompiler): CompiledInterviewsArea {
  compiler.requireForm(area.recordForm, "interviews.recordForm");
  compiler.requireForm(area.settingsForm, "interviews.settingsForm");
  const { bands } = area.scoreRing;
  bands.forEach((band, i) => {
    const at = `interviews.scoreRing.bands[${i}]`;
    compiler.requireMessage(band.labelKey, `${at}.labelKey`);
    const last = i === bands.length - 1;
    if (last !== (band.below === undefined)) compiler.problem(`${at}.below`, last ? "the last band has no upper bound" : "every band but the last needs an upper bound");
    const previous = bands[i - 1]?.below;
    if (band.below !== undefined && previous !== undefined && band.below <= previous) compiler.problem(`${at}.below`, "bands must rise");
  });
  return { recordForm: area.recordForm, settingsForm: area.settingsForm, scoreRing: area.scoreRing, taskStatus: compiler.condition(area.taskStatus, "interviews.taskStatus", "Waiting") };
}

/** The interview as staff recorded it (the interview form's answers on the student record). */
export function interviewOf(config: PreparedConfig, student: Record<string, unknown>): Record<string, unknown> {
  return sectionData(student, config.areas.interviews.recordForm);
}

export interface ScoreRing {
  score: number;
  max: number;
  colour: "red" | "orange" | "green";
  labelKey: string;
  /** 0 to 1: how much of the ring is drawn. */
  fraction: number;
}

/** The score ring for a score, or null when there is none. */
export function scoreRing(config: PreparedConfig, score: unknown): ScoreRing | null {
  if (typeof score !== "number" || !Number.isFinite(score)) return null;
  const { max, bands } = config.areas.interviews.scoreRing;
  const band = bands.find((candidate) => candidate.below === undefined || score < candidate.below) ?? bands[bands.length - 1];
  return { score, max, colour: band.colour, labelKey: band.labelKey, fraction: Math.min(1, Math.max(0, score / max)) };
}

/** The student's Scheduled Interviews task by the university's rule (Waiting until one is booked). */
export function interviewTaskStatus(config: PreparedConfig, student: Record<string, unknown>): TaskStatus {
  const status = config.areas.interviews.taskStatus({ interview: interviewOf(config, student) });
  return (TASK_STATUSES as readonly unknown[]).includes(status) ? (status as TaskStatus) : "Waiting";
}

export interface InterviewDetails {
  state: "waiting" | "booked" | "canceled";
  name: string | null;
  description: string | null;
  date: string | null;
  startTime: string | null;
  endTime: string | null;
  locationType: string | null;
  location: string | null;
  joinUrl: string | null;
  conference: { conferenceId: string | null; password: string | null; dialInNumber: string | null };
  additionalQuestions: Array<{ question: string; answer: string }>;
  result: string | null;
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);

/** What the student reads about their interview (002 §2.4): the event once booked. */
export function interviewDetails(config: PreparedConfig, student: Record<string, unknown>): InterviewDetails {
  const interview = interviewOf(config, student);
  const booking = text(interview.bookingStatus);
  const state = booking === "Booked" ? "booked" : booking === "Canceled" ? "canceled" : "waiting";
  const questions = Array.isArray(interview.additionalQuestions) ? interview.additionalQuestions : [];
  return {
    state,
    name: text(interview.name),
    description: text(interview.description),
    date: text(interview.date),
    startTime: text(interview.startTime),
    endTime: text(interview.endTime),
    locationType: text(interview.locationType),
    location: text(interview.location),
    joinUrl: text(interview.joinUrl),
    conference: { conferenceId: text(interview.conferenceId), password: text(interview.password), dialInNumber: text(interview.dialInNumber) },
    additionalQuestions: questions
      .map((entry) => (entry && typeof entry === "object" ? (entry as Record<string, unknown>) : {}))
      .filter((entry) => text(entry.question))
      .map((entry) => ({ question: String(entry.question), answer: text(entry.answer) ?? "" })),
    result: text(interview.result),
  };
}

export interface InterviewSummary {
  bookingStatus: string | null;
  result: string | null;
  ring: ScoreRing | null;
  poorAudio: boolean;
  event: string | null;
  date: string | null;
  startTime: string | null;
}

/** The interview on the student's record for staff: statuses in the form's words, the ring, the audio badge. */
export function interviewSummary(config: PreparedConfig, student: Record<string, unknown>): InterviewSummary | null {
  const interview = interviewOf(config, student);
  if (Object.keys(interview).length === 0) return null;
  const formId = config.areas.interviews.recordForm;
  return {
    bookingStatus: choiceLabel(config, formId, "bookingStatus", interview.bookingStatus),
    result: choiceLabel(config, formId, "result", interview.result),
    ring: scoreRing(config, interview.score),
    poorAudio: interview.poorAudio === true,
    event: text(interview.name),
    date: text(interview.date),
    startTime: text(interview.startTime),
  };
}

/** The booking status that ends an interview (001 §3 booking statuses): a booking after it is a new interview asked for. */
const CANCELLED_BOOKING = "Canceled";

/**
 * What recording an interview writes besides its answers (decision 0030): when staff ask for a new
 * interview (a booking status given where there was none, or again after a cancellation), the
 * moment, which the interview reminders count from.
 */
export function interviewRequestFields(before: Record<string, unknown>, answers: Record<string, unknown>, at: string): Record<string, unknown> {
  const was = before.bookingStatus;
  const now = answers.bookingStatus;
  const asked = typeof now === "string" && now !== "" && now !== CANCELLED_BOOKING && (typeof was !== "string" || was === "" || was === CANCELLED_BOOKING);
  return asked ? { interviewsRequestedAt: at } : {};
}
