// Moving a CAS student between stages (001 §2 stage picker, 002 §4.4; issue 17 item 2; decision
// 0819), pure: the stages the picker lists for this student with their labels (the university's
// JSON-Logic over the record: 'Uni Review' only for a pathway student, 'Uni Processing' unless
// one), whether a move is allowed, and what it writes so the student's CAS tracker follows.
import type { PreparedConfig } from "../config/prepared-config";
import { truthy } from "../jsonlogic/truthy";

type Student = Record<string, unknown>;

export interface StageChoice {
  stage: string;
  label: string;
}

/** The stages the picker lists for the student, in the university's order. */
export function stageChoices(config: PreparedConfig, student: Student): StageChoice[] {
  return config.areas.casStages.moveToStages
    .filter((choice) => truthy(choice.visible(student)))
    .map((choice) => ({ stage: choice.stage, label: String(choice.label(student) ?? choice.stage) }));
}

/** The stage's words for this student (its picker label, else its name). */
export function stageLabel(config: PreparedConfig, student: Student, stage: string): string {
  const choice = config.areas.casStages.moveToStages.find((candidate) => candidate.stage === stage);
  return choice ? String(choice.label(student) ?? stage) : (config.areas.casStages.stages.find((candidate) => candidate.value === stage)?.label ?? stage);
}

/** A stage's one name wherever students at different stages are listed together (the bulk move's results), as the pipeline's stage list names it. */
export function listedStageLabel(config: PreparedConfig, stage: string): string {
  return config.areas.casStages.stages.find((candidate) => candidate.value === stage)?.label ?? stage;
}

export type StageMoveCheck = { ok: true } | { ok: false; message: string };

/** Whether the student may be moved to `to`: a stage listed for them, not the one they are at. */
export function checkStageMove(config: PreparedConfig, student: Student, to: string, labelOf: (stage: string) => string = (stage) => stageLabel(config, student, stage)): StageMoveCheck {
  const { move } = config.areas.casStages;
  if (!stageChoices(config, student).some((choice) => choice.stage === to)) return { ok: false, message: config.text(move.unavailableMessage, { stage: labelOf(to) }) };
  if (student.stage === to) return { ok: false, message: config.text(move.unchangedMessage, { stage: labelOf(to) }) };
  return { ok: true };
}

/**
 * What a move writes: the stage and when it changed, and the moments the CAS tracker reads (002
 * §4.4: processing once Ready for CAS has a timestamp, issued at CAS Issued).
 */
export function stageMoveFields(to: string, at: string): Record<string, unknown> {
  return {
    stage: to,
    stageUpdatedAt: at,
    // When the student last entered each stage (Insights' days from offer to CAS and CAS to visa).
    [`stagesEnteredAt.${to.replace(/[.$]/g, "_")}`]: at,
    // The tracker reads its status from the stage; it keeps when that last changed.
    "casTracker.casStatusUpdatedAt": at,
    ...(to === "Ready for CAS" ? { "casTracker.readyForCASUpdatedAt": at } : {}),
  };
}

/** The stage a student moves to when their CAS or visa is recorded (the university's rule), or null. */
export function stageAfterCasVisa(config: PreparedConfig, student: Student, answers: Record<string, unknown>): string | null {
  const stage = config.areas.casStages.casVisa.stageAfter({ student, answers });
  const known = config.areas.casStages.stages.some((candidate) => candidate.value === stage);
  return typeof stage === "string" && known && stage !== student.stage ? stage : null;
}

/** The student as a result row names them. */
export function studentName(student: Student): string {
  return [student.givenName, student.familyName].filter((part) => typeof part === "string" && part).join(" ") || String(student.email ?? student._id ?? "");
}

/** The stage the student is at. */
export const currentStage = (student: Student): string => String(student.stage ?? "");

/** The stage-move form's question naming the stage (where a refused move is said). */
export const STAGE_QUESTION = "stage";

/** The stage-move form's answers: where to, and why. */
export function moveRequest(answers: Record<string, unknown>): { to: string; reason: string } {
  return { to: String(answers.stage ?? ""), reason: String(answers.reason ?? "") };
}

/** What recording the CAS and visa writes besides the answers: the stage's move, and when the visa status changed. */
export function casVisaFields(config: PreparedConfig, student: Student, answers: Record<string, unknown>, at: string): { to: string | null; fields: Record<string, unknown> } {
  const to = stageAfterCasVisa(config, student, answers);
  const visaChanged = answers.visaStatus !== undefined && answers.visaStatus !== student.visaStatus;
  return { to, fields: { ...(to ? stageMoveFields(to, at) : {}), ...(visaChanged ? { visaStatusUpdatedAt: at } : {}) } };
}
