// count: [array] -> number of items; absent counts 0, any other non-array gives null.

export function count(list: unknown): number | null {
  if (list === null || list === undefined) return 0;
  return Array.isArray(list) ? list.length : null;
}

export const countOperations = { count };
