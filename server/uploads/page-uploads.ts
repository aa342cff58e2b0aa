// Files posted with a page's form when JavaScript is off (issue 40 item 9; decision 0069): each is
// stored exactly as POST /uploads stores one (saveUpload: the same checks, the same record against
// the same document type), and each upload question's answer becomes the reference to the files
// stored for it, the value the upload control gives it with JavaScript. A refused file is a
// problem in words at its question; the answers typed come back with it.
import type { FormError, PreparedConfig } from "../../rules";
import type { RenderPlan } from "../../rules/forms/render";
import { documentReferenceOf, uploadQuestionsOf, withAnswerAt } from "../../rules/forms/upload-fields";
import type { SignedInUser } from "../auth/permissions";
import type { PageSubmission } from "../http/page-submission";
import type { Services } from "../services";
import { audienceOf, visibleDocuments } from "../views";
import { uploadLimits } from "./limits";
import { deleteUpload, listUploads, saveUpload, summaryOf, UploadRefused, uploadTarget, type UploadRecord } from "./uploads";
import { notFound } from "../auth/guards";

/** The record a page's files go to, as the page opened it. */
export interface PageRecord {
  user: SignedInUser;
  tenant: string;
  collection: string;
  record: { _id: string };
  config: PreparedConfig;
}

const MB = 1024 * 1024;
const OVERSIZED = "uploads.plain.tooLarge";

/** The largest file a page of this university takes, in bytes. */
export const maxFileBytesOf = (config: PreparedConfig): number => uploadLimits(config).maxFileSizeMb * MB;

/**
 * Stores one posted file as the record's document of this type. Returns the refusal in words (as
 * POST /uploads words it) or the upload stored. Who may: as POST /uploads (uploadTarget).
 */
export async function storePostedFile(services: Services, page: PageRecord, documentType: string, file: File): Promise<{ refused: string; messageKey: string } | { stored: UploadRecord }> {
  const target = await uploadTarget(services, page.user, page.collection, page.record._id);
  if (!target) return { refused: page.config.text("uploads.failed"), messageKey: "uploads.failed" };
  try {
    const { upload } = await saveUpload(services, page.user, { kind: target.kind, recordId: target.record._id, ownerId: target.ownerId }, { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()), documentType }, uploadLimits(page.config));
    return { stored: upload };
  } catch (error) {
    if (error instanceof UploadRefused) return { refused: page.config.text(error.problem.messageKey, error.problem.params ?? {}), messageKey: error.problem.messageKey };
    throw error;
  }
}

/**
 * One of the record's files of these types, as a stored file's Remove names it without JavaScript:
 * who may is who may upload to the record (uploadTarget). A file not of this record and type is not
 * found (404), so a Remove that names another's file asks nothing about it.
 */
export async function fileToRemove(services: Services, page: PageRecord, documentTypes: readonly string[], uploadId: string): Promise<UploadRecord> {
  const target = await uploadTarget(services, page.user, page.collection, page.record._id);
  const upload = target ? await services.repositories.uploads.findById(page.tenant, uploadId) : null;
  const ofThisPage = upload && upload.status === "UPLOADED_OK" && upload.recordId === page.record._id && documentTypes.includes(upload.documentType);
  if (!upload || !ofThisPage) throw notFound();
  return upload;
}

/**
 * Removes one of the record's files of these types once "Permanently Delete File?" is answered
 * "Delete" without JavaScript: the file as fileToRemove finds it, then who may delete it
 * (deleteUpload, the write path and audit the script's Delete takes).
 */
export async function removePostedFile(services: Services, page: PageRecord, documentTypes: readonly string[], uploadId: string): Promise<void> {
  await fileToRemove(services, page, documentTypes, uploadId);
  if (!(await deleteUpload(services, page.user, uploadId))) throw notFound();
}

/**
 * A plain post's upload questions: each chosen file stored, each question's answer the reference
 * to the files the person can see for its type (none: no answer, and the rules ask for one). A
 * post made with JavaScript is returned as it is: its control already gave the answers.
 */
export async function withPostedUploads(services: Services, page: PageRecord, plan: RenderPlan, submission: PageSubmission): Promise<PageSubmission> {
  if (!submission.plainForm) return submission;
  const questions = uploadQuestionsOf(plan, submission.data);
  if (!questions.length) return submission;
  let data = submission.data;
  const problems: FormError[] = [];
  const documentTypes = questions.map((question) => question.documentType);
  // A stored file's Remove only asks (the page comes back with the question at it); its Delete
  // removes it before the answers are given the files that remain.
  if (submission.askRemoveUpload) await fileToRemove(services, page, documentTypes, submission.askRemoveUpload);
  if (submission.removeUpload) await removePostedFile(services, page, documentTypes, submission.removeUpload);
  for (const question of questions) {
    const file = submission.files.get(question.controlName);
    if (submission.oversizedFiles.has(question.controlName)) {
      // Read past the limit and dropped (server/http/page-form-body.ts): said at the question, in GOV.UK's words.
      problems.push({ path: question.path, message: page.config.text(OVERSIZED, { n: uploadLimits(page.config).maxFileSizeMb }), messageKey: OVERSIZED, ruleId: "upload" });
    } else if (file) {
      const outcome = await storePostedFile(services, page, question.documentType, file);
      if ("refused" in outcome) problems.push({ path: question.path, message: outcome.refused, messageKey: outcome.messageKey, ruleId: "upload" });
    }
    const stored = visibleDocuments(audienceOf(page.user), await listUploads(services, page.tenant, page.record._id, question.documentType));
    data = withAnswerAt(data, question.path, documentReferenceOf(stored.map(summaryOf)));
  }
  return { ...submission, data, problems: [...(submission.problems ?? []), ...problems] };
}
