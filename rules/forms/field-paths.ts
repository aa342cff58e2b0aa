// Dot paths into form data. A field key may use "*" for "every item of an array"; expanding it
// over the data gives concrete paths with numeric indices (`references.0.postcode`).

export const WILDCARD = "*";
const FORBIDDEN = new Set(["__proto__", "constructor", "prototype"]);
const hasOwn = Object.prototype.hasOwnProperty;

export function splitKey(key: string): string[] {
  return key.split(".");
}

/** Problems with a field or rule path: empty segments and prototype-reaching names. */
export function pathProblems(key: string): string[] {
  const segments = splitKey(key);
  if (segments.some((s) => s === "")) return [`path "${key}" has an empty segment`];
  if (segments.some((s) => FORBIDDEN.has(s))) return [`path "${key}" uses a reserved name`];
  if (segments[0] === WILDCARD) return [`path "${key}" cannot start with "*"`];
  return [];
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The value at a concrete path (own properties only), or undefined. */
export function getAt(data: unknown, segments: readonly string[]): unknown {
  let current = data;
  for (const segment of segments) {
    if (Array.isArray(current)) {
      if (!/^\d+$/.test(segment)) return undefined;
      current = current[Number(segment)];
    } else if (isRecord(current) && hasOwn.call(current, segment)) {
      current = current[segment];
    } else {
      return undefined;
    }
  }
  return current;
}

/** Removes the value at a concrete path; array items are spliced out. True if something went. */
export function deleteAt(data: unknown, segments: readonly string[]): boolean {
  const parent = getAt(data, segments.slice(0, -1));
  const last = segments[segments.length - 1];
  if (Array.isArray(parent)) {
    const index = Number(last);
    if (!/^\d+$/.test(last) || index >= parent.length) return false;
    parent.splice(index, 1);
    return true;
  }
  if (isRecord(parent) && hasOwn.call(parent, last)) {
    delete parent[last];
    return true;
  }
  return false;
}

/** Sets a value where the parent object exists; never creates containers. */
export function setIfParentExists(data: unknown, segments: readonly string[], value: unknown): boolean {
  const parent = getAt(data, segments.slice(0, -1));
  const last = segments[segments.length - 1];
  if (!isRecord(parent) || FORBIDDEN.has(last)) return false;
  parent[last] = value;
  return true;
}

/** One concrete place a field pattern applies to. */
export interface Expansion {
  path: string;
  segments: string[];
  /** The innermost array item and its index, for `*` patterns. */
  item?: unknown;
  index?: number;
  /** The path of that item (`references.0`), which identifies its evaluation scope. */
  itemPath?: string;
}

/** Concrete paths of a pattern over the data; a pattern without "*" gives itself. */
export function expand(segments: readonly string[], data: unknown): Expansion[] {
  // Breadth-first over the pattern's segments, without a closure per call: this runs for every
  // list field of every form evaluation.
  let frontier: Array<{ value: unknown; done: string[]; item?: unknown; index?: number; itemPath?: string }> = [{ value: data, done: [] }];
  for (const segment of segments) {
    const next: typeof frontier = [];
    for (const place of frontier) {
      if (segment !== WILDCARD) {
        next.push({ ...place, value: getAt(place.value, [segment]), done: [...place.done, segment] });
      } else if (Array.isArray(place.value)) {
        for (let index = 0; index < place.value.length; index++) {
          const done = [...place.done, String(index)];
          next.push({ value: place.value[index], done, item: place.value[index], index, itemPath: done.join(".") });
        }
      }
    }
    frontier = next;
  }
  return frontier.map((place) => {
    const expansion: Expansion = { path: place.done.join("."), segments: place.done };
    if (place.itemPath !== undefined) {
      expansion.item = place.item;
      expansion.index = place.index;
      expansion.itemPath = place.itemPath;
    }
    return expansion;
  });
}

/** The pattern a concrete path belongs to: numeric segments read as "*". */
export function patternOf(segments: readonly string[]): string {
  return segments.map((s) => (/^\d+$/.test(s) ? WILDCARD : s)).join(".");
}

/** JSON Pointer (`/references/0/postcode`) to dot path segments. */
export function pointerToSegments(pointer: string): string[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
}
