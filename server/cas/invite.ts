// Inviting a student a university imported (issue 39; decision 0058): the import leaves a student
// new to the university at the mapping's `onCreate.stage` (not invited); Invite moves them to its
// `onCreate.inviteTo` with the stage move's one write, history and checks, the reason in the
// catalogue's words. Only a student still at the import's stage can be invited this way.
import type { PreparedConfig } from "../../rules";
import { checkStageMove, currentStage } from "../../rules/cas/stage-move";
import type { SignedInUser } from "../auth/permissions";
import type { EntityRecord } from "../repositories";
import type { Services } from "../services";
import { moveStudent, type MoveOutcome } from "./stage-move";

/** The stage Invite moves this student to, or null when they are not waiting to be invited. */
export function inviteStageOf(config: PreparedConfig, student: EntityRecord): string | null {
  const { stage, inviteTo } = config.document["import-field-mapping"].onCreate;
  if (!inviteTo || currentStage(student) !== stage) return null;
  return checkStageMove(config, student, inviteTo).ok ? inviteTo : null;
}

/** Invites the student (a stage move); null when they are not waiting to be invited. */
export async function inviteStudent(services: Services, config: PreparedConfig, tenant: string, user: SignedInUser, student: EntityRecord): Promise<MoveOutcome | null> {
  const to = inviteStageOf(config, student);
  if (!to) return null;
  return moveStudent(services, config, tenant, user, student, to, config.text("cas.invite.reason"), student._version);
}
