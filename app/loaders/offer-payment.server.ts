// The applicant's payment (000 §3; issue 15 item 8): how they pay (deposit, sponsorship or
// Student Loans Company funding), then the proof of payment with its upload. Both are the
// university's forms (offer-workflow.paymentForm, .proofOfPaymentForm) on the offer, evaluated,
// saved and audited by the one record-page pipeline; the deposit is kept in integer pence.
import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { evaluatePage } from "../../rules";
import { letterIsShown } from "../../rules/offers/offer-view";
import { notFound } from "../../server/auth/guards";
import { audienceOf } from "../../server/views";
import { paymentSubmittedFields } from "../../rules/offers/offer-workflow";
import { clientModelOf } from "../../server/forms/browser-validators";
import { formPageOf, noticesOf, textsNamedIn } from "../../server/forms/page";
import { readPageSubmission } from "../../server/http/page-submission";
import { applicantUpdateFields, handOverIfDue } from "../../server/offers/offer-actions";
import { openRecord, savePage, type OpenedRecord } from "../../server/records/record-page";
import { uploadContextFor } from "../../server/uploads/limits";
import { maxFileBytesOf, withPostedUploads } from "../../server/uploads/page-uploads";
import { submitPage } from "./submit-page.server";

export type PaymentStep = "payment" | "proofOfPayment";

const TEXT_PREFIXES = ["form.", "uploads.", "applicant.offer."];

const offerUrl = (opened: OpenedRecord) => `/offers/${opened.record._id}`;
const stepUrl = (opened: OpenedRecord, step: PaymentStep) => `${offerUrl(opened)}/payment${step === "proofOfPayment" ? "/proof" : ""}`;
const formOf = (opened: OpenedRecord, step: PaymentStep) => opened.config.areas.offerWorkflow.forms[step];
const inputOf = (opened: OpenedRecord, data?: unknown) => ({ record: opened.record, data, today: opened.today, role: opened.user.role });

/** Paying is for an offer made and still open: not one in Applied or Draft, rejected or withdrawn (decision 0048). */
async function openOffer(request: Request, context: AppLoadContext, offerId: string | undefined): Promise<OpenedRecord> {
  const opened = await openRecord(request, context, "offers", { id: offerId }, "update");
  if (audienceOf(opened.user) !== "staff" && !letterIsShown(opened.record)) throw notFound();
  return opened;
}

export async function loadPaymentStep(request: Request, context: AppLoadContext, offerId: string | undefined, step: PaymentStep) {
  // The page is for paying: opened as for a change, so staff who may only read the offer are refused.
  const opened = await openOffer(request, context, offerId);
  const formId = formOf(opened, step);
  const evaluation = evaluatePage(opened.config, formId, inputOf(opened));
  const page = formPageOf(evaluation, { showErrors: false, client: clientModelOf(opened.config, formId, inputOf(opened)) });
  return {
    page,
    notices: noticesOf(evaluation),
    upload: await uploadContextFor(context.services, opened),
    version: opened.record._version,
    backUrl: offerUrl(opened),
    backKey: "applicant.offer.condition.back",
    texts: { ...opened.config.texts(...TEXT_PREFIXES), ...textsNamedIn(opened.config.messages, page.uiSchema) },
  };
}

/** A save of a payment step: refused with what to fix (422) or as stale (409); saved, on to the proof, then back to the offer. */
export async function submitPaymentStep(request: Request, context: AppLoadContext, offerId: string | undefined, step: PaymentStep) {
  const opened = await openOffer(request, context, offerId);
  const formId = formOf(opened, step);
  const plan = opened.config.form(formId).renderPlan;
  const submission = await withPostedUploads(context.services, opened, plan, await readPageSubmission(request, plan, { maxFileBytes: maxFileBytesOf(opened.config) }));
  return submitPage({
    config: opened.config,
    submission,
    evaluation: evaluatePage(opened.config, formId, inputOf(opened, submission.data)),
    draw: (evaluation, showErrors) => ({ page: formPageOf(evaluation, { showErrors }), notices: noticesOf(evaluation) }),
    async save(answers, version) {
      // The applicant's save counts as news for staff in the same write; their proof puts the payment up for review (Review stops "Confirm your payment").
      const submitted = step === "proofOfPayment" ? paymentSubmittedFields(opened.config, opened.record) : {};
      const saved = await savePage(context.services, opened, formId, answers, version, { ...applicantUpdateFields(opened.record, context.services.clock().toISOString()), ...submitted });
      await handOverIfDue(context.services, opened, saved);
    },
    next: () => redirect(step === "payment" ? stepUrl(opened, "proofOfPayment") : offerUrl(opened)),
  });
}
