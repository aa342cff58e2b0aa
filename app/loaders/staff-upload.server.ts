// /students/:userId/documents/new: a staff member uploads a document on the person's behalf (issue
// 39; 001 §2 upload controls for staff). A plain multipart form, so it works without JavaScript:
// choose which document it is, choose the file, Upload. The file has the person's own uploads'
// checks and save (server/uploads), recorded as the staff member's; a refusal redraws the form
// with the reason in words (422), and the record shows the new document.
import type { AppLoadContext } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { notFound } from "../../server/auth/guards";
import { fileBodyProblem, readForm } from "../../server/http/form-body";
import { staffAccess } from "../../server/staff/access";
import { personName } from "../../server/users/account-details";
import { uploadLimits } from "../../server/uploads/limits";
import { chosenSlot, staffUploadSlots } from "../../server/uploads/staff-upload";
import { saveUpload, UploadRefused } from "../../server/uploads/uploads";

const PERMISSION = "read:person:assigned" as const;
const TEXT_PREFIXES = ["person.documents.upload.", "person.backToPerson", "form.errorSummary", "form.errorPrefix", "form.titleErrorPrefix"];
const MB = 1024 * 1024;

async function openUpload(request: Request, context: AppLoadContext, userId: string | undefined) {
  const access = await staffAccess(request, context, PERMISSION);
  if (!userId || !access.tenant || !access.config) throw notFound();
  const groups = await staffUploadSlots(context.services, access.user, access.tenant, access.config, userId);
  // Nothing this user may upload for the person (or a person they may not see): no such page.
  if (!groups.length) throw notFound();
  const query = access.namesTenant ? `?uni=${encodeURIComponent(access.tenant)}` : "";
  return { ...access, tenant: access.tenant, config: access.config, groups, personUrl: `/students/${encodeURIComponent(userId)}${query}` };
}

export async function loadStaffUpload(request: Request, context: AppLoadContext, userId: string | undefined) {
  const opened = await openUpload(request, context, userId);
  const limits = uploadLimits(opened.config);
  return {
    person: await personName(context.services, userId as string),
    groups: opened.groups.map((group) => ({ heading: group.heading, choices: group.slots.map((slot) => ({ value: slot.value, label: slot.label })) })),
    fileHint: opened.config.text("person.documents.upload.fileHint", { types: limits.extensions.map((extension) => extension.toUpperCase()).join(", "), size: limits.maxFileSizeMb }),
    accept: limits.extensions.map((extension) => `.${extension}`).join(","),
    backUrl: opened.personUrl,
    texts: opened.config.texts(...TEXT_PREFIXES),
  };
}

export async function submitStaffUpload(request: Request, context: AppLoadContext, userId: string | undefined) {
  const opened = await openUpload(request, context, userId);
  const { config, user, tenant } = opened;
  const limits = uploadLimits(config);
  const refuse = (errors: Array<{ field: string; message: string }>, status = 422) => data({ errors }, { status });
  const fileError = (key: string, params: Record<string, string | number> = {}, status = 422) => refuse([{ field: "file", message: config.text(key, params) }], status);
  // The body is held to the university's file limit, from its Content-Length, before a byte is read.
  const sizeProblem = fileBodyProblem(request, limits.maxFileSizeMb * MB);
  if (sizeProblem === "tooLarge") return fileError("uploads.maxSize", { n: limits.maxFileSizeMb }, 413);
  if (sizeProblem) return fileError("uploads.failed", {}, 411);
  const form = await readForm(request);
  const slot = chosenSlot(opened.groups, form.get("document"));
  const file = form.get("file");
  // A form sent with no file chosen has an empty, unnamed file part.
  const hasFile = file instanceof File && (file.name !== "" || file.size > 0);
  const errors = [
    ...(slot ? [] : [{ field: "document", message: config.text("person.documents.upload.documentMissing") }]),
    ...(hasFile ? [] : [{ field: "file", message: config.text("person.documents.upload.fileMissing") }]),
  ];
  if (errors.length || !slot || !(file instanceof File)) return refuse(errors);
  try {
    await saveUpload(
      context.services,
      user,
      { kind: slot.kind, recordId: slot.recordId, ownerId: slot.ownerId, tenant },
      { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()), documentType: slot.documentType },
      limits,
    );
  } catch (error) {
    if (error instanceof UploadRefused) return fileError(error.problem.messageKey, error.problem.params ?? {}, error.status);
    throw error;
  }
  return redirect(`${opened.personUrl}#documents-heading`, 303);
}
