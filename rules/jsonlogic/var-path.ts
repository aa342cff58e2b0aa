// Reading `var` paths from data. Only own properties are read, and the prototype-reaching names
// never are: a rule must not be able to reach Object.prototype or a constructor through data.

const FORBIDDEN = new Set(["__proto__", "constructor", "prototype"]);
const hasOwn = Object.prototype.hasOwnProperty;

/** A path split into property names, or null when the path means "the whole data". */
export type PathSegments = readonly string[] | null;

/** json-logic-js: undefined, "" and null mean the whole data; anything else is split on ".". */
export function splitPath(path: unknown): PathSegments {
  if (path === undefined || path === "" || path === null) return null;
  return String(path).split(".");
}

export function isForbiddenPath(segments: PathSegments): boolean {
  return segments !== null && segments.some((s) => FORBIDDEN.has(s));
}

/**
 * json-logic-js `var` semantics over own properties: stepping into null/undefined or a missing
 * property gives `notFound`; a property holding null gives null.
 * Callers check `isForbiddenPath` first (once, at compile time when the path is constant).
 */
export function readPath(data: unknown, segments: readonly string[], notFound: unknown): unknown {
  let current = data;
  for (let i = 0; i < segments.length; i++) {
    if (current === null || current === undefined) return notFound;
    const key = segments[i];
    // hasOwnProperty.call boxes primitives, so string indices and "length" still work.
    if (!hasOwn.call(current, key)) return notFound;
    current = (current as Record<string, unknown>)[key];
    if (current === undefined) return notFound;
  }
  return current;
}

/** `var` with a path known only at run time. */
export function readVar(data: unknown, path: unknown, notFound: unknown): unknown {
  const segments = splitPath(path);
  if (segments === null) return data;
  if (isForbiddenPath(segments)) return null;
  return readPath(data, segments, notFound);
}
