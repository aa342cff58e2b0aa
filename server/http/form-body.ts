// Reading a posted form, the one way every action does it (docs/decisions/0018). The body is
// untrusted: missing, sent as another type, cut short or garbled, it is the sender's mistake and
// answers 400 with a page in words, never a crash; over its limit (body-limits.ts) it answers 413.
import { BodyTooLargeError, MULTIPART_OVERHEAD_BYTES } from "./body-limits";
import { errorText, wordsPageHtml } from "./words-page";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * The refusal to throw. A route with a page draws the error page for its status (root
 * ErrorBoundary) whatever the body; a route without one answers with this body: a page in words
 * to a browser, `{ error }` in words to a script.
 */
function refusal(request: Request, status: 400 | 413): Response {
  if ((request.headers.get("accept") ?? "").includes("text/html")) return new Response(wordsPageHtml(status), { status, headers: { "Content-Type": "text/html; charset=utf-8" } });
  return Response.json({ error: errorText(status, "text") }, { status });
}

/** A body that cannot be read as what the route takes. */
export function unreadableBody(request: Request): Response {
  return refusal(request, 400);
}

/** A body over its limit. */
export function bodyTooLarge(request: Request): Response {
  return refusal(request, 413);
}

/** What reading a body failed with, as the answer to throw. */
export function bodyReadFailure(request: Request, error: unknown): Response {
  return error instanceof BodyTooLargeError ? bodyTooLarge(request) : unreadableBody(request);
}

export function isFormBody(request: Request): boolean {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  return FORM_TYPES.some((form) => type.startsWith(form));
}

/** The posted form; throws a 400 or 413 answer (a Response) for a body that is not a readable form. */
export async function readForm(request: Request): Promise<FormData> {
  if (!isFormBody(request)) throw unreadableBody(request);
  try {
    return await request.formData();
  } catch (error) {
    throw bodyReadFailure(request, error);
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
