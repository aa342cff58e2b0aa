// Operations list filters need, each with a MongoDB translation in rules/tabs/to-mongo-query.ts:
// - text-contains: [text, term] -> whether the text holds the term, ignoring case (search);
// - has-any: [list, values] -> whether the list holds any of the values (tags, match any);
// - has-all: [list, values] -> whether the list holds every value (tags, match all).

export function textContains(text: unknown, term: unknown): boolean {
  if (typeof term !== "string" || term === "") return true;
  return typeof text === "string" && text.toLowerCase().includes(term.toLowerCase());
}

export function hasAny(list: unknown, values: unknown): boolean {
  return Array.isArray(list) && Array.isArray(values) && values.some((value) => list.includes(value));
}

export function hasAll(list: unknown, values: unknown): boolean {
  return Array.isArray(values) && (values.length === 0 || (Array.isArray(list) && values.every((value) => list.includes(value))));
}

export const listMatchOperations = { "text-contains": textContains, "has-any": hasAny, "has-all": hasAll };
