// The message catalogue: every user-visible message, keyed, with the spec passage it comes from.
// The defaults live in tenant-configs/_defaults/messages.json; a university's published
// configuration carries its overrides. Pages anyone can reach before signing in use the defaults.
import defaultCatalogue from "../tenant-configs/_defaults/messages.json";

export interface CatalogueEntry {
  text: string;
  spec?: string;
}
export type Catalogue = Record<string, CatalogueEntry>;

export const platformCatalogue: Catalogue = defaultCatalogue;

/** Messages grouped one level by area (`messages/<area>.json`) flatten into one catalogue; keys are unique across areas. */
export function flattenCatalogue(grouped: Record<string, unknown>): Catalogue {
  const flat: Catalogue = {};
  for (const [key, value] of Object.entries(grouped)) {
    if (value && typeof value === "object" && typeof (value as CatalogueEntry).text === "string") flat[key] = value as CatalogueEntry;
    else if (value && typeof value === "object") Object.assign(flat, flattenCatalogue(value as Record<string, unknown>));
  }
  return flat;
}

const textsCache = new WeakMap<Catalogue, Map<string, Record<string, string>>>();

/**
 * The texts of the keys starting with the prefixes, ready to send to the browser. Catalogues
 * do not change once built (a publish makes a new one), so the answer is kept per catalogue.
 */
export function textsWithPrefix(catalogue: Catalogue, ...prefixes: string[]): Record<string, string> {
  let byPrefixes = textsCache.get(catalogue);
  if (!byPrefixes) {
    byPrefixes = new Map();
    textsCache.set(catalogue, byPrefixes);
  }
  const key = prefixes.join("\u0000");
  let texts = byPrefixes.get(key);
  if (!texts) {
    texts = Object.fromEntries(
      Object.entries(catalogue)
        .filter(([entryKey]) => prefixes.some((prefix) => entryKey.startsWith(prefix)))
        .map(([entryKey, entry]) => [entryKey, entry.text]),
    );
    byPrefixes.set(key, texts);
  }
  return texts;
}
