// Request bodies are untrusted: a JSON object, of bounded size and depth, with no `$` keys
// (MongoDB operators) and no keys that reach an object's prototype. Anything else is a 400.
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);
const MAX_DEPTH = 16;

export class BadBodyError extends Error {}

function check(value: unknown, depth: number, where: string): void {
  if (depth > MAX_DEPTH) throw new BadBodyError(`${where}: nested too deeply`);
  if (Array.isArray(value)) {
    value.forEach((item, index) => check(item, depth + 1, `${where}[${index}]`));
    return;
  }
  if (typeof value !== "object" || value === null) return;
  for (const [key, inner] of Object.entries(value)) {
    if (key.startsWith("$") || FORBIDDEN_KEYS.has(key) || key.includes(".")) throw new BadBodyError(`${where}: the key "${key}" is not allowed`);
    check(inner, depth + 1, `${where}.${key}`);
  }
}

/** Parses and checks a JSON body; throws a 400/413/415 Response the route can let through. */
export async function readJsonObject(request: Request, maxBytes = 1_000_000): Promise<Record<string, unknown>> {
  if (!(request.headers.get("content-type") ?? "").includes("application/json")) {
    throw Response.json({ error: "Expected a JSON body" }, { status: 415 });
  }
  const text = await request.text();
  if (text.length > maxBytes) throw Response.json({ error: "The request is too large" }, { status: 413 });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw Response.json({ error: "Invalid JSON format." }, { status: 400 });
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw Response.json({ error: "Expected a JSON object" }, { status: 400 });
  try {
    check(value, 0, "body");
  } catch (error) {
    throw Response.json({ error: (error as Error).message }, { status: 400 });
  }
  return value as Record<string, unknown>;
}
