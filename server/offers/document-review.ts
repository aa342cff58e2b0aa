// Staff review of one uploaded document (issue 15 item 4; 001 §4 Documents): approve it, or reject
// it with the reason the applicant reads on the condition's page, and say who may see it. The
// form is the university's (offer-workflow.documentReviewForm); the review is kept on the upload,
// with the upload's own version, and audited against the record the document belongs to.
import type { AppLoadContext } from "@remix-run/node";
import { notFound, requirePermission, requireUser } from "../auth/guards";
import { openRecord, type OpenedRecord } from "../records/record-page";
import type { UploadRecord } from "../repositories";
import type { Services } from "../services";
import type { StaffForm } from "./staff-form";

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
  const start: Record<string, unknown> = {};
  if (upload.review?.status) start.status = upload.review.status;
  if (upload.review?.reason) start.reason = upload.review.reason;
  if (upload.userAccess) start.userAccess = upload.userAccess;
  return {
    formId: opened.config.areas.offerWorkflow.forms.documentReview,
    subject: upload as unknown as Record<string, unknown>,
    start,
    async save(answers, version) {
      const at = services.clock().toISOString();
      const review = { status: String(answers.status), at, by: opened.user.id, ...(typeof answers.reason === "string" ? { reason: answers.reason } : {}) };
      const $set: Record<string, unknown> = { review };
      const $unset: Record<string, ""> = {};
      if (typeof answers.userAccess === "string") $set.userAccess = answers.userAccess;
      else $unset.userAccess = "";
      const saved = await services.repositories.uploads.update(opened.tenant, upload._id, Object.keys($unset).length ? { $set, $unset } : { $set }, version);
      if (!saved) throw notFound();
      await services.repositories.auditLog.insert(opened.tenant, {
        at,
        actorId: opened.user.id,
        action: "document.review",
        entity: opened.collection,
        entityId: opened.record._id,
        details: { document: upload.originalName, status: review.status, reason: review.reason ?? "" },
      });
    },
  };
}
