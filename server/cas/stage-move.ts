// Moving CAS students between stages (001 §2 stage picker; issue 17 item 2; decision 0819): one
// student from their record with the university's stage-move form, or many from the pipeline
// list. Each move is one write with the student's version (all or nothing per student), records
// who, when, from, to and why in the audit log, and leaves the CAS tracker following the stage.
import type { AppLoadContext } from "@remix-run/node";
import type { PreparedConfig } from "../../rules";
import { STAGE_QUESTION, casVisaFields, checkStageMove, currentStage, listedStageLabel, moveRequest, stageChoices, stageMoveFields, studentName } from "../../rules/cas/stage-move";
import { sectionData } from "../../rules";
import { arrivalFields } from "../../rules/cas/arrival";
import { notFound, requirePermission, requireUser } from "../auth/guards";
import { can, type Permission, type SignedInUser } from "../auth/permissions";
import type { EntityRecord } from "../repositories";
import { openRecord, savePage, type OpenedRecord } from "../records/record-page";
import { updateRecord } from "../records/write-path";
import type { Services } from "../services";
import { VersionConflictError } from "../store/port";
import type { StaffForm } from "../forms/staff-form";

const MOVE = "move:stage:assigned" as const;
const MAX_BULK = 500;

/** The person's CAS student record at the user's university, for a user holding `permission` (and who may see or change this one, as `action` says). */
export async function openStudentWith(request: Request, context: AppLoadContext, userId: string | undefined, permission: Permission, action: "read" | "update"): Promise<OpenedRecord> {
  const user = await requireUser(request, context);
  requirePermission(user, permission);
  if (!user.tenant) throw notFound();
  const student = userId ? await context.services.repositories.students.findOne(user.tenant, { userId }) : null;
  if (!student) throw notFound();
  return openRecord(request, context, "students", { id: student._id }, action);
}

/** The person's CAS student record, for a user who may move students (and may see this one). */
export const openStudentForMove = (request: Request, context: AppLoadContext, userId: string | undefined) => openStudentWith(request, context, userId, MOVE, "read");

export interface MoveOutcome {
  id: string;
  name: string;
  moved: boolean;
  /** From where (moved), or why not. */
  from?: string;
  problem?: string;
}

/** One student's move: checked, written with their version, audited. */
export async function moveStudent(services: Services, config: PreparedConfig, tenant: string, user: SignedInUser, student: EntityRecord, to: string, reason: string, version: number): Promise<MoveOutcome> {
  const name = studentName(student);
  // One name per stage on the results page, whichever student it is about.
  const labelOf = (stage: string) => listedStageLabel(config, stage);
  const check = checkStageMove(config, student, to, labelOf);
  if (!check.ok) return { id: student._id, name, moved: false, problem: check.message };
  const at = services.clock().toISOString();
  const from = currentStage(student);
  try {
    const saved = await updateRecord(services, tenant, "students", student._id, { $set: { ...stageMoveFields(to, at), updatedAt: at } }, { actor: user.id, action: "stage.move", details: { from, to }, reason, expectedVersion: version });
    if (!saved) return { id: student._id, name, moved: false, problem: config.text(config.areas.casStages.move.staleMessage) };
  } catch (error) {
    if (error instanceof VersionConflictError) return { id: student._id, name, moved: false, problem: config.text(config.areas.casStages.move.staleMessage) };
    throw error;
  }
  return { id: student._id, name, moved: true, from: labelOf(from) };
}

/** The stage-move form on the student's record. */
export function stageMoveForm(services: Services, opened: OpenedRecord): StaffForm {
  const { config } = opened;
  const form = config.areas.casStages.move.form;
  return {
    formId: form,
    subject: opened.record,
    start: {},
    lists: { stages: stageChoices(config, opened.record).map((choice) => ({ ...choice })) },
    check(answers) {
      const result = checkStageMove(config, opened.record, moveRequest(answers).to);
      return result.ok ? [] : [{ path: STAGE_QUESTION, message: result.message }];
    },
    async save(answers, version) {
      const { to, reason } = moveRequest(answers);
      const outcome = await moveStudent(services, config, opened.tenant, opened.user, opened.record, to, reason, version);
      // The form's check has passed: a move refused now was overtaken by another change.
      if (!outcome.moved) throw new VersionConflictError("students", opened.record._id, version, version + 1);
    },
  };
}

/** The records the user may see among `ids` (another university's, or another agency's, are not found). */
export async function visibleStudents(services: Services, user: SignedInUser, tenant: string, ids: readonly string[]): Promise<Map<string, EntityRecord>> {
  const students = await services.repositories.students.find(tenant, { _id: { $in: [...ids] } });
  if (can(user, "read:student:tenant")) return new Map(students.map((student) => [student._id, student]));
  const rows = await services.repositories.listRows.find(tenant, { recordId: { $in: students.map((student) => student._id) } });
  const allowed = new Set(rows.filter((row) => can(user, "read:student:assigned", { tenant, assignedTo: row.assignedTo })).map((row) => row.recordId));
  return new Map(students.filter((student) => allowed.has(student._id)).map((student) => [student._id, student]));
}

/** Moves each selected student on its own: a refused or stale one leaves the others moved. */
export async function bulkMove(services: Services, user: SignedInUser, tenant: string, config: PreparedConfig, ids: readonly string[], to: string, reason: string): Promise<MoveOutcome[]> {
  const unique = [...new Set(ids)].slice(0, MAX_BULK);
  const students = await visibleStudents(services, user, tenant, unique);
  const outcomes: MoveOutcome[] = [];
  for (const id of unique) {
    const student = students.get(id);
    if (!student) continue;
    outcomes.push(await moveStudent(services, config, tenant, user, student, to, reason, student._version));
  }
  return outcomes;
}

export { MAX_BULK };

/** The student's CAS and visa on their record (issue 17 item 3): the university's form, the stage following. */
export function casVisaForm(services: Services, opened: OpenedRecord): StaffForm {
  const { config } = opened;
  const formId = config.areas.casStages.casVisa.form;
  return {
    formId,
    subject: opened.record,
    start: sectionData(opened.record, formId),
    async save(answers, version) {
      const at = services.clock().toISOString();
      const { to, fields } = casVisaFields(config, opened.record, answers, at);
      // Answers that move the student make the save a stage move (the history says from, to and why, with the answers changed).
      await savePage(services, opened, formId, answers, version, fields, to ? { action: "stage.move", details: { from: currentStage(opened.record), to }, reason: config.formTitle(formId) } : undefined);
    },
  };
}

/** The person's CAS student record, for a user who may change it. */
export const openStudentForUpdate = (request: Request, context: AppLoadContext, userId: string | undefined) => openStudentWith(request, context, userId, "update:student:assigned", "update");

/** The student's arrival, enrolment and completion on their record (issue 22; decision 0833): the university's form. */
export function enrolmentForm(services: Services, opened: OpenedRecord): StaffForm {
  const formId = opened.config.areas.casStages.enrolment.form;
  return {
    formId,
    subject: opened.record,
    start: sectionData(opened.record, formId),
    async save(answers, version) {
      await savePage(services, opened, formId, answers, version, arrivalFields(opened.record, answers, services.clock().toISOString()));
    },
  };
}
