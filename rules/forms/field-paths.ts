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
  /** The paths of the place's ancestors, outermost first (`references`, `references.0`). */
  ancestors: string[];
  /** The innermost array item and its index, for `*` patterns. */
  item?: unknown;
  index?: number;
  /** The path of that item (`references.0`), which identifies its evaluation scope. */
  itemPath?: string;
}

/** The ancestor paths of a path's segments (`a.0.b` -> `a`, `a.0`). */
export function ancestorsOf(segments: readonly string[]): string[] {
  const paths: string[] = [];
  let path = "";
  for (let i = 0; i < segments.length - 1; i++) {
    path = i === 0 ? segments[0] : `${path}.${segments[i]}`;
    paths.push(path);
  }
  return paths;
}

/** The place a pattern without "*" names (worked out once per field or rule). */
export function fixedPlace(segments: string[]): Expansion {
  return { path: segments.join("."), segments, ancestors: ancestorsOf(segments) };
}

/** Concrete paths of a pattern over the data; a pattern without "*" gives itself. */
export function expand(segments: readonly string[], data: unknown): Expansion[] {
  // Most lists are empty: nothing to walk.
  const first = segments.indexOf(WILDCARD);
  if (first > 0) {
    const list = getAt(data, first === 1 ? [segments[0]] : segments.slice(0, first));
    if (!Array.isArray(list) || list.length === 0) return [];
  }
  // Depth-first over the pattern, building each place's path, segments and ancestors as it
  // goes: this runs for every list field of every form evaluation, so it allocates little.
  const places: Expansion[] = [];
  const done: string[] = [];
  const ancestors: string[] = [];
  const walk = (value: unknown, at: number, path: string, item: unknown, index: number | undefined, itemPath: string | undefined): void => {
    if (at === segments.length) {
      const place: Expansion = { path, segments: done.slice(), ancestors: ancestors.slice(0, -1) };
      if (itemPath !== undefined) {
        place.item = item;
        place.index = index;
        place.itemPath = itemPath;
      }
      places.push(place);
      return;
    }
    const segment = segments[at];
    if (segment !== WILDCARD) {
      const next = Array.isArray(value) ? (/^\d+$/.test(segment) ? value[Number(segment)] : undefined) : isRecord(value) && hasOwn.call(value, segment) ? value[segment] : undefined;
      const nextPath = at === 0 ? segment : `${path}.${segment}`;
      done.push(segment);
      ancestors.push(nextPath);
      walk(next, at + 1, nextPath, item, index, itemPath);
      done.pop();
      ancestors.pop();
      return;
    }
    if (!Array.isArray(value)) return;
    for (let i = 0; i < value.length; i++) {
      const key = String(i);
      const nextPath = at === 0 ? key : `${path}.${key}`;
      done.push(key);
      ancestors.push(nextPath);
      walk(value[i], at + 1, nextPath, value[i], i, nextPath);
      done.pop();
      ancestors.pop();
    }
  };
  walk(data, 0, "", undefined, undefined, undefined);
  return places;
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
