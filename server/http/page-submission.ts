// What a form page posts: `{ data, version, intent, stay }`, read from an untrusted body.
import { readJsonObject } from "./json-body";

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
}

export async function readPageSubmission(request: Request): Promise<PageSubmission> {
  const body = await readJsonObject(request);
  const data = body.data && typeof body.data === "object" && !Array.isArray(body.data) ? (body.data as Record<string, unknown>) : {};
  return {
    data,
    version: typeof body.version === "number" ? body.version : -1,
    intent: typeof body.intent === "string" ? body.intent : null,
    stay: body.stay === true,
    body,
  };
}
