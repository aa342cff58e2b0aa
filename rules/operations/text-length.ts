// text-length: [value] -> number of characters (Unicode code points, so an emoji counts once).
// Absent values have length 0; numbers count their digits; anything else gives null.

export function textLength(value: unknown): number | null {
  if (value === null || value === undefined) return 0;
  if (typeof value === "number" || typeof value === "boolean") value = String(value);
  if (typeof value !== "string") return null;
  // UTF-16 units, less one for each surrogate pair (faster than iterating code points).
  let count = value.length;
  for (let i = 0; i < value.length - 1; i++) {
    const c = value.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count--;
        i++;
      }
    }
  }
  return count;
}

export const textLengthOperations = { "text-length": textLength };
