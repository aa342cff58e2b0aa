// The staff's offer pages on a person's record (issue 15 items 2-4): change an offer's status,
// assess a requirement, review a document or a payment. Each is one staff form (server/offers)
// drawn by the generic renderer; saving returns to the person's record.
import { noteDocumentAccess } from "../../server/privacy/access-log";
import type { AppLoadContext } from "@remix-run/node";
import { documentReviewForm, openStaffUpload } from "../../server/offers/document-review";
import { editOfferForm, newOfferForm, openNewOffer } from "../../server/offers/offer-details";
import { paymentReviewForm, requirementForm, statusChangeForm } from "../../server/offers/offer-actions";
import { openStaffOffer } from "../../server/offers/open-staff-offer";
import { staffFormPage, staffFormTexts, type StaffForm } from "../../server/forms/staff-form";
import { personUrl, submitStaffForm } from "./staff-form.server";
import type { OpenedRecord } from "../../server/records/record-page";

type Params = { userId?: string; offerId?: string; requirementId?: string; uploadId?: string };

const TEXT_PREFIXES = ["form.", "person.", "uploads."];

function pageData(opened: OpenedRecord, form: StaffForm, caption: string, version: number, userId: string) {
  const page = staffFormPage(opened, form);
  return { page, caption, version, backUrl: personUrl(userId), texts: staffFormTexts(opened, page, TEXT_PREFIXES) };
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const offerCaption = (opened: OpenedRecord) => [text(opened.record.courseName), text(opened.record.status)].filter(Boolean).join(": ");

async function statusPage(request: Request, context: AppLoadContext, params: Params) {
  const opened = await openStaffOffer(request, context, "update:offer:tenant", params.userId, params.offerId);
  return { opened, form: statusChangeForm(context.services, opened), caption: offerCaption(opened), version: opened.record._version };
}

async function requirementPage(request: Request, context: AppLoadContext, params: Params) {
  const opened = await openStaffOffer(request, context, "update:requirement:tenant", params.userId, params.offerId);
  const form = await requirementForm(context.services, opened, params.requirementId);
  return { opened, form, caption: form.requirementText, version: opened.record._version };
}

async function paymentPage(request: Request, context: AppLoadContext, params: Params) {
  const opened = await openStaffOffer(request, context, "update:offer:tenant", params.userId, params.offerId);
  return { opened, form: paymentReviewForm(context.services, opened), caption: offerCaption(opened), version: opened.record._version };
}

async function documentPage(request: Request, context: AppLoadContext, params: Params) {
  const target = await openStaffUpload(request, context, params.userId, params.uploadId);
  if (request.method === "GET") await noteDocumentAccess(context.services, target.opened.user, target.upload);
  return { opened: target.opened, form: documentReviewForm(context.services, target), caption: target.upload.originalName, version: target.upload._version };
}

async function newOfferPage(request: Request, context: AppLoadContext, params: Params) {
  const opened = await openNewOffer(request, context, params.userId);
  const name = [opened.record.givenName, opened.record.familyName].filter((part) => typeof part === "string" && part).join(" ");
  return { opened, form: newOfferForm(context.services, opened), caption: name, version: opened.record._version };
}

async function editOfferPage(request: Request, context: AppLoadContext, params: Params) {
  const opened = await openStaffOffer(request, context, "update:offer:tenant", params.userId, params.offerId);
  return { opened, form: editOfferForm(context.services, opened), caption: offerCaption(opened), version: opened.record._version };
}

type PageOpener = typeof statusPage;

function staffPage(open: PageOpener) {
  return {
    async load(request: Request, context: AppLoadContext, params: Params) {
      const { opened, form, caption, version } = await open(request, context, params);
      return pageData(opened, form, caption, version, params.userId ?? "");
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
export const paymentReviewPage = staffPage(paymentPage);
export const documentReviewPage = staffPage(documentPage);
