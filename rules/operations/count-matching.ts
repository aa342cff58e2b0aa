// count-matching: [list, [field, value, field, value, ...]] -> how many items of the list match
// every pair: the item's field equals the value, or (a list field) holds it. A blank value (null,
// absent, "") matches anything, so a criterion not chosen yet does not narrow the list. Used to ask
// whether the university has a course at the chosen level, mode and intake (000 §5 programme
// choices). Absent list: 0; a list that is not one, or pairs that are not: null.

const blank = (value: unknown) => value === null || value === undefined || value === "";

function matches(item: unknown, pairs: readonly unknown[]): boolean {
  if (item === null || typeof item !== "object") return false;
  for (let k = 0; k < pairs.length; k += 2) {
    const wanted = pairs[k + 1];
    if (blank(wanted)) continue;
    const actual = (item as Record<string, unknown>)[pairs[k] as string];
    if (Array.isArray(actual) ? !actual.includes(wanted) : actual !== wanted) return false;
  }
  return true;
}

export function countMatching(list: unknown, pairs: unknown): number | null {
  if (list === null || list === undefined) return 0;
  if (!Array.isArray(list) || !Array.isArray(pairs) || pairs.length % 2 !== 0) return null;
  for (let k = 0; k < pairs.length; k += 2) if (typeof pairs[k] !== "string") return null;
  let count = 0;
  for (const item of list) if (matches(item, pairs)) count++;
  return count;
}

export const countMatchingOperations = { "count-matching": countMatching };
