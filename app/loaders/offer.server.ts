// /offers/$offerId for the applicant (000 §2-§3; issue 15 item 6): the offer letter, status and
// conditions (rules/offers/offer-view.ts), and the decision form the university configures
// (offer-documents.decisionForm), evaluated, saved and audited by the one record-page pipeline.
import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { applicantVersionView, awaitingReacceptance, currentVersion, offerAtVersion, reacceptanceFields } from "../../rules/offers/offer-versions";
import { updateRecord } from "../../server/records/write-path";
import { readForm, readFormOrNothing } from "../../server/http/form-body";
import { VersionConflictError } from "../../server/store/port";
import { evaluatePage } from "../../rules";
import { conditionDocument, DECLINE_ANSWERS, DECLINE_CONFIRMED, isDecline, isRejection, letterIsShown, offerView, offerWasMade, withReviewsAwaited } from "../../rules/offers/offer-view";
import { notFound } from "../../server/auth/guards";
import { applicantUpdateFields, handOverIfDue } from "../../server/offers/offer-actions";
import { offerLetterPdf } from "../../server/offers/letter-pdf";
import { letterContextOf } from "../../server/offers/letter-context";
import { clientModelOf } from "../../server/forms/browser-validators";
import { formPageOf } from "../../server/forms/page";
import { controlNameOf } from "../../rules/forms/form-answers";
import { readPageSubmission } from "../../server/http/page-submission";
import { openRecord, savePage, type OpenedRecord } from "../../server/records/record-page";
import { uploadContextFor } from "../../server/uploads/limits";
import { isPageUpload, receivePageUpload } from "./page-upload.server";
import { listUploads, summaryOf } from "../../server/uploads/uploads";
import { audienceOf, offerRecordView, visibleDocuments } from "../../server/views";
import { submitPage } from "./submit-page.server";
import { fullName } from "../../server/users/account-details";

const OFFER_TEXT_PREFIXES = ["form.", "applicant.offer.", "applicant.offers."];

function decisionFormOf(opened: OpenedRecord): string {
  const formId = opened.config.document["offer-documents"].decisionForm;
  if (!formId) throw notFound();
  return formId;
}

/**
 * The offer as the viewer reads it (decision 0015): the letter and conditions are drawn from this,
 * never the stored offer. An offer not yet made (Applied, Draft) is no one's but staff's to read,
 * and a page that needs the letter is not there for a rejected or withdrawn offer (decision 0048).
 */
function offerFor(opened: OpenedRecord, needs: "offer" | "letter" = "offer") {
  const staff = audienceOf(opened.user) === "staff";
  if (!staff && !offerWasMade(opened.record)) throw notFound();
  if (needs === "letter" && !(letterIsShown(opened.record) || (staff && !offerWasMade(opened.record)))) throw notFound();
  return offerRecordView(audienceOf(opened.user), opened.record);
}

/** What the letter states that the offer does not hold: the student number of the application it answers. */
const letterContext = (context: AppLoadContext, opened: OpenedRecord) => letterContextOf(context.services, opened.tenant, opened.record);

function inputOf(opened: OpenedRecord, data?: unknown) {
  return { record: opened.record, data, today: opened.today, role: opened.user.role };
}

export async function loadOffer(request: Request, context: AppLoadContext, offerId: string | undefined) {
  const opened = await openRecord(request, context, "offers", { id: offerId }, "read");
  const formId = decisionFormOf(opened);
  // While a changed offer waits for the applicant, the version they accepted is the one shown (decision 0045).
  const { shown, notice } = applicantVersionView(opened.config, offerFor(opened));
  const letter = offerView(opened.config, shown, opened.user.name, await letterContext(context, opened));
  const offer = { ...letter, requirements: withReviewsAwaited(opened.config, letter.requirements, await offerDocuments(context, opened)) };
  const page = offer.decisionOpen ? formPageOf(evaluatePage(opened.config, formId, inputOf(opened)), { showErrors: false, client: clientModelOf(opened.config, formId, inputOf(opened)) }) : null;
  return { offer, changed: notice, offerUrl: `/offers/${opened.record._id}`, page, version: opened.record._version, texts: opened.config.texts(...OFFER_TEXT_PREFIXES) };
}

/** The applicant's decision: checked by the form's rules (a closed offer refuses it), stored with its day, audited. */
export async function submitOfferDecision(request: Request, context: AppLoadContext, offerId: string | undefined) {
  const opened = await openRecord(request, context, "offers", { id: offerId }, "update");
  offerFor(opened);
  if ((await readFormOrNothing(request.clone())).get("_intent") === REACCEPT) return reacceptOffer(request, context, opened);
  const formId = decisionFormOf(opened);
  const submission = await readPageSubmission(request, opened.config.form(formId).renderPlan);
  const evaluation = evaluatePage(opened.config, formId, inputOf(opened, submission.data));
  // A decline the rules accept is asked about first, on its own page (decision 0048); the page posts it back confirmed.
  if (submission.intent !== "refresh" && submission.intent !== DECLINE_CONFIRMED && evaluation.errors.length === 0 && isDecline(evaluation.storable)) {
    return redirect(`/offers/${opened.record._id}/decline`);
  }
  return submitPage({
    config: opened.config,
    submission,
    evaluation,
    draw: (evaluation, showErrors) => ({ page: formPageOf(evaluation, { showErrors }) }),
    async save(answers, version) {
      // The applicant's save counts as news for staff in the same write.
      const saved = await savePage(context.services, opened, formId, answers, version, applicantUpdateFields(opened.record, context.services.clock().toISOString()));
      await handOverIfDue(context.services, opened, saved);
    },
    next: () => redirect(`/offers/${opened.record._id}`),
  });
}

const REACCEPT = "reaccept";

/**
 * "Accept the changed offer" (decision 0045): the applicant accepts the version they were shown.
 * A version made since they opened the page is not accepted unseen: the page shows it instead.
 */
async function reacceptOffer(request: Request, context: AppLoadContext, opened: OpenedRecord) {
  const form = await readForm(request);
  const offer = opened.record;
  const offerUrl = `/offers/${offer._id}`;
  if (!awaitingReacceptance(offer) || form.get("offerVersion") !== String(currentVersion(offer))) return redirect(offerUrl, 303);
  const now = context.services.clock().toISOString();
  try {
    await updateRecord(context.services, opened.tenant, "offers", offer._id, { $set: { ...reacceptanceFields(offer, now), ...applicantUpdateFields(offer, now), updatedAt: now } }, {
      actor: opened.user.id,
      action: "offer.reaccept",
      details: { version: currentVersion(offer) },
      expectedVersion: offer._version,
      config: opened.config,
    });
  } catch (error) {
    // The offer changed meanwhile: the page shows it as it now is, to accept again.
    if (!(error instanceof VersionConflictError)) throw error;
  }
  return redirect(offerUrl, 303);
}

/**
 * /offers/$offerId/decline: "Are you sure you want to decline this offer?" (GOV.UK's pattern,
 * decision 0048), saying what declining means, with a plain form that posts the decline to the
 * offer confirmed. An offer no longer open to a decision has nothing to confirm: back to the offer.
 */
export async function loadDeclineConfirmation(request: Request, context: AppLoadContext, offerId: string | undefined) {
  const opened = await openRecord(request, context, "offers", { id: offerId }, "read");
  const offer = offerView(opened.config, offerFor(opened, "letter"), opened.user.name);
  const offerUrl = `/offers/${opened.record._id}`;
  if (!offer.decisionOpen) throw redirect(offerUrl);
  const params = { courseName: offer.courseName, intakeLabel: offer.intakeLabel };
  return {
    offerUrl,
    version: opened.record._version,
    // Posted as the offer page's own controls post them, so the decision form reads them the same way.
    answers: Object.entries(DECLINE_ANSWERS).map(([key, value]) => [controlNameOf(key), value] as const),
    intent: DECLINE_CONFIRMED,
    words: {
      back: opened.config.text("applicant.offer.back"),
      title: opened.config.text("applicant.offer.decline.title"),
      means: opened.config.text("applicant.offer.decline.means", params),
      confirm: opened.config.text("applicant.offer.decline.confirm"),
      cancel: opened.config.text("applicant.offer.decline.cancel"),
    },
  };
}

/** The offer's documents the viewer may see (one kept from an agent or partner reading the page is left out). */
async function offerDocuments(context: AppLoadContext, opened: OpenedRecord) {
  return visibleDocuments(audienceOf(opened.user), await listUploads(context.services, opened.tenant, opened.record._id));
}

/**
 * /offers/$offerId/$condition: one condition of the offer (000 §2's condition pages): what it asks,
 * its status, the documents given for it (a rejected one with the university's reason) and the
 * upload slot, on the offer (the upload rules already built).
 */
export async function loadOfferCondition(request: Request, context: AppLoadContext, offerId: string | undefined, slug: string | undefined) {
  const opened = await openRecord(request, context, "offers", { id: offerId }, "read");
  const offer = offerView(opened.config, offerFor(opened, "letter"), opened.user.name);
  const given = await offerDocuments(context, opened);
  const requirement = withReviewsAwaited(opened.config, offer.requirements, given).find((candidate) => candidate.slug === slug);
  const document = requirement ? conditionDocument(opened.config, requirement.id) : null;
  if (!requirement || !document) throw notFound();
  const uploads = given.filter((upload) => upload.documentType === document.documentType);
  const rejected = uploads.filter((upload) => isRejection(upload.review?.status));
  const { endpoint, rules } = await uploadContextFor(context.services, opened);
  return {
    offerHeading: offer.heading,
    offerUrl: `/offers/${opened.record._id}`,
    requirement,
    document,
    rejected: rejected.map((upload) => ({ ...summaryOf(upload), reason: upload.review?.reason ?? "" })),
    upload: {
      target: { endpoint, recordKind: opened.collection, recordId: opened.record._id, documentType: document.documentType },
      rules,
      existing: uploads.filter((upload) => !isRejection(upload.review?.status)).map(summaryOf),
    },
    texts: opened.config.texts(...OFFER_TEXT_PREFIXES, "uploads."),
  };
}

/** The condition page's upload form posted without JavaScript: the file stored as the condition's document, or the reason it was refused. */
export async function submitOfferConditionUpload(request: Request, context: AppLoadContext, offerId: string | undefined, slug: string | undefined) {
  const opened = await openRecord(request, context, "offers", { id: offerId }, "read");
  const offer = offerView(opened.config, offerFor(opened, "letter"), opened.user.name);
  const requirement = offer.requirements.find((candidate) => candidate.slug === slug);
  const document = requirement ? conditionDocument(opened.config, requirement.id) : null;
  if (!requirement || !document || !isPageUpload(request)) throw notFound();
  return receivePageUpload(context.services, request, opened, document.documentType);
}

/** The offer letter as a PDF download (issue 15 item 1), from the same view as the page. */
export async function offerLetterDownload(request: Request, context: AppLoadContext, offerId: string | undefined) {
  const opened = await openRecord(request, context, "offers", { id: offerId }, "read");
  const letter = offerFor(opened, "letter");
  const { shown, notice } = applicantVersionView(opened.config, letter);
  // `?version=N`: that version's letter; otherwise the letter that stands (the accepted version while a change awaits the applicant).
  const asked = new URL(request.url).searchParams.get("version");
  const chosen = asked === null ? shown : /^[1-9][0-9]{0,3}$/.test(asked) ? offerAtVersion(letter, Number(asked)) : null;
  if (!chosen) throw notFound();
  const offer = offerView(opened.config, chosen, await fullName(context.services, String(opened.record.userId ?? "")), await letterContext(context, opened));
  const say = (key: string, params?: Record<string, string | number>) => opened.config.text(key, params);
  const pdf = await offerLetterPdf(offer, {
    notice:
      asked === null && notice?.accepted
        ? [say("applicant.offer.changed.heading"), say("applicant.offer.changed.standing", { accepted: notice.accepted, version: notice.version }), ...notice.changes.map((change) => say("applicant.offer.changed.change", { label: change.label, from: change.from || say("applicant.offer.changed.none"), to: change.to || say("applicant.offer.changed.none") }))]
        : [],
    factsHeading: opened.config.text("applicant.offer.factsHeading"),
    requirementsHeading: opened.config.text("applicant.offer.requirementsHeading"),
    feesHeading: opened.config.text("applicant.offer.feesHeading"),
    statusOf: (status) => opened.config.text(`applicant.offer.requirement.${status}`),
  });
  return new Response(new Uint8Array(pdf), {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": 'attachment; filename="offer-letter.pdf"', "Cache-Control": "private, no-store" },
  });
}
