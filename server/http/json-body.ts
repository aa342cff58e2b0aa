// Request bodies are untrusted: a JSON object, of bounded size and depth, with no `$` keys
// (MongoDB operators) and no keys that reach an object's prototype. Anything else is a 400 with
// words (docs/decisions/0018); a body over its limit is a 413.
import { bodyReadFailure, bodyTooLarge, unreadableBody } from "./form-body";

const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);
const MAX_DEPTH = 16;

/**
 * How deeply a JSON text nests its objects and arrays, counted over the text without parsing it
 * (no recursion, so no depth can exhaust the stack). Brackets inside strings do not count.
 */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === "\\") index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{" || char === "[") deepest = Math.max(deepest, ++depth);
    else if (char === "}" || char === "]") depth--;
  }
  return deepest;
}

function acceptable(value: unknown, depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.every((item) => acceptable(item, depth + 1));
  if (typeof value !== "object" || value === null) return true;
  return Object.entries(value).every(([key, inner]) => !key.startsWith("$") && !FORBIDDEN_KEYS.has(key) && !key.includes(".") && acceptable(inner, depth + 1));
}

/** Parses and checks a JSON body; throws a 400 or 413 Response the route can let through. */
export async function readJsonObject(request: Request, maxBytes = 1_000_000): Promise<Record<string, unknown>> {
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) throw unreadableBody(request);
  let text: string;
  try {
    text = await request.text();
  } catch (error) {
    throw bodyReadFailure(request, error);
  }
  if (text.length > maxBytes) throw bodyTooLarge(request);
  if (jsonNestingDepth(text) > MAX_DEPTH + 1) throw unreadableBody(request);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw unreadableBody(request);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value) || !acceptable(value, 0)) throw unreadableBody(request);
  return value as Record<string, unknown>;
}
