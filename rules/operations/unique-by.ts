// unique-by: [array, [props...]] -> true when no two items share the same combination of those
// properties (000 §5 "Duplicate programme combinations are not allowed"). A single property may
// be given as a string; no properties compares whole items. Absent list: true; non-array: null.
// Values compare strictly (1 and "1" differ; a missing property equals null); objects by content.

const hasOwn = Object.prototype.hasOwnProperty;

function propertyOf(item: unknown, property: string): unknown {
  return item !== null && typeof item === "object" && hasOwn.call(item, property) ? ((item as Record<string, unknown>)[property] ?? null) : null;
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

function sameCombination(a: unknown, b: unknown, properties: readonly string[] | null): boolean {
  if (properties === null) return same(a ?? null, b ?? null);
  for (let k = 0; k < properties.length; k++) if (!same(propertyOf(a, properties[k]), propertyOf(b, properties[k]))) return false;
  return true;
}

export function uniqueBy(list: unknown, properties?: unknown): boolean | null {
  if (list === null || list === undefined) return true;
  if (!Array.isArray(list)) return null;
  let props: readonly string[] | null;
  if (typeof properties === "string") props = [properties];
  else if (Array.isArray(properties)) {
    for (let k = 0; k < properties.length; k++) if (typeof properties[k] !== "string") return null;
    props = properties.length > 0 ? properties : null;
  } else if (properties === undefined || properties === null) props = null;
  else return null;
  const n = list.length;
  if (n > 64) {
    // Long lists: one key per item instead of comparing every pair.
    const keys = new Set(list.map((item) => JSON.stringify(props === null ? (item ?? null) : props.map((p) => propertyOf(item, p)))));
    return keys.size === n;
  }
  // Lists here are short (programme choices: at most 6), so comparing pairs allocates nothing.
  for (let i = 1; i < n; i++) {
    for (let j = 0; j < i; j++) if (sameCombination(list[i], list[j], props)) return false;
  }
  return true;
}

export const uniqueByOperations = { "unique-by": uniqueBy };
