// The staff's offer forms (issue 15 items 2-4): change an offer's status, assess one requirement,
// review a payment. Which form each is, and every rule that decides, is the university's
// offer-workflow configuration (rules/offers/offer-workflow.ts applies it); this says what each
// form is about and how its answers are stored, audited and followed up.
import { sectionData } from "../../rules";
import {
  applicantAddress,
  assessmentStart,
  requirementLabel,
  conditionsAfterAssessment,
  findRequirement,
  handoverFor,
  offerCanStillMove,
  statusChangeProblems,
  statusChangeStart,
  statusChangeSummary,
  statusChangeUpdate,
  statusNotification,
  withRequirementIds,
  conditionTextProblems,
} from "../../rules/offers/offer-workflow";
import { staffSeen } from "../../rules/offers/offer-news";
import { notFound } from "../auth/guards";
import { conditionDocument } from "../../rules/offers/offer-view";
import type { EntityRecord } from "../repositories";
import { changesBetween, pageUpdate, saveRecord, type OpenedRecord } from "../records/record-page";
import type { Services } from "../services";
import { insertRecord } from "../records/write-path";
import { messageSender } from "../messaging";
import type { StaffForm } from "../forms/staff-form";

/** Staff have acted on the offer: the applicant's updates before now are no longer new (001 §2 banners). */
const seen = (services: Services) => staffSeen(services.clock().toISOString());

export { applicantUpdateFields, noteApplicantUpdate } from "./applicant-updates";


async function accountOf(services: Services, userId: unknown) {
  return typeof userId === "string" && userId ? services.repositories.users.findByIdForSession(userId) : null;
}

/**
 * After any change to an offer: when the university's hand-over rule holds and the person has no
 * CAS student record yet, one is made at the configured stage, the account takes the configured
 * role (and with it the checklist), and the audit log says why.
 */
export async function handOverIfDue(services: Services, opened: OpenedRecord, offer: EntityRecord): Promise<void> {
  const handover = handoverFor(opened.config, offer);
  if (!handover) return;
  const { tenant } = opened;
  const userId = String(offer.userId ?? "");
  if (!userId || (await services.repositories.students.findOne(tenant, { userId }))) return;
  const at = services.clock().toISOString();
  const account = await accountOf(services, userId);
  const student = await insertRecord(services, tenant, "students", {
    email: account?.email,
    givenName: account?.givenName,
    familyName: account?.familyName,
    ...handover.fields,
    ...Object.fromEntries(handover.stamp.map((field) => [field, at])),
    userId,
    stage: handover.stage,
    stageUpdatedAt: at,
    sections: {},
    createdAt: at,
    updatedAt: at,
  }, { actor: opened.user.id, action: "cas.handover", reason: handover.reason, details: { stage: handover.stage, offer: offer._id } });
  if (account && account.role !== handover.role) await services.repositories.users.setRole(userId, handover.role);
}

/** Change offer status (001 §4): the configured transitions and requirement count, the email if asked. */
export function statusChangeForm(services: Services, opened: OpenedRecord): StaffForm {
  const offer = opened.record;
  const { config } = opened;
  return {
    formId: config.areas.offerWorkflow.forms.status,
    subject: offer,
    start: statusChangeStart(offer),
    check: (answers) => statusChangeProblems(config, offer, answers),
    async save(given, version) {
      const answers = withRequirementIds(offer, given);
      const now = services.clock().toISOString();
      const change = statusChangeSummary(offer, answers);
      const details = { from: change.from, to: change.to, notified: change.notify ? "yes" : "no" };
      const update = statusChangeUpdate(config, offer, answers, now);
      const saved = await saveRecord(services, opened, { ...update, $set: { ...update.$set, ...seen(services) } }, version, {
        action: "offer.status",
        details,
        ...(change.reason ? { reason: change.reason } : {}),
        ...(typeof answers.statusInternalNote === "string" && answers.statusInternalNote ? { note: answers.statusInternalNote } : {}),
      });
      if (change.notify) {
        const account = await accountOf(services, offer.userId);
        const address = applicantAddress(offer, account?.email);
        if (address) {
          const email = statusNotification(config, saved, change.to, account?.givenName ?? "");
          await messageSender(services).send({ channel: "email", to: address, tenant: opened.tenant, purpose: "offer-status", subject: email.subject, text: email.text });
        }
      }
      await handOverIfDue(services, opened, saved);
    },
  };
}

/** Whether staff have approved a document given for the requirement (the document verification mode's rule reads it). */
async function hasApprovedDocument(services: Services, opened: OpenedRecord, requirementId: string): Promise<boolean> {
  const document = conditionDocument(opened.config, requirementId);
  if (!document) return false;
  const filter = { recordId: opened.record._id, documentType: document.documentType, status: "UPLOADED_OK", "review.status": "APPROVED" };
  return (await services.repositories.uploads.count(opened.tenant, filter)) > 0;
}

/** Assess one requirement (001 §4): its status, condition text and note, on the offer's conditions. */
export async function requirementForm(services: Services, opened: OpenedRecord, requirementId: string | undefined): Promise<StaffForm & { requirementText: string }> {
  const offer = opened.record;
  const ref = requirementId ? findRequirement(offer, requirementId) : null;
  // A closed offer's requirements are as they were when it closed: there is no assessment to make.
  if (!ref || !requirementId || !offerCanStillMove(opened.config, offer)) throw notFound();
  return {
    formId: opened.config.areas.offerWorkflow.forms.requirement,
    subject: { ...ref.requirement, hasApprovedDocument: await hasApprovedDocument(services, opened, requirementId) },
    requirementText: requirementLabel(ref.requirement),
    start: assessmentStart(ref.requirement),
    check: (answers) => conditionTextProblems(opened.config, { ...ref.requirement, ...answers }, "conditionText"),
    async save(answers, version) {
      const conditions = conditionsAfterAssessment(offer, ref, answers);
      const changes = changesBetween(ref.requirement, conditions[ref.index]);
      const saved = await saveRecord(services, opened, { $set: { conditions, ...seen(services) } }, version, {
        action: "requirement.update",
        details: { requirement: requirementLabel(ref.requirement), changes },
      });
      await handOverIfDue(services, opened, saved);
    },
  };
}

/** Review the payment and its proof (001 §3 Payment review): the review status is promoted to the offer. */
export function paymentReviewForm(services: Services, opened: OpenedRecord): StaffForm {
  const offer = opened.record;
  const formId = opened.config.areas.offerWorkflow.forms.paymentReview;
  const before = sectionData(offer, formId);
  // The status as it stands (the applicant's proof puts it at Review), not only as staff last left it.
  const current = typeof offer.paymentStatus === "string" ? { status: offer.paymentStatus } : {};
  return {
    formId,
    subject: offer,
    start: { ...before, ...current },
    async save(answers, version) {
      const update = pageUpdate(opened.config, formId, answers);
      // When the deposit was approved: the CAS record takes it at hand-over (the pipeline's Deposit date).
      const approved = answers.status === "Approved" && offer.paymentStatus !== "Approved" ? { paymentApprovedAt: services.clock().toISOString() } : {};
      const saved = await saveRecord(services, opened, { ...update, $set: { ...update.$set, ...approved, ...seen(services) } }, version, {
        action: "payment.review",
        // From the status as it stood (Review once the applicant's proof is in), so the history says Review -> Approved.
        details: { section: formId, changes: changesBetween({ ...before, ...current }, answers) },
      });
      await handOverIfDue(services, opened, saved);
    },
  };
}

/** Staff acknowledge the applicant's news on the offer ("Pending changes", "new information"): cleared, with who in the history. */
export async function acknowledgeNews(services: Services, opened: OpenedRecord): Promise<void> {
  await saveRecord(services, opened, { $set: seen(services) }, opened.record._version, { action: "offer.acknowledge", details: {} });
}
