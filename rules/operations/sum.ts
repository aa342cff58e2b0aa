// sum: [array] or [array, "prop"] -> the total of the finite numbers (of that property of each
// item). Items that are not numbers count as nothing; a non-array gives null (absent gives 0).

export function sum(list: unknown, property?: unknown): number | null {
  if (list === null || list === undefined) return 0;
  if (!Array.isArray(list)) return null;
  const byProperty = typeof property === "string" && property !== "";
  let total = 0;
  for (const item of list) {
    const value =
      byProperty && item !== null && typeof item === "object" && Object.prototype.hasOwnProperty.call(item, property)
        ? (item as Record<string, unknown>)[property as string]
        : byProperty
          ? undefined
          : item;
    if (typeof value === "number" && Number.isFinite(value)) total += value;
  }
  return total;
}

export const sumOperations = { sum };
