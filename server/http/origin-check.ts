// Cross-site request forgery defence for every state-changing request (docs/decisions/0506):
// a POST, PUT, PATCH or DELETE must carry an Origin header naming this site. Browsers send
// Origin on every such request, including same-origin form posts and fetches, so a missing or
// foreign Origin means the request did not come from one of our pages: 403, nothing runs.
// With the session cookie's SameSite=Strict this is defence in depth. GET and HEAD never change
// state (each loader only reads), so they are not checked.
import type { NextFunction, Request, Response } from "express";
import { wordsPageHtml } from "./words-page";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isSameOrigin(origin: string | undefined, request: Pick<Request, "protocol" | "get">): boolean {
  if (!origin || origin === "null") return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  const host = request.get("host");
  return !!host && parsed.host === host && parsed.protocol === `${request.protocol}:`;
}

export function originCheck(request: Request, response: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(request.method) || isSameOrigin(request.get("origin"), request)) {
    next();
    return;
  }
  response.status(403).type("html").send(wordsPageHtml(403));
}
