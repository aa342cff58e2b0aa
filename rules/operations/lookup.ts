// lookup: [list, keyProperty, key, valueProperty] -> the valueProperty of the first item whose
// keyProperty equals key (strictly); null when no item matches, the key is absent or the list is
// not a list. Standard JSON-Logic cannot reach an outer value inside `filter`, and configuration
// needs "the campus of the course the student chose" and "whether that campus is in London".

const hasOwn = Object.prototype.hasOwnProperty;

export function lookup(list: unknown, keyProperty: unknown, key: unknown, valueProperty: unknown): unknown {
  if (!Array.isArray(list) || typeof keyProperty !== "string" || typeof valueProperty !== "string") return null;
  if (key === null || key === undefined || key === "") return null;
  for (const item of list) {
    if (item === null || typeof item !== "object" || !hasOwn.call(item, keyProperty)) continue;
    const record = item as Record<string, unknown>;
    if (record[keyProperty] !== key) continue;
    return hasOwn.call(record, valueProperty) ? (record[valueProperty] ?? null) : null;
  }
  return null;
}

export const lookupOperations = { lookup };
