// Areas their readers use as lists (dashboard tabs, CAS stages and tabs, the stage picker, a
// form's rules) are maps keyed by each item's id in the configuration, every item with its
// `order` (decision 0035), so a university's JSON Merge Patch adds, changes or removes one item
// without restating the others. Readers get the items as a list sorted here, in one way.

/** An item of a keyed area: where it comes in the list (lower first). */
export interface OrderedItem {
  order?: number;
}

/** A keyed area's items as [key, item], first to last: by `order`, then by key so ties read the same everywhere. */
export function orderedEntries<T extends OrderedItem>(items: Readonly<Record<string, T>> | undefined): Array<[string, T]> {
  const rank = (item: T) => (typeof item?.order === "number" && Number.isFinite(item.order) ? item.order : Number.MAX_SAFE_INTEGER);
  return Object.entries(items ?? {}).sort(([a, x], [b, y]) => rank(x) - rank(y) || (a < b ? -1 : a > b ? 1 : 0));
}

/** A keyed area's items, first to last. */
export function orderedItems<T extends OrderedItem>(items: Readonly<Record<string, T>> | undefined): T[] {
  return orderedEntries(items).map(([, item]) => item);
}

/** The items whose own id (under `idField`) differs from their key, as [key, what publishing says of it] (`keyMismatch`). */
export function keyMismatches(items: Readonly<Record<string, object>> | undefined, idField: string, what: string): Array<[string, string]> {
  return Object.entries(items ?? {}).flatMap(([key, item]): Array<[string, string]> => {
    const misnamed = keyMismatch(what, (item as Record<string, unknown>)[idField], key);
    return misnamed ? [[key, misnamed]] : [];
  });
}

/** What publishing says of an item whose own id differs from its key (`tab id "other" differs from its key "referred"`), or null when they agree. */
export function keyMismatch(what: string, id: unknown, key: string): string | null {
  return id === key ? null : `${what} ${JSON.stringify(id)} differs from its key "${key}"`;
}
