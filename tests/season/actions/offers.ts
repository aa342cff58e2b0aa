// Offers: staff fill in the details and change the status, the applicant answers, gives the
// condition's document and pays; staff review the document, the requirement and the payment.
import { evaluatePage, sectionData } from "../../../rules";
import { conditionDocument } from "../../../rules/offers/offer-view";
import { documentReviewForm } from "../../../server/offers/document-review";
import { editOfferForm } from "../../../server/offers/offer-details";
import { handOverIfDue, noteApplicantUpdate, paymentReviewForm, requirementForm, statusChangeForm } from "../../../server/offers/offer-actions";
import { savePage } from "../../../server/records/record-page";
import type { EntityRecord } from "../../../server/repositories";
import { VersionConflictError } from "../../../server/store/port";
import { configOf, open, submitStaffForm } from "../app";
import { applyApplicationStatusFromOffer, maybeHandOver } from "../model-rules";
import { note, reach, type OfferModel, type Person } from "../world";
import { done, refused, fromForm, staff, services, courseOf, offerRecord, studentRecord, mainOffer, applicantUser, uploadTo, openOffer, staffActed, type ActionImpl } from "./support";

// Staff on offers


export const offerDetails: ActionImpl = {
  async run(ctx, person, params) {
    const p = person as Person;
    const found = await openOffer(ctx, p);
    if (!found) return refused("no offer");
    const course = await courseOf(ctx, p.tenant, p.courseId);
    // Some offers come with scholarships: a fixed amount, a percentage of the fee, or both.
    const scholarships = [[], [{ name: "Merit award", type: "FIXED", amount: "2000" }], [{ name: "Early bird", type: "PERCENTAGE", percentage: 10 }], [{ name: "Merit award", type: "FIXED", amount: "1500.50" }, { name: "Regional award", type: "PERCENTAGE", percentage: 5 }]][Number(p.key.slice(-1)) % 4];
    const answers = { courseId: p.courseId, intakeId: p.intakeId, conditionType: params.conditionType, fee: `${course.fee ?? 15000}.00`, startText: "Congratulations on your offer.", ...(scholarships.length ? { scholarships } : {}) };
    if (ctx.retry && found.record.conditionType === params.conditionType) return done();
    return fromForm(await submitStaffForm(found.opened, editOfferForm(services(ctx), found.opened), answers, found.record._version));
  },
  apply(_world, person, params, _outcome, when) {
    const p = person as Person;
    const offer = mainOffer(p) as OfferModel;
    offer.conditionType = params.conditionType as OfferModel["conditionType"];
    offer.conditions = [];
    note(p, when.day, `staff fill in the offer details (${String(params.conditionType)})`);
  },
};

export const offerStatus: ActionImpl = {
  async run(ctx, person, params, action) {
    const p = person as Person;
    const found = await openOffer(ctx, p);
    if (!found) return refused("no offer");
    const status = String(params.status);
    if (ctx.retry && found.record.status === status) return done();
    const answers: Record<string, unknown> = { status, notifyApplicant: params.notify === true };
    if (status === "Conditional" || status === "Unconditional") answers.conditions = params.conditions;
    if (status === "Rejected" || status === "Withdrawn") answers.statusReason = params.reason;
    if (params.note) answers.statusInternalNote = params.note;
    if (action.viaHttp && ctx.http) return ctx.http.staffForm(p, staff(ctx, p.tenant, "uni"), `/students/${p.userId}/offers/${found.record._id}/status`, answers, found.record._version);
    return fromForm(await submitStaffForm(found.opened, statusChangeForm(services(ctx), found.opened), answers, found.record._version));
  },
  apply(world, person, params, _outcome, when) {
    const p = person as Person;
    const offer = mainOffer(p) as OfferModel;
    const status = params.status as OfferModel["status"];
    offer.status = status;
    offer.statusChangedAt = when.at;
    if (status === "Conditional" || status === "Unconditional") {
      offer.issuedAt ??= when.at;
      offer.lastIssuedAt = when.at;
      offer.conditions = structuredClone(params.conditions) as OfferModel["conditions"];
      reach(p, "conditional", when.date);
      if (status === "Unconditional") reach(p, "unconditional", when.date);
    } else {
      offer.conditions = [];
    }
    staffActed(offer, when.at);
    applyApplicationStatusFromOffer(p, offer);
    maybeHandOver(world, p, offer, when);
    if (status === "Rejected" || status === "Withdrawn") p.done = !p.student;
    note(p, when.day, `staff change the offer to ${status}${params.viaHttp ? " (over HTTP)" : ""}`);
  },
};


export const decide: ActionImpl = {
  async run(ctx, person, params, action) {
    const p = person as Person;
    const offer = mainOffer(p);
    const record = offer ? await offerRecord(ctx, p, offer) : null;
    if (!record) return refused("no offer");
    if (ctx.retry && record.applicantStatus === params.answer) return done();
    const user = await applicantUser(ctx, p);
    if (action.viaHttp && ctx.http) return ctx.http.decide(p, user, record, String(params.answer));
    const config = await configOf(services(ctx), p.tenant);
    const opened = await open(services(ctx), user, "offers", record);
    const formId = config.document["offer-documents"].decisionForm;
    if (!formId) return refused("no decision form");
    const evaluation = evaluatePage(config, formId, { record, data: { applicantStatus: params.answer }, today: opened.today, role: user.role });
    if (evaluation.errors.length) return refused(evaluation.errors.map((error) => `${error.path}: ${error.message}`).join("; "));
    try {
      const saved = await savePage(services(ctx), opened, formId, evaluation.storable, record._version);
      await noteApplicantUpdate(services(ctx), p.tenant, saved._id);
      await handOverIfDue(services(ctx), opened, saved);
    } catch (error) {
      if (error instanceof VersionConflictError) return refused("stale version (409)");
      throw error;
    }
    return done();
  },
  apply(world, person, params, _outcome, when) {
    const p = person as Person;
    const offer = mainOffer(p) as OfferModel;
    offer.applicantStatus = params.answer as OfferModel["applicantStatus"];
    offer.applicantDecisionAt = when.date;
    offer.pendingChanges = true;
    if (offer.applicantStatus === "Accepted") reach(p, "accepted", when.date);
    applyApplicationStatusFromOffer(p, offer);
    maybeHandOver(world, p, offer, when);
    if (offer.applicantStatus === "Declined") p.done = true;
    note(p, when.day, `${offer.applicantStatus === "Accepted" ? "accepts" : "declines"} the offer${params.viaHttp ? " (over HTTP)" : ""}`);
  },
};


export const uploadConditionDocument: ActionImpl = {
  async run(ctx, person, params) {
    const p = person as Person;
    const offer = mainOffer(p);
    const record = offer ? await offerRecord(ctx, p, offer) : null;
    if (!record || !p.userId) return refused("no offer");
    const config = await configOf(services(ctx), p.tenant);
    const document = conditionDocument(config, String(params.requirementId));
    if (!document) return refused(`no document for ${String(params.requirementId)}`);
    return uploadTo(ctx, await applicantUser(ctx, p), p.tenant, { kind: "offers", recordId: record._id, ownerId: p.userId }, String(params.name), document.documentType);
  },
  apply(_world, person, params, outcome, when) {
    const p = person as Person;
    const offer = mainOffer(p) as OfferModel;
    offer.documents.push({ uploadId: String(outcome.data.uploadId), documentType: String(params.requirementId), at: when.at, byApplicant: true });
    offer.newDocumentsSinceStaff += 1;
    note(p, when.day, `uploads ${String(params.name)} for the condition ${String(params.requirementId)}`);
  },
};

export const reviewDocument: ActionImpl = {
  async run(ctx, person, params) {
    const p = person as Person;
    const found = await openOffer(ctx, p);
    if (!found) return refused("no offer");
    const upload = await services(ctx).repositories.uploads.findById(p.tenant, String(params.uploadId));
    if (!upload) return refused("no such document");
    if (ctx.retry && upload.review?.status === params.verdict) return done();
    const answers = params.verdict === "APPROVED" ? { status: "APPROVED" } : { status: "REJECTED", reason: "The document is not readable: upload a clearer copy" };
    return fromForm(await submitStaffForm(found.opened, documentReviewForm(services(ctx), { opened: found.opened, upload }), answers, upload._version));
  },
  apply(_world, person, params, _outcome, when) {
    const p = person as Person;
    const document = (mainOffer(p) as OfferModel).documents.find((candidate) => candidate.uploadId === params.uploadId);
    if (document) document.review = params.verdict as "APPROVED" | "REJECTED";
    note(p, when.day, `staff ${params.verdict === "APPROVED" ? "approve" : "reject"} the document`);
  },
};

export const satisfyRequirement: ActionImpl = {
  async run(ctx, person, params) {
    const p = person as Person;
    const found = await openOffer(ctx, p);
    if (!found) return refused("no offer");
    const requirement = ((found.record.conditions as Array<Record<string, unknown>>) ?? []).find((candidate) => candidate.requirementId === params.requirementId);
    if (ctx.retry && requirement?.status === "Satisfied") return done();
    const form = await requirementForm(services(ctx), found.opened, String(params.requirementId));
    return fromForm(await submitStaffForm(found.opened, form, { status: "Satisfied", noteText: "The document meets the condition" }, found.record._version));
  },
  apply(world, person, params, _outcome, when) {
    const p = person as Person;
    const offer = mainOffer(p) as OfferModel;
    const requirement = offer.conditions.find((candidate) => candidate.requirementId === params.requirementId);
    if (requirement) requirement.status = "Satisfied";
    staffActed(offer, when.at);
    maybeHandOver(world, p, offer, when);
    note(p, when.day, `staff mark ${String(params.requirementId)} satisfied`);
  },
};

export const pay: ActionImpl = {
  async run(ctx, person) {
    const p = person as Person;
    const offer = mainOffer(p);
    const record = offer ? await offerRecord(ctx, p, offer) : null;
    if (!record) return refused("no offer");
    if (ctx.retry && record.depositPence !== undefined) return done();
    const user = await applicantUser(ctx, p);
    const config = await configOf(services(ctx), p.tenant);
    const opened = await open(services(ctx), user, "offers", record);
    const formId = config.areas.offerWorkflow.forms.payment;
    const yesterday = new Date(Date.parse(`${opened.today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const evaluation = evaluatePage(config, formId, { record, data: { paymentMethod: "Deposit", depositDetail: { depositAmount: "5000", paymentDate: yesterday } }, today: opened.today, role: user.role });
    if (evaluation.errors.length) return refused(evaluation.errors.map((error) => `${error.path}: ${error.message}`).join("; "));
    const saved = await savePage(services(ctx), opened, formId, evaluation.storable, record._version);
    await noteApplicantUpdate(services(ctx), p.tenant, saved._id);
    await handOverIfDue(services(ctx), opened, saved);
    return done();
  },
  apply(_world, person, _params, _outcome, when) {
    const p = person as Person;
    const offer = mainOffer(p) as OfferModel;
    offer.paymentMethod = "Deposit";
    offer.pendingChanges = true;
    note(p, when.day, "tells the university how they paid the deposit");
  },
};

export const giveProof: ActionImpl = {
  async run(ctx, person) {
    const p = person as Person;
    const offer = mainOffer(p);
    const record = offer ? await offerRecord(ctx, p, offer) : null;
    if (!record || !p.userId) return refused("no offer");
    const user = await applicantUser(ctx, p);
    const name = `receipt-${p.key}.pdf`;
    const uploaded = await uploadTo(ctx, user, p.tenant, { kind: "offers", recordId: record._id, ownerId: p.userId }, name, "proofOfPayment");
    if (uploaded.status !== "done") return uploaded;
    const uploadId = String(uploaded.data.uploadId);
    const current = (await offerRecord(ctx, p, offer as OfferModel)) as EntityRecord;
    if (ctx.retry && (sectionData(current, "proof-of-payment") as { proofOfPayment?: { sKey?: string } }).proofOfPayment?.sKey === uploadId) return done({ uploadId });
    const config = await configOf(services(ctx), p.tenant);
    const opened = await open(services(ctx), user, "offers", current);
    const formId = config.areas.offerWorkflow.forms.proofOfPayment;
    const evaluation = evaluatePage(config, formId, { record: current, data: { proofOfPayment: { sKey: uploadId, s3Keys: [uploadId], linkText: name } }, today: opened.today, role: user.role });
    if (evaluation.errors.length) return refused(evaluation.errors.map((error) => `${error.path}: ${error.message}`).join("; "));
    const saved = await savePage(services(ctx), opened, formId, evaluation.storable, current._version);
    await noteApplicantUpdate(services(ctx), p.tenant, saved._id);
    await handOverIfDue(services(ctx), opened, saved);
    return done({ uploadId });
  },
  apply(_world, person, _params, outcome, when) {
    const p = person as Person;
    const offer = mainOffer(p) as OfferModel;
    offer.documents.push({ uploadId: String(outcome.data.uploadId), documentType: "proofOfPayment", at: when.at, byApplicant: true });
    offer.newDocumentsSinceStaff += 1;
    offer.proofGiven = true;
    offer.pendingChanges = true;
    note(p, when.day, "uploads the proof of payment");
  },
};

export const reviewPayment: ActionImpl = {
  async run(ctx, person) {
    const p = person as Person;
    const found = await openOffer(ctx, p);
    if (!found) return refused("no offer");
    if (!(ctx.retry && found.record.paymentStatus === "Approved")) {
      const outcome = await submitStaffForm(found.opened, paymentReviewForm(services(ctx), found.opened), { status: "Approved", statusInternalNote: "Matched to the bank statement" }, found.record._version);
      if (outcome.kind !== "saved") return fromForm(outcome);
    }
    const student = await studentRecord(ctx, p);
    return done(student ? { studentId: student._id } : {});
  },
  apply(world, person, _params, outcome, when) {
    const p = person as Person;
    const offer = mainOffer(p) as OfferModel;
    offer.paymentStatus = "Approved";
    staffActed(offer, when.at);
    maybeHandOver(world, p, offer, when, outcome.data.studentId as string | undefined);
    note(p, when.day, "staff approve the payment");
  },
};
