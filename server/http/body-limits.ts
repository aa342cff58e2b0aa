// Every request body is bounded before anything reads it (docs/decisions/0017). The limit depends
// on the kind of route, known from the path alone, so it holds before the session is looked up:
// small for the sign-in pages anyone can post to, larger for the configuration's JSON editors,
// and for the file routes the largest file the code lets a university configure (the route then
// holds the body to the university's own limit, from its Content-Length, before reading it).
// A body over its limit is never read: the action is handed a body that fails at the first read,
// which the shared readers (form-body.ts, json-body.ts) turn into a 413 page in words; answered
// before the body has arrived, the connection is closed (remix-handler.ts) rather than drained.
import { Readable, Transform, type TransformCallback } from "node:stream";
import type { NextFunction, Request, Response } from "express";
import { UPLOAD_CEILING_MB } from "../uploads/limits";

const KB = 1024;
const MB = 1024 * KB;

/** Room for a multipart form's boundaries and its other fields around the file itself. */
export const MULTIPART_OVERHEAD_BYTES = 64 * KB;

/** The largest file the import page may be configured to take (the schema's `maxFileMb` maximum). */
export const IMPORT_CEILING_MB = 10_000;

// Remix matches routes whatever the letters' case, so these do too.
/** Paths posted to by visitors who are not signed in yet, and the next steps of signing in. */
const SIGN_IN = /^\/(login(\/.*)?|resetPassword|auth\/.*|mfa\/.*)$/i;
/** File routes, and the largest body each may ever take. */
const FILES: ReadonlyArray<[RegExp, number]> = [
  [/^\/uploads$/i, UPLOAD_CEILING_MB * MB],
  // A document staff upload on a person's behalf (issue 39).
  [/^\/students\/[^/]+\/documents\/new$/i, UPLOAD_CEILING_MB * MB],
  [/^\/imports$/i, IMPORT_CEILING_MB * MB],
  // The mapping's sample file is read in memory: its own, fixed limit (config-import-preview).
  [/^\/config\/import-mapping$/i, 1 * MB],
];
/**
 * Form pages with upload questions, posted without JavaScript as multipart with the file (issue 40
 * item 9): a section, a checklist page, a task's document, an offer's condition or payment proof.
 * Only a multipart body gets the file ceiling; the page's reader then holds it to the university's
 * own limit (page-submission.ts, app/loaders/page-upload.server.ts).
 */
const PAGE_UPLOADS: readonly RegExp[] = [
  /^\/applications\/[^/]+\/(?!check-answers$)[^/]+$/i,
  /^\/checklist\/(?!summary$)[^/]+$/i,
  /^\/tasks\/[^/]+\/[^/]+$/i,
  /^\/offers\/[^/]+\/(?!decline$|payment$)[^/]+$/i,
  /^\/offers\/[^/]+\/payment\/proof$/i,
];
/** The configuration's JSON editors take a whole form or area as text (config-common's MAX_JSON_CHARS). */
const CONFIGURATION = /^\/config(\/.*)?$/i;

export const SIGN_IN_LIMIT_BYTES = 16 * KB;
export const FORM_LIMIT_BYTES = 1 * MB;
export const CONFIGURATION_LIMIT_BYTES = 16 * MB;

/** The route a path names, without Remix's `.data` suffix (client-side submissions) or `/_root.data`. */
function routePath(pathname: string): string {
  const path = pathname.replace(/\.data$/, "").replace(/\/_root$/, "/");
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** The most bytes a body posted to this path (as this content type) may have. */
export function bodyLimitFor(pathname: string, contentType = ""): number {
  const path = routePath(pathname);
  if (SIGN_IN.test(path)) return SIGN_IN_LIMIT_BYTES;
  for (const [pattern, bytes] of FILES) if (pattern.test(path)) return bytes + MULTIPART_OVERHEAD_BYTES;
  if (contentType.toLowerCase().startsWith("multipart/form-data") && PAGE_UPLOADS.some((pattern) => pattern.test(path))) return UPLOAD_CEILING_MB * MB + MULTIPART_OVERHEAD_BYTES;
  return CONFIGURATION.test(path) ? CONFIGURATION_LIMIT_BYTES : FORM_LIMIT_BYTES;
}

/** Reading a body that is over its limit; the readers answer 413. */
export class BodyTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`The request body is larger than ${limitBytes} bytes`);
  }
}

/** Passes the bytes on while they stay within the limit; one byte over fails the stream. */
class ByteLimit extends Transform {
  private seen = 0;
  constructor(
    private readonly limitBytes: number,
    private readonly onOverflow: () => void,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.byteLength;
    if (this.seen > this.limitBytes) {
      this.onOverflow();
      done(new BodyTooLargeError(this.limitBytes));
      return;
    }
    done(null, chunk);
  }
}

/** A body that fails when first read, so nothing of the request's own body is ever taken in. */
function refusedBody(limitBytes: number): Readable {
  return new Readable({
    read() {
      this.destroy(new BodyTooLargeError(limitBytes));
    },
  });
}

const BODY = Symbol("bounded request body");
type WithBody = Request & { [BODY]?: Readable };

/** The body the Remix request reads: set by `boundBodies`, else the request itself. */
export function boundedBody(request: Request): Readable {
  return (request as WithBody)[BODY] ?? request;
}

/** Express middleware: decides each body's limit and hands Remix a body that keeps to it. */
export function boundBodies(request: Request, _response: Response, next: NextFunction): void {
  if (request.method === "GET" || request.method === "HEAD") {
    next();
    return;
  }
  const limit = bodyLimitFor(request.path, request.headers["content-type"]);
  const declared = request.headers["content-length"];
  if (declared !== undefined) {
    // Node's parser reads exactly Content-Length bytes as the body, so the header is the size.
    if (Number(declared) > limit) (request as WithBody)[BODY] = refusedBody(limit);
    next();
    return;
  }
  if (request.headers["transfer-encoding"] === undefined) {
    next();
    return;
  }
  // A body sent in chunks, its size unknown: counted as it arrives.
  const counted = new ByteLimit(limit, () => {
    request.unpipe(counted);
    request.pause();
  });
  request.once("error", (error) => counted.destroy(error));
  request.once("aborted", () => counted.destroy(new Error("The client went away")));
  request.pipe(counted);
  (request as WithBody)[BODY] = counted;
  next();
}
