// is-blank: [value] -> true for null, undefined, "", whitespace-only strings and empty arrays:
// the same "empty" a mandatory field is checked with.

export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export const isBlankOperations = { "is-blank": isBlank };
