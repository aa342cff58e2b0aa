// What the offer workflow decides (issue 15 items 2, 3, 9; decision 0813), pure: whether a status
// change may be made, what it writes to the offer, what a requirement's assessment writes, and
// whether an offer is handed over to the CAS pipeline. The rules themselves are the university's
// (offer-workflow.json, compiled at publish); this only applies them.
import type { PreparedConfig } from "../config/prepared-config";
import { customIdMaker } from "./offer-details";

export interface WorkflowProblem {
  path: string;
  message: string;
}

type Offer = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === "string" ? value : "");

function scopeOf(config: PreparedConfig, offer: Offer, change: Record<string, unknown> = {}) {
  return { offer, change, settings: config.settings };
}

/**
 * Why a status change cannot be made: a status the offer may not move to (its status may always
 * stay as it is, to re-issue after an edit), or requirements not yet satisfied enough for it.
 */
export function statusChangeProblems(config: PreparedConfig, offer: Offer, change: Record<string, unknown>): WorkflowProblem[] {
  const workflow = config.areas.offerWorkflow;
  const to = text(change.status);
  const from = text(offer.status);
  if (!to) return [];
  const scope = scopeOf(config, offer, change);
  const allowed = workflow.transitions.get(to);
  if (to !== from && !(allowed && allowed(scope) === true)) {
    return [{ path: "status", message: config.text(workflow.transitionRefused, { from, to }) }];
  }
  const untold = conditionsWithoutText(config, change);
  if (untold.length) return untold;
  const unsatisfied = Number(workflow.unsatisfiedRequirements(scope)) || 0;
  if (unsatisfied > 0) return [{ path: "status", message: config.text(workflow.unsatisfiedMessage, { n: unsatisfied }) }];
  return [];
}

/**
 * Whether the offer can still move (some status the university's transitions allow from where it
 * stands other than its own): a withdrawn, rejected or completed offer has nothing left to assess.
 */
export function offerCanStillMove(config: PreparedConfig, offer: Offer): boolean {
  const from = text(offer.status);
  const scope = scopeOf(config, offer, {});
  return [...config.areas.offerWorkflow.transitions].some(([to, allowed]) => to !== from && allowed({ ...scope, change: { status: to } }) === true);
}

/**
 * How many of an offer's requirements stop it being issued as it stands (001 §2 banner "Offer
 * cannot be issued as N requirement(s) ... not satisfied"), for an offer not issued yet: counted
 * by the university's rule for issuing it at its type of offer.
 */
export function requirementsBlockingIssue(config: PreparedConfig, offer: Offer): number {
  const workflow = config.areas.offerWorkflow;
  // An issued offer is past this banner: its requirements are the applicant's conditions now.
  if (workflow.issuedStatuses.has(text(offer.status))) return 0;
  // Issued as its type of offer says; a conditional one (or one not yet typed) at the first issuing status.
  const status = text(offer.conditionType) === "Unconditional" ? "Unconditional" : "Conditional";
  return Number(workflow.unsatisfiedRequirements(scopeOf(config, offer, { status, conditions: offer.conditions, assess: offer.assess }))) || 0;
}

/** The requirement lists a status change writes. */
const REQUIREMENT_LISTS = ["conditions", "assess"] as const;

const itemsOf = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === "object") : []);

/**
 * A requirement set to Condition tells the applicant what the condition is (001 §4): one set so
 * without its text is refused in words on every form that sets a status, whatever a university's
 * form says.
 */
export function conditionsWithoutText(config: PreparedConfig, answers: Record<string, unknown>): WorkflowProblem[] {
  return REQUIREMENT_LISTS.flatMap((list) => itemsOf(answers[list]).flatMap((item, index) => conditionTextProblems(config, item, `${list}.${index}.conditionText`, String(index + 1))));
}

/** The problem of one requirement set to Condition without its text (none otherwise); `path` is where its text is typed. */
export function conditionTextProblems(config: PreparedConfig, requirement: Record<string, unknown>, path: string, fallbackName = ""): WorkflowProblem[] {
  if (requirement.status !== "Condition" || text(requirement.conditionText).trim()) return [];
  return [{ path, message: config.text("offers.requirement.conditionTextFor", { requirement: requirementLabel(requirement) || fallbackName }) }];
}

/** A status change's answers with an id for each requirement staff added on the page (the form never asks for one). */
export function withRequirementIds(offer: Offer, answers: Record<string, unknown>): Record<string, unknown> {
  const used = new Set([...itemsOf(offer.conditions), ...REQUIREMENT_LISTS.flatMap((list) => itemsOf(answers[list]))].map((item) => text(item.requirementId)).filter(Boolean));
  const freeId = customIdMaker(used);
  const completed = { ...answers };
  for (const list of REQUIREMENT_LISTS) {
    if (!Array.isArray(answers[list])) continue;
    completed[list] = itemsOf(answers[list]).map((item) => (text(item.requirementId) ? item : { ...item, requirementId: freeId() }));
  }
  return completed;
}

/** The status change page's answers to start from: the offer's own. */
export function statusChangeStart(offer: Offer): Record<string, unknown> {
  const start: Record<string, unknown> = { status: offer.status, notifyApplicant: true };
  for (const key of ["conditions", "assess", "statusReason", "statusApplicantReason"]) if (offer[key] !== undefined) start[key] = offer[key];
  return start;
}

/** What a status change writes to the offer; `now` is an ISO time. An issuing status records when. */
export function statusChangeUpdate(config: PreparedConfig, offer: Offer, change: Record<string, unknown>, now: string): { $set: Record<string, unknown>; $unset: Record<string, ""> } {
  const workflow = config.areas.offerWorkflow;
  // When the status was last set (the lists' stage date; a re-issue at the same status counts).
  const $set: Record<string, unknown> = { status: change.status, statusChangedAt: now };
  const $unset: Record<string, ""> = {};
  for (const key of ["conditions", "assess", "statusReason", "statusApplicantReason", "statusInternalNote"]) {
    if (change[key] === undefined) $unset[key] = "";
    else $set[key] = change[key];
  }
  if (workflow.issuedStatuses.has(text(change.status))) {
    $set.lastIssuedAt = now;
    if (!offer.issueDate) $set.issueDate = now.slice(0, 10);
    $set.editedSinceIssue = false;
  } else if (offer.lastIssuedAt) {
    $set.editedSinceIssue = true;
  }
  delete $unset.status;
  return { $set, $unset };
}

export interface StatusChangeSummary {
  from: string;
  to: string;
  reason: string;
  /** Staff asked for the applicant to be told. */
  notify: boolean;
}

/** What a status change is, for the audit log and the email. */
export function statusChangeSummary(offer: Offer, change: Record<string, unknown>): StatusChangeSummary {
  return { from: text(offer.status), to: text(change.status), reason: text(change.statusReason), notify: change.notifyApplicant === true };
}

/** Where the applicant is told: the offer's own address, else the account's. */
export function applicantAddress(offer: Offer, accountEmail: string | undefined): string {
  return text(offer.email) || accountEmail || "";
}

/** The email telling the applicant of a status change, in the university's words. */
export function statusNotification(config: PreparedConfig, offer: Offer, status: string, givenName: string): { subject: string; text: string } {
  const { notification } = config.areas.offerWorkflow;
  const params = {
    givenName: text(offer.givenName) || givenName,
    courseName: text(offer.courseName),
    status,
    universityName: config.settings.universityName,
    teamName: config.settings.teamName,
  };
  return { subject: config.text(notification.subject, params), text: config.text(notification.body, params) };
}

export interface RequirementRef {
  index: number;
  requirement: Record<string, unknown>;
}

/** The requirement of an offer with this id (its conditions list), or null. */
export function findRequirement(offer: Offer, requirementId: string): RequirementRef | null {
  const list = Array.isArray(offer.conditions) ? offer.conditions : [];
  const index = list.findIndex((entry) => entry && typeof entry === "object" && (entry as Record<string, unknown>).requirementId === requirementId);
  return index < 0 ? null : { index, requirement: list[index] as Record<string, unknown> };
}

/** How a requirement is named to staff: its text, or its id. */
export function requirementLabel(requirement: Record<string, unknown>): string {
  return text(requirement.requirementText) || text(requirement.requirementId);
}

/** The assessment page's answers to start from: the requirement's own. */
export function assessmentStart(requirement: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(ASSESSED.filter((key) => requirement[key] !== undefined).map((key) => [key, requirement[key]]));
}

const ASSESSED = ["status", "conditionText", "noteText"];

/** The offer's conditions with one requirement's assessment applied (the assessment's answers replace its own). */
export function conditionsAfterAssessment(offer: Offer, ref: RequirementRef, assessment: Record<string, unknown>): unknown[] {
  const list = [...(offer.conditions as unknown[])];
  const kept = Object.fromEntries(Object.entries(ref.requirement).filter(([key]) => !ASSESSED.includes(key)));
  list[ref.index] = { ...kept, ...assessment };
  return list;
}

export interface Handover {
  stage: string;
  role: string;
  reason: string;
  /** The CAS student record's first fields, copied from the offer. */
  fields: Record<string, unknown>;
  /** Fields set to the moment of the hand-over (the date reminders count from). */
  stamp: readonly string[];
}

/** The hand-over to the CAS pipeline when the university's rule holds for the offer, else null. */
export function handoverFor(config: PreparedConfig, offer: Offer): Handover | null {
  const { handover } = config.areas.offerWorkflow;
  const scope = scopeOf(config, offer);
  if (handover.when(scope) !== true) return null;
  const stage = text(handover.stage(scope));
  if (!stage) return null;
  const fields: Record<string, unknown> = {};
  for (const [field, from] of Object.entries(handover.carry)) if (offer[from] !== undefined && offer[from] !== null) fields[field] = offer[from];
  return { stage, role: handover.role, reason: config.text(handover.reason, { stage }), fields, stamp: handover.stamp };
}

/** The applicant has given their proof of payment: the payment status the university's rule gives the offer (Review, for staff), or nothing. */
export function paymentSubmittedFields(config: PreparedConfig, offer: Offer): Record<string, unknown> {
  const rule = config.areas.offerWorkflow.paymentSubmitted;
  if (!rule || rule.when(scopeOf(config, offer)) !== true || offer.paymentStatus === rule.status) return {};
  return { paymentStatus: rule.status };
}
