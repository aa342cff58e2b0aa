// A page's own upload form posted without JavaScript (a task's document, an offer's condition;
// issue 40 item 9, decision 0069): one file, held to the university's size limit before a byte is
// read, then stored as POST /uploads stores it. Stored: back to the page (303), which lists it.
// Refused: the page again (422) with the reason in words. A stored file's Remove posts here too:
// it asks "Permanently Delete File?" first (the page again), and that question's buttons post here.
import { data, redirect } from "@remix-run/node";
import { fileBodyProblem, readForm } from "../../server/http/form-body";
import { fileToRemove, maxFileBytesOf, removePostedFile, storePostedFile, type PageRecord } from "../../server/uploads/page-uploads";
import { CONFIRM_REMOVE_UPLOAD_FIELD, KEEP_UPLOAD_FIELD, REMOVE_UPLOAD_FIELD } from "../../rules/forms/upload-fields";
import type { Services } from "../../server/services";
import { uploadLimits } from "../../server/uploads/limits";

/** The name of the page upload form's file input. */
export const PAGE_UPLOAD_FILE = "file";

/** Whether a post is a page's own upload form (multipart); the pages' other posts are JSON or plain text forms. */
export const isPageUpload = (request: Request): boolean => (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");

export async function receivePageUpload(services: Services, request: Request, page: PageRecord, documentType: string) {
  const refuse = (message: string, status = 422) => data({ uploadError: message }, { status });
  const sizeProblem = fileBodyProblem(request, maxFileBytesOf(page.config));
  if (sizeProblem === "tooLarge") return refuse(page.config.text("uploads.maxSize", { n: uploadLimits(page.config).maxFileSizeMb }), 413);
  if (sizeProblem) return refuse(page.config.text("uploads.failed"), 411);
  const form = await readForm(request);
  const named = (field: string) => {
    const value = form.get(field);
    return typeof value === "string" && value ? value : null;
  };
  const back = () => redirect(new URL(request.url).pathname, 303);
  // A stored file's Remove button asks first: the page again with "Permanently Delete File?" at it.
  const asked = named(REMOVE_UPLOAD_FIELD);
  if (asked) return data({ confirmRemoval: (await fileToRemove(services, page, [documentType], asked))._id });
  // "Delete": the file removed, back to the page without it. "Keep file": back to the page as it was.
  const confirmed = named(CONFIRM_REMOVE_UPLOAD_FIELD);
  if (confirmed) {
    await removePostedFile(services, page, [documentType], confirmed);
    return back();
  }
  if (named(KEEP_UPLOAD_FIELD)) return back();
  const file = form.get(PAGE_UPLOAD_FILE);
  // A form sent with no file chosen has an empty, unnamed file part.
  if (!(file instanceof File) || (file.name === "" && file.size === 0)) return refuse(page.config.text("uploads.plain.chooseFile"));
  const outcome = await storePostedFile(services, page, documentType, file);
  if ("refused" in outcome) return refuse(outcome.refused);
  return back();
}
