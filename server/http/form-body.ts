// Reading a posted form, the one way every action does it (docs/decisions/0018). The body is
// untrusted: missing, sent as another type, cut short or garbled, it is the sender's mistake and
// answers 400 with a page in words, never a crash; over its limit (body-limits.ts) it answers 413.
import { platformCatalogue } from "../messages";
import { BodyTooLargeError, MULTIPART_OVERHEAD_BYTES } from "./body-limits";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

function words(key: string): string {
  return platformCatalogue[key]?.text ?? "";
}

/** A body that cannot be read as what the route takes: the 400 page (root ErrorBoundary) or, for a script, `{ error }`. */
export function unreadableBody(): Response {
  return Response.json({ error: words("errorPage.400.text") }, { status: 400 });
}

/** A body over its limit: the 413 page, or `{ error }` for a script. */
export function bodyTooLarge(): Response {
  return Response.json({ error: words("errorPage.413.text") }, { status: 413 });
}

/** What reading a body failed with, as the answer to throw. */
export function bodyReadFailure(error: unknown): Response {
  return error instanceof BodyTooLargeError ? bodyTooLarge() : unreadableBody();
}

export function isFormBody(request: Request): boolean {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  return FORM_TYPES.some((form) => type.startsWith(form));
}

/** The posted form; throws a 400 or 413 answer (a Response) for a body that is not a readable form. */
export async function readForm(request: Request): Promise<FormData> {
  if (!isFormBody(request)) throw unreadableBody();
  try {
    return await request.formData();
  } catch (error) {
    throw bodyReadFailure(error);
  }
}

/** The posted form, or an empty one when there is none to read: for actions that must act whatever was sent (signing out). */
export async function readFormOrNothing(request: Request): Promise<FormData> {
  if (!isFormBody(request)) return new FormData();
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

/**
 * Whether a file route may read its body: it must say how large it is (every browser does), and be
 * no larger than the university's file limit with room for the form around the file. Checked from
 * Content-Length, before a byte is read; the route answers in its own words.
 */
export function fileBodyProblem(request: Request, maxFileBytes: number): "lengthRequired" | "tooLarge" | null {
  const declared = request.headers.get("content-length");
  if (declared === null || !/^\d+$/.test(declared)) return "lengthRequired";
  return Number(declared) > maxFileBytes + MULTIPART_OVERHEAD_BYTES ? "tooLarge" : null;
}
