// JSON-Logic truthiness (jsonlogic.com/truthy): JavaScript's, except an empty array is falsy.
export function truthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return !!value;
}
