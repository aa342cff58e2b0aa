// The offer workflow (001 §4-§5, issue 15; decision 0813): which staff forms move an offer, which
// statuses an offer may move to, how many requirements stop a change, and the hand-over to the
// CAS pipeline. Every condition is compiled here, at publish; the scope each sees is
// { offer, change, settings }.
import { childLocation } from "../../problems";
import type { OfferWorkflowArea } from "../../types";
import type { AreaCompiler, Condition } from "../conditions";

export interface CompiledOfferWorkflow {
  forms: { details: string; status: string; requirement: string; documentReview: string; payment: string; proofOfPayment: string; paymentReview: string };
  newOfferStatus: string;
  newRequirementStatus: string;
  /** Status -> may the offer move to it ({ offer }). */
  transitions: ReadonlyMap<string, Condition>;
  transitionRefused: string;
  unsatisfiedRequirements: Condition;
  unsatisfiedMessage: string;
  issuedStatuses: ReadonlySet<string>;
  notification: { subject: string; body: string };
  handover: { when: Condition; stage: Condition; role: string; reason: string; carry: Readonly<Record<string, string>>; stamp: readonly string[] };
  /** The payment status the applicant's proof of payment gives the offer, when `when` holds ({ offer }); null: none. */
  paymentSubmitted: { when: Condition; status: string } | null;
}

const AREA = "offer-workflow";

export function compileOfferWorkflow(
  area: OfferWorkflowArea,
  compiler: AreaCompiler,
  stages: ReadonlySet<string>,
  statuses: readonly string[],
  requirementStatuses: readonly string[],
): CompiledOfferWorkflow {
  const at = (key: string) => childLocation(AREA, key);
  compiler.requireForm(area.detailsForm, at("detailsForm"));
  compiler.requireForm(area.statusForm, at("statusForm"));
  compiler.requireForm(area.requirementForm, at("requirementForm"));
  compiler.requireForm(area.documentReviewForm, at("documentReviewForm"));
  compiler.requireForm(area.paymentForm, at("paymentForm"));
  compiler.requireForm(area.proofOfPaymentForm, at("proofOfPaymentForm"));
  compiler.requireForm(area.paymentReviewForm, at("paymentReviewForm"));
  compiler.requireMessage(area.transitionRefused, at("transitionRefused"));
  compiler.requireMessage(area.unsatisfiedMessage, at("unsatisfiedMessage"));
  compiler.requireMessage(area.notification.subject, childLocation(at("notification"), "subject"));
  compiler.requireMessage(area.notification.body, childLocation(at("notification"), "body"));
  compiler.requireMessage(area.handover.reason, childLocation(at("handover"), "reason"));
  const known = new Set(statuses);
  const transitions = new Map<string, Condition>();
  for (const [status, rule] of Object.entries(area.transitions)) {
    const location = childLocation(at("transitions"), status);
    if (!known.has(status)) compiler.problem(location, `unknown offer status "${status}"`);
    transitions.set(status, compiler.condition(rule, location, false));
  }
  if (!known.has(area.newOfferStatus)) compiler.problem(at("newOfferStatus"), `unknown offer status "${area.newOfferStatus}"`);
  if (!requirementStatuses.includes(area.newRequirementStatus)) compiler.problem(at("newRequirementStatus"), `unknown requirement status "${area.newRequirementStatus}"`);
  area.issuedStatuses.forEach((status, i) => {
    if (!known.has(status)) compiler.problem(childLocation(at("issuedStatuses"), i), `unknown offer status "${status}"`);
  });
  const handoverAt = at("handover");
  const stage = area.handover.stage;
  if (typeof stage === "string" && !stages.has(stage)) compiler.problem(childLocation(handoverAt, "stage"), `unknown CAS stage "${stage}"`);
  return {
    forms: {
      details: area.detailsForm,
      status: area.statusForm,
      requirement: area.requirementForm,
      documentReview: area.documentReviewForm,
      payment: area.paymentForm,
      proofOfPayment: area.proofOfPaymentForm,
      paymentReview: area.paymentReviewForm,
    },
    newOfferStatus: area.newOfferStatus,
    newRequirementStatus: area.newRequirementStatus,
    transitions,
    transitionRefused: area.transitionRefused,
    unsatisfiedRequirements: compiler.condition(area.unsatisfiedRequirements, at("unsatisfiedRequirements"), 0),
    unsatisfiedMessage: area.unsatisfiedMessage,
    issuedStatuses: new Set(area.issuedStatuses),
    notification: area.notification,
    handover: {
      when: compiler.condition(area.handover.when, childLocation(handoverAt, "when"), false),
      stage: compiler.condition(stage, childLocation(handoverAt, "stage"), null),
      role: area.handover.role,
      reason: area.handover.reason,
      carry: area.handover.carry,
      stamp: area.handover.stamp ?? [],
    },
    paymentSubmitted: area.paymentSubmitted
      ? { when: compiler.condition(area.paymentSubmitted.when, childLocation(at("paymentSubmitted"), "when"), false), status: area.paymentSubmitted.status }
      : null,
  };
}

/**
 * The offer details form must offer every enabled requirement template (its question
 * `requirementTemplates`), so staff can choose what the university has set up.
 */
export function checkTemplateChoices(offered: readonly unknown[] | null, templates: Readonly<Record<string, { enabled?: boolean }>>, compiler: AreaCompiler, formId: string): void {
  const at = childLocation(childLocation("forms", formId), "requirementTemplates");
  if (!offered) {
    compiler.problem(at, "the offer details form needs a requirementTemplates question listing the requirement templates");
    return;
  }
  for (const [id, template] of Object.entries(templates)) {
    if (id !== "_about" && template.enabled !== false && !offered.includes(id)) compiler.problem(at, `the enabled requirement template "${id}" is not offered`);
  }
}
