// The staff's offer pages on a person's record (issue 15 items 2-4): change an offer's status,
// assess a requirement, review a document or a payment. Each is one staff form (server/offers)
// drawn by the generic renderer; saving returns to the person's record.
import { noteDocumentAccess } from "../../server/privacy/access-log";
import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { acceptedVersion } from "../../rules/offers/offer-versions";
import { VersionConflictError } from "../../server/store/port";
import { documentReviewForm, openStaffUpload, type OpenedUpload } from "../../server/offers/document-review";
import { documentTypeLabel, documentWords } from "../../server/uploads/document-words";
import { formatDate } from "../lib/format";
import { editOfferForm, newOfferForm, openNewOffer } from "../../server/offers/offer-details";
import { acknowledgeNews, paymentReviewForm, requirementForm, statusChangeForm } from "../../server/offers/offer-actions";
import { openStaffOffer } from "../../server/offers/open-staff-offer";
import { paymentSubmission } from "../../server/offers/payment-submission";
import { staffFormPage, staffFormTexts, type StaffForm } from "../../server/forms/staff-form";
import { personUrl, submitStaffForm } from "./staff-form.server";
import type { OpenedRecord } from "../../server/records/record-page";

type Params = { userId?: string; offerId?: string; requirementId?: string; uploadId?: string };

const TEXT_PREFIXES = ["form.", "person.", "uploads."];

function pageData(opened: OpenedRecord, form: StaffForm, caption: string, version: number, userId: string, notice?: string) {
  const page = staffFormPage(opened, form);
  return { page, caption, version, backUrl: personUrl(userId), texts: staffFormTexts(opened, page, TEXT_PREFIXES), ...(notice ? { notice } : {}) };
}

/** On a form that can change an accepted offer's terms: saying that a change is a new version the applicant must accept (decision 0045). */
function acceptedNotice(opened: OpenedRecord): string | undefined {
  const accepted = acceptedVersion(opened.record);
  return accepted === null ? undefined : opened.config.text("offers.version.editNotice", { version: accepted });
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const offerCaption = (opened: OpenedRecord) => [text(opened.record.courseName), text(opened.record.status)].filter(Boolean).join(": ");

async function statusPage(request: Request, context: AppLoadContext, params: Params) {
  const opened = await openStaffOffer(request, context, "update:offer:tenant", params.userId, params.offerId);
  return { opened, form: statusChangeForm(context.services, opened), caption: offerCaption(opened), version: opened.record._version, notice: acceptedNotice(opened) };
}

async function requirementPage(request: Request, context: AppLoadContext, params: Params) {
  const opened = await openStaffOffer(request, context, "update:requirement:tenant", params.userId, params.offerId);
  const form = await requirementForm(context.services, opened, params.requirementId);
  return { opened, form, caption: form.requirementText, version: opened.record._version, notice: acceptedNotice(opened) };
}

async function paymentPage(request: Request, context: AppLoadContext, params: Params) {
  const opened = await openStaffOffer(request, context, "update:offer:tenant", params.userId, params.offerId);
  return { opened, form: paymentReviewForm(context.services, opened), caption: offerCaption(opened), version: opened.record._version };
}

async function documentPage(request: Request, context: AppLoadContext, params: Params) {
  const target = await openStaffUpload(request, context, params.userId, params.uploadId);
  if (request.method === "GET") await noteDocumentAccess(context.services, target.opened.user, target.upload);
  const form = documentReviewForm(context.services, target);
  return { opened: target.opened, form, caption: target.opened.config.formTitle(form.formId), version: target.upload._version, notice: await documentNotice(context, target) };
}

/** Who uploaded the document, when, and its review state, above the review form (issue 39). */
async function documentNotice(context: AppLoadContext, { opened, upload }: OpenedUpload): Promise<string> {
  const words = (await documentWords(context.services, opened.tenant, opened.config, [upload])).get(upload._id);
  if (!words) return "";
  const about = opened.config.text("person.documents.about", { who: words.uploadedBy, date: formatDate(upload.createdAt), state: words.reviewState });
  return words.rejectionReason ? `${about} ${opened.config.text("person.documents.rejectionReason", { reason: words.rejectionReason })}` : about;
}

async function newOfferPage(request: Request, context: AppLoadContext, params: Params) {
  const opened = await openNewOffer(request, context, params.userId);
  const name = [opened.record.givenName, opened.record.familyName].filter((part) => typeof part === "string" && part).join(" ");
  return { opened, form: newOfferForm(context.services, opened), caption: name, version: opened.record._version };
}

async function editOfferPage(request: Request, context: AppLoadContext, params: Params) {
  const opened = await openStaffOffer(request, context, "update:offer:tenant", params.userId, params.offerId);
  return { opened, form: editOfferForm(context.services, opened), caption: offerCaption(opened), version: opened.record._version, notice: acceptedNotice(opened) };
}

type PageOpener = (request: Request, context: AppLoadContext, params: Params) => Promise<{ opened: OpenedRecord; form: StaffForm; caption: string; version: number; notice?: string | undefined }>;

function staffPage(open: PageOpener) {
  return {
    async load(request: Request, context: AppLoadContext, params: Params) {
      const { opened, form, caption, version, notice } = await open(request, context, params);
      return pageData(opened, form, caption, version, params.userId ?? "", notice);
    },
    async submit(request: Request, context: AppLoadContext, params: Params) {
      const { opened, form } = await open(request, context, params);
      return submitStaffForm(request, opened, form, personUrl(params.userId ?? ""));
    },
  };
}

export const newOfferDetailsPage = staffPage(newOfferPage);
export const offerDetailsPage = staffPage(editOfferPage);
export const offerStatusPage = staffPage(statusPage);
export const requirementAssessmentPage = staffPage(requirementPage);
/** Review payment: the form, beside what the applicant submitted (issue 39; decision 0047). */
export const paymentReviewPage = {
  async load(request: Request, context: AppLoadContext, params: Params) {
    const { opened, form, caption, version } = await paymentPage(request, context, params);
    const data = pageData(opened, form, caption, version, params.userId ?? "");
    const submitted = await paymentSubmission(context.services, opened.config, opened.tenant, opened.record, opened.today);
    return { ...data, submitted, texts: { ...data.texts, ...opened.config.texts("offers.paymentReview.submitted.") } };
  },
  submit: staffPage(paymentPage).submit,
};
/** A document's review page is headed by the document's type, not its file name (issue 39). */
export const documentReviewPage = {
  async load(request: Request, context: AppLoadContext, params: Params) {
    const data = await staffPage(documentPage).load(request, context, params);
    const target = await openStaffUpload(request, context, params.userId, params.uploadId);
    const words = (await documentWords(context.services, target.opened.tenant, target.opened.config, [target.upload])).get(target.upload._id);
    return { ...data, heading: words?.typeLabel ?? documentTypeLabel(target.opened.config, target.upload.documentType) };
  },
  submit: staffPage(documentPage).submit,
};

/** Acknowledge the applicant's news on an offer (issue 39): the flags clear and the record says who. */
export async function acknowledgeOfferNews(request: Request, context: AppLoadContext, params: Params) {
  const opened = await openStaffOffer(request, context, "update:offer:tenant", params.userId, params.offerId);
  try {
    await acknowledgeNews(context.services, opened);
  } catch (error) {
    // Someone changed the offer meanwhile: the record shows it as it now is, to acknowledge again.
    if (!(error instanceof VersionConflictError)) throw error;
  }
  return redirect(`${personUrl(params.userId ?? "")}#offer-${encodeURIComponent(opened.record._id)}`, 303);
}
