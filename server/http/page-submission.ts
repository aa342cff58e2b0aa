// What a form page posts: with JavaScript, JSON `{ data, version, intent, stay }`; without it, the
// form's own fields (read back into answers by the form's render plan) and hidden `_version`,
// `_intent`, `_stay` (and a list's add or remove button, rules/forms/list-edits.ts). Either way an untrusted body becomes the same submission.
import type { RenderPlan } from "../../rules/forms/render";
import { answersFromForm } from "../../rules/forms/form-answers";
import { LIST_ADD_FIELD, LIST_REMOVE_FIELD, listEditOf, withListEdit } from "../../rules/forms/list-edits";
import { CONFIRM_REMOVE_UPLOAD_FIELD, KEEP_UPLOAD_FIELD, REMOVE_UPLOAD_FIELD, UPLOAD_FIELD } from "../../rules/forms/upload-fields";
import type { FormError } from "../../rules";
import { readJsonObject } from "./json-body";
import { bodyTooLarge, fileBodyProblem, isFormBody, readForm } from "./form-body";
import { FORM_LIMIT_BYTES } from "./body-limits";
import { readPageFormBody, type PageFormBody } from "./page-form-body";

export interface PageSubmission {
  /** The answers (an object; anything else counts as none). */
  data: Record<string, unknown>;
  /** The record version the page was drawn from; -1 when missing (a save is then refused as stale). */
  version: number;
  /** "refresh" redraws without storing; other intents are the page's own. */
  intent: string | null;
  /** Save and stay on the page (a repeating group's own Save). */
  stay: boolean;
  body: Record<string, unknown>;
  /** Posted as a plain form (no JavaScript): the answer is a page, not JSON for a script. */
  plainForm: boolean;
  /** The files a plain form posted, by the name of their input (chosen files only). */
  files: ReadonlyMap<string, File>;
  /** The names of file inputs whose file was over the page's file limit: not kept, said at the question. */
  oversizedFiles: ReadonlySet<string>;
  /** The stored file whose Remove button was pressed (no JavaScript): its upload id; the page comes back asking to confirm. */
  askRemoveUpload: string | null;
  /** The stored file whose removal was confirmed ("Delete" at that question): its upload id. */
  removeUpload: string | null;
  /** Problems found before the rules ran (a file refused): the page comes back with them. */
  problems?: FormError[];
}

export interface SubmissionLimits {
  /** The largest file the page's upload questions take (the university's limit); without one, a form's own limit holds for the whole body. */
  maxFileBytes?: number;
}

/** A chosen file: a form sent with no file chosen has an empty, unnamed file part. */
const isChosenFile = (value: FormDataEntryValue): value is File => value instanceof File && (value.name !== "" || value.size > 0);

const isMultipart = (request: Request) => (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");

/**
 * The posted form. A multipart body to a page with upload questions may carry a file (body-limits.ts
 * lets it): it is read part by part, a file over the university's limit dropped and named, what was
 * typed kept (page-form-body.ts). A page without them holds a multipart body to the form limit,
 * from its Content-Length, before a byte is read.
 */
async function readPostedForm(request: Request, limits: SubmissionLimits): Promise<PageFormBody> {
  if (!isMultipart(request)) return { form: await readForm(request), oversizedFiles: new Set() };
  if (limits.maxFileBytes !== undefined) return readPageFormBody(request, limits.maxFileBytes);
  if (fileBodyProblem(request, FORM_LIMIT_BYTES) === "tooLarge") throw bodyTooLarge(request);
  return { form: await readForm(request), oversizedFiles: new Set() };
}

export async function readPageSubmission(request: Request, plan?: RenderPlan, limits: SubmissionLimits = {}): Promise<PageSubmission> {
  // The body's size is bounded before it is read (body-limits.ts).
  if (plan && isFormBody(request)) {
    const { form, oversizedFiles } = await readPostedForm(request, limits);
    const names = [...new Set([...form.keys()])];
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : null;
    };
    const version = Number(text("_version"));
    const body = Object.fromEntries(names.filter((name) => name.startsWith("_")).map((name) => [name.slice(1), text(name)]));
    const answers = answersFromForm(plan, Object.fromEntries(names.map((name) => [name, form.getAll(name).filter((value): value is string => typeof value === "string")])));
    // A list's add or remove button (no JavaScript): the page comes back with the edit made, nothing stored.
    const listEdit = listEditOf(text(LIST_ADD_FIELD), text(LIST_REMOVE_FIELD));
    const files = new Map<string, File>();
    for (const [name, value] of form.entries()) if (isChosenFile(value) && !files.has(name)) files.set(name, value);
    return {
      data: listEdit ? withListEdit(answers, listEdit) : answers,
      version: Number.isInteger(version) ? version : -1,
      // An upload question's own button, a stored file's Remove, or that question's Delete or Keep file
      // (rules/forms/upload-fields.ts) stores, asks, removes or keeps, and redraws the page, as "Add another" does.
      intent: listEdit || [UPLOAD_FIELD, REMOVE_UPLOAD_FIELD, CONFIRM_REMOVE_UPLOAD_FIELD, KEEP_UPLOAD_FIELD].some((name) => text(name) !== null) ? "refresh" : text("_intent"),
      stay: text("_stay") === "true",
      body,
      plainForm: true,
      files,
      oversizedFiles,
      askRemoveUpload: text(REMOVE_UPLOAD_FIELD),
      removeUpload: text(CONFIRM_REMOVE_UPLOAD_FIELD),
    };
  }
  const body = await readJsonObject(request);
  const data = body.data && typeof body.data === "object" && !Array.isArray(body.data) ? (body.data as Record<string, unknown>) : {};
  return {
    data,
    version: typeof body.version === "number" ? body.version : -1,
    intent: typeof body.intent === "string" ? body.intent : null,
    stay: body.stay === true,
    body,
    plainForm: false,
    files: new Map(),
    oversizedFiles: new Set(),
    askRemoveUpload: null,
    removeUpload: null,
  };
}
