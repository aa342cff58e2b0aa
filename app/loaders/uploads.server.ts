// Upload endpoints: POST /uploads (one file per request, multipart: file, recordKind, recordId,
// documentType), GET /uploads/:id (the file, as an attachment, to those who may see it),
// POST /uploads/:id with intent=delete.
import { noteDocumentAccess } from "../../server/privacy/access-log";
import { Readable } from "node:stream";
import type { AppLoadContext } from "@remix-run/node";
import { notFound, requireUser } from "../../server/auth/guards";
import { platformCatalogue, textsWithPrefix } from "../../server/messages";
import defaultSettings from "../../tenant-configs/_defaults/settings.json";
import { formatMessage } from "../../rules";
import { uploadLimits } from "../../server/uploads/limits";
import { documentWords } from "../../server/uploads/document-words";
import { audienceOf } from "../../server/views/audience";
import { formatDate } from "../lib/format";
import { deleteUpload, openUploadedFile, readableUpload, saveUpload, summaryOf, UploadRefused, uploadTarget } from "../../server/uploads/uploads";
import { fileBodyProblem, readForm } from "../../server/http/form-body";

const MB = 1024 * 1024;

async function limitsFor(context: AppLoadContext, tenant: string) {
  const config = (await context.services.configs.current(tenant)).prepared;
  return { config, limits: uploadLimits(config) };
}

function problemResponse(config: { messages: Record<string, { text: string }> }, problem: { messageKey: string; params?: Record<string, string | number> }, status: number) {
  const text = config.messages[problem.messageKey]?.text ?? problem.messageKey;
  return Response.json({ error: formatMessage(text, problem.params ?? {}), errorKey: problem.messageKey }, { status });
}

export async function receiveUpload(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  if (!user.tenant) throw notFound();
  const { config, limits } = await limitsFor(context, user.tenant);
  const maxBytes = limits.maxFileSizeMb * MB;
  const tooLarge = () => problemResponse(config, { messageKey: "uploads.maxSize", params: { n: limits.maxFileSizeMb } }, 413);
  // The body's size, from its Content-Length, is held to the university's limit before a byte is
  // read; within it, the form is read in memory (docs/decisions/0017).
  const sizeProblem = fileBodyProblem(request, maxBytes);
  if (sizeProblem === "tooLarge") return tooLarge();
  if (sizeProblem) return problemResponse(config, { messageKey: "uploads.failed" }, 411);
  let form: FormData;
  try {
    form = await readForm(request);
  } catch (refused) {
    if (refused instanceof Response && refused.status === 413) return tooLarge();
    return problemResponse(config, { messageKey: "uploads.failed" }, 400);
  }
  const file = form.get("file");
  if (file instanceof File && file.size > maxBytes) return tooLarge();
  const documentType = String(form.get("documentType") ?? "");
  const target = await uploadTarget(context.services, user, String(form.get("recordKind") ?? ""), String(form.get("recordId") ?? ""));
  if (!target) throw notFound();
  if (!(file instanceof File) || !documentType) return problemResponse(config, { messageKey: "uploads.failed" }, 400);
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const { upload, warning } = await saveUpload(
      context.services,
      user,
      { kind: target.kind, recordId: target.record._id, ownerId: target.ownerId },
      { name: file.name, bytes, documentType },
      limits,
    );
    const warningText = warning ? formatMessage(config.messages[warning.messageKey]?.text ?? warning.messageKey, warning.params ?? {}) : null;
    return Response.json({ upload: summaryOf(upload), warning: warningText }, { status: 201 });
  } catch (error) {
    if (error instanceof UploadRefused) return problemResponse(config, error.problem, error.status);
    throw error;
  }
}

/** The file types the document viewer draws in the page (002 §2.10). */
export const VIEWABLE = new Set(["application/pdf", "image/png", "image/jpeg", "image/gif", "image/webp"]);
const inline = (request: Request, mimeType: string) => new URL(request.url).searchParams.get("inline") === "1" && VIEWABLE.has(mimeType);

export async function sendUpload(request: Request, context: AppLoadContext, uploadId: string | undefined) {
  const user = await requireUser(request, context);
  const upload = uploadId ? await readableUpload(context.services, user, uploadId) : null;
  if (!upload) throw notFound();
  const file = await openUploadedFile(context.services, upload);
  if (!file) throw notFound();
  // The viewer's own inline copy is the viewer's page's access, already recorded.
  if (!inline(request, upload.mimeType)) await noteDocumentAccess(context.services, user, upload);
  return new Response(Readable.toWeb(file.stream) as ReadableStream, {
    headers: {
      "Content-Type": upload.mimeType,
      "Content-Length": String(file.size),
      // Inline only for the viewer's own reading of a PDF or an image; everything else is a download.
      "Content-Disposition": `${inline(request, upload.mimeType) ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(upload.originalName)}`,
      "Cache-Control": "private, no-store",
    },
  });
}

export async function removeUpload(request: Request, context: AppLoadContext, uploadId: string | undefined) {
  const user = await requireUser(request, context);
  const form = await readForm(request);
  if (form.get("intent") !== "delete" || !uploadId) return Response.json({ error: "Unknown action" }, { status: 400 });
  if (!(await deleteUpload(context.services, user, uploadId))) throw notFound();
  return Response.json({ deleted: uploadId });
}

/** The viewer's zoom for the platform Admin, who has no university: the defaults' own figures (002 §2.10). */
const DEFAULT_VIEWER = (defaultSettings as { documentViewer: { defaultZoom: number; zoomStep: number; minZoom: number; maxZoom: number } }).documentViewer;

/** /uploads/:id/view (002 §2.10): the document viewer's page, for those who may see the file. */
export async function loadViewer(request: Request, context: AppLoadContext, uploadId: string | undefined) {
  const user = await requireUser(request, context);
  const upload = uploadId ? await readableUpload(context.services, user, uploadId) : null;
  if (!upload) throw notFound();
  await noteDocumentAccess(context.services, user, upload);
  const config = user.tenant ? (await context.services.configs.current(user.tenant)).prepared : null;
  const texts = config ? config.texts("viewer.", "form.") : textsWithPrefix(platformCatalogue, "viewer.", "form.");
  const url = `/uploads/${encodeURIComponent(upload._id)}`;
  // Headed by the document's type; staff also read who uploaded it, when, and its review state (issue 39).
  const words = config ? (await documentWords(context.services, upload.tenant, config, [upload])).get(upload._id) : undefined;
  const about = words && audienceOf(user) !== "applicant" && config ? config.text("person.documents.about", { who: words.uploadedBy, date: formatDate(upload.createdAt), state: words.reviewState }) : null;
  return {
    name: upload.originalName,
    heading: words?.typeLabel ?? upload.originalName,
    about,
    kind: upload.mimeType === "application/pdf" ? "pdf" : VIEWABLE.has(upload.mimeType) ? "image" : "other",
    fileUrl: `${url}?inline=1`,
    downloadUrl: url,
    zoom: config?.settings.documentViewer ?? DEFAULT_VIEWER,
    texts,
  };
}
