// text-length: [value] -> number of characters (Unicode code points, so an emoji counts once).
// Absent values have length 0; numbers count their digits; anything else gives null.

export function textLength(value: unknown): number | null {
  if (value === null || value === undefined) return 0;
  if (typeof value === "number" || typeof value === "boolean") value = String(value);
  if (typeof value !== "string") return null;
  let count = 0;
  for (const _ of value) count++;
  return count;
}

export const textLengthOperations = { "text-length": textLength };
