// JSON Merge Patch (RFC 7396): a university's files hold only what differs from the defaults.
// null removes a member; objects merge member by member; anything else replaces.
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: unknown): value is { [key: string]: Json } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function applyMergePatch(target: Json | undefined, patch: Json): Json {
  if (!isObject(patch)) return patch;
  const result: { [key: string]: Json } = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = applyMergePatch(result[key], value);
  }
  return result;
}

/** The patch that turns `from` into `to` (used to show and store a university's differences). */
export function createMergePatch(from: Json, to: Json): Json | undefined {
  if (!isObject(from) || !isObject(to)) return JSON.stringify(from) === JSON.stringify(to) ? undefined : to;
  const patch: { [key: string]: Json } = {};
  for (const key of Object.keys(from)) if (!(key in to)) patch[key] = null;
  for (const [key, value] of Object.entries(to)) {
    if (!(key in from)) patch[key] = value;
    else {
      const inner = createMergePatch(from[key], value);
      if (inner !== undefined) patch[key] = inner;
    }
  }
  return Object.keys(patch).length > 0 ? patch : undefined;
}
