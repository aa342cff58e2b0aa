// A form's upload questions when the page is posted without JavaScript (issue 40 item 9): the file
// input carries the question's control name, an "Upload file" button names the question, and the
// question's answer is the reference to the files stored for its document type, the value the
// upload control gives it with JavaScript (000 §3: sKey, s3Keys, urls, linkText). Pure.
import { isRecord } from "./field-paths";
import { controlNameOf } from "./form-answers";
import type { RenderPlan } from "./render";

/** The name of a question's "Upload file" button (its value: the question's dotted path). */
export const UPLOAD_FIELD = "_upload";

/**
 * The name of a stored file's "Remove" button without JavaScript (its value: the upload's id); the
 * page's own upload form posts it too. It removes nothing: the page comes back asking
 * "Permanently Delete File?" at that file, as the script's dialog asks (000 §8, decision 0087).
 */
export const REMOVE_UPLOAD_FIELD = "_removeUpload";

/** The name of that question's "Delete" button (its value: the upload's id): the file is removed. */
export const CONFIRM_REMOVE_UPLOAD_FIELD = "_confirmRemoveUpload";

/** The name of that question's "Keep file" button (its value: the upload's id): nothing changes. */
export const KEEP_UPLOAD_FIELD = "_keepUpload";

export interface UploadQuestion {
  /** The answer's dotted path (`passportDocument`). */
  path: string;
  /** The name the file input posts under (`root_passportDocument`). */
  controlName: string;
  documentType: string;
}

/** A stored file as the reference names it. */
export interface ReferencedFile {
  id: string;
  name: string;
  url: string;
}

/** The answer an upload question holds for the files stored: none when there are none. */
export function documentReferenceOf(files: readonly ReferencedFile[]) {
  if (!files.length) return undefined;
  return { sKey: files[0].id, s3Keys: files.map((file) => file.id), urls: files.map((file) => file.url), linkText: files.map((file) => file.name).join(", ") };
}

function documentTypeOf(plan: RenderPlan): string | null {
  const options = plan.authoredUi["ui:options"];
  const type = isRecord(options) ? options.documentType : undefined;
  return typeof type === "string" && type ? type : null;
}

/**
 * The form's upload questions for the answers posted, in the form's order: one inside a list once
 * for each item the answers hold (`previousEntries.0.transcript`). Its items share the question's
 * document type, so each holds the reference to the files of that type, as with JavaScript.
 */
export function uploadQuestionsOf(plan: RenderPlan, answers: Record<string, unknown> = {}): UploadQuestion[] {
  const found: UploadQuestion[] = [];
  const visit = (node: RenderPlan, segments: string[], value: unknown) => {
    const documentType = node.field?.widget === "upload" ? documentTypeOf(node) : null;
    if (documentType && segments.length) {
      found.push({ path: segments.join("."), controlName: controlNameOf(segments.join("_")), documentType });
      return;
    }
    if (node.items && Array.isArray(value)) value.forEach((item, index) => visit(node.items as RenderPlan, [...segments, String(index)], item));
    for (const [name, child] of node.properties ?? []) visit(child, [...segments, name], isRecord(value) ? value[name] : undefined);
  };
  visit(plan, [], answers);
  return found;
}

/** The answers with one question's answer set (or removed, for undefined), its parent objects made as needed; a list item is changed in place. */
export function withAnswerAt(answers: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const set = (node: unknown, segments: string[]): unknown => {
    const [head, ...rest] = segments;
    if (Array.isArray(node) && /^\d+$/.test(head)) return node.map((item, index) => (index === Number(head) ? set(item, rest) : item));
    const object = isRecord(node) ? node : {};
    if (!rest.length) {
      const { [head]: _old, ...others } = object;
      return value === undefined ? others : { ...others, [head]: value };
    }
    return { ...object, [head]: set(object[head], rest) };
  };
  return set(answers, path.split(".")) as Record<string, unknown>;
}
