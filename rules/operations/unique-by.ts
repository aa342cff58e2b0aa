// unique-by: [array, [props...]] -> true when no two items share the same combination of those
// properties (000 §5 "Duplicate programme combinations are not allowed"). A single property may
// be given as a string; no properties compares whole items. Absent list: true; non-array: null.

const hasOwn = Object.prototype.hasOwnProperty;

function keyOf(item: unknown, properties: readonly string[] | null): string {
  if (properties === null) return JSON.stringify(item ?? null);
  const values = properties.map((p) =>
    item !== null && typeof item === "object" && hasOwn.call(item, p) ? ((item as Record<string, unknown>)[p] ?? null) : null,
  );
  return JSON.stringify(values);
}

export function uniqueBy(list: unknown, properties?: unknown): boolean | null {
  if (list === null || list === undefined) return true;
  if (!Array.isArray(list)) return null;
  let props: string[] | null;
  if (typeof properties === "string") props = [properties];
  else if (Array.isArray(properties) && properties.every((p) => typeof p === "string")) props = properties.length ? properties : null;
  else if (properties === undefined || properties === null) props = null;
  else return null;
  const seen = new Set<string>();
  for (const item of list) {
    const key = keyOf(item, props);
    if (seen.has(key)) return false;
    seen.add(key);
  }
  return true;
}

export const uniqueByOperations = { "unique-by": uniqueBy };
