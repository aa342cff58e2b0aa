// Every kind of step the season takes, by name (each is in this folder by who takes it).
import type { ActionImpl, ActionKind } from "./support";
import { acceptInvitation, agentCreateApplicant, agentCreateApplication, register, saveSection, submit } from "./applicants";
import { decide, giveProof, offerDetails, offerStatus, pay, reviewDocument, reviewPayment, satisfyRequirement, uploadConditionDocument } from "./offers";
import { bulkStageMove, checklistPage, recordCas, recordEnrolment, recordInterview, recordVisa, settleConflict, stageMove, studentDocuments, tag } from "./students";
import { importAction, message, publishAction, readMessages } from "./university";
import { staffRequest, uploadTravelTicket } from "./requests";

export type { ActionImpl, ActionKind, Outcome, PlannedAction, RunContext } from "./support";
export { PDF, SEASON_PASSWORD } from "./support";

export const ACTIONS: Record<ActionKind, ActionImpl> = {
  register,
  agentCreateApplicant,
  agentCreateApplication,
  acceptInvitation,
  saveSection,
  submit,
  offerDetails,
  offerStatus,
  decide,
  uploadConditionDocument,
  reviewDocument,
  satisfyRequirement,
  pay,
  giveProof,
  reviewPayment,
  checklistPage,
  studentDocuments,
  stageMove,
  bulkStageMove,
  recordCas,
  recordVisa,
  recordEnrolment,
  recordInterview,
  message,
  readMessages,
  tag,
  import: importAction,
  settleConflict,
  publish: publishAction,
  staffRequest,
  uploadTravelTicket,
};
