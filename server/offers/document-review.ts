// Staff review of one uploaded document (issue 15 item 4; 001 §4 Documents): approve it, or reject
// it with the reason the applicant reads on the condition's page, and say who may see it. The
// form is the university's (offer-workflow.documentReviewForm); the review is kept on the upload,
// with the upload's own version, and audited against the record the document belongs to. A
// rejection is emailed to the person at once, with the reason (issue 40 item 12, decision 0070).
import type { AppLoadContext } from "@remix-run/node";
import { reviewFromAnswers, reviewStart } from "../../rules/offers/document-review";
import { notFound, requirePermission, requireUser } from "../auth/guards";
import { openRecord, type OpenedRecord } from "../records/record-page";
import type { UploadRecord } from "../repositories";
import type { Services } from "../services";
import type { StaffForm } from "../forms/staff-form";
import { updateRecord } from "../records/write-path";
import { isRejection } from "../../rules/offers/offer-view";
import { messageSender } from "../messaging";
import { documentTypeLabel } from "../uploads/document-words";

export interface OpenedUpload {
  opened: OpenedRecord;
  upload: UploadRecord;
}

/** The person's upload and the record it belongs to, for staff who may review documents. */
export async function openStaffUpload(request: Request, context: AppLoadContext, userId: string | undefined, uploadId: string | undefined): Promise<OpenedUpload> {
  const user = await requireUser(request, context);
  requirePermission(user, "update:document:tenant");
  if (!user.tenant || !uploadId) throw notFound();
  const upload = await context.services.repositories.uploads.findById(user.tenant, uploadId);
  if (!upload || upload.status !== "UPLOADED_OK") throw notFound();
  const opened = await openRecord(request, context, upload.recordKind, { id: upload.recordId }, "read");
  if (String(opened.record.userId ?? "") !== userId) throw notFound();
  return { opened, upload };
}

export function documentReviewForm(services: Services, { opened, upload }: OpenedUpload): StaffForm {
  return {
    formId: opened.config.areas.offerWorkflow.forms.documentReview,
    subject: upload as unknown as Record<string, unknown>,
    start: reviewStart(upload),
    async save(answers, version) {
      const at = services.clock().toISOString();
      const { review, userAccess } = reviewFromAnswers(answers, opened.user.id, at);
      const update = userAccess ? { $set: { review, userAccess } } : { $set: { review }, $unset: { userAccess: "" as const } };
      // The history entry belongs to the record the document is on (the audit projector's rule for uploads).
      const saved = await updateRecord(services, opened.tenant, "uploads", upload._id, update, {
        actor: opened.user.id,
        action: "document.review",
        details: { document: upload.originalName, status: review.status, reason: review.reason ?? "" },
        ...(review.reason ? { reason: review.reason } : {}),
        expectedVersion: version,
      });
      if (!saved) throw notFound();
      if (isRejection(review.status)) await tellRejection(services, opened, upload, review.reason ?? "");
    },
  };
}

/** The person is told their document was not accepted, why, and to give another (the page shows the same reason). */
async function tellRejection(services: Services, opened: OpenedRecord, upload: UploadRecord, reason: string) {
  const account = await services.repositories.users.findByIdForSession(upload.ownerId);
  if (!account?.email) return;
  const { config } = opened;
  const params = {
    givenName: account.givenName ?? "",
    document: documentTypeLabel(config, upload.documentType),
    file: upload.originalName,
    reason: reason || config.text("uploads.rejectionReasonNotGiven"),
    universityName: config.settings.universityName,
  };
  await messageSender(services).send({ channel: "email", to: account.email, tenant: opened.tenant, purpose: "document-rejected", subject: config.text("documents.rejectedEmail.subject", params), text: config.text("documents.rejectedEmail.body", params) });
}
