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

/**
 * The catalogue of a published configuration, or the platform defaults when it has none.
 * Messages may be grouped one level by area (`messages/<area>.json`); keys are unique across
 * areas, so the groups flatten into one catalogue.
 */
export function catalogueOf(config: Record<string, unknown> | undefined): Catalogue {
  const messages = config?.messages;
  return messages && typeof messages === "object" ? flattenCatalogue(messages as Record<string, unknown>) : platformCatalogue;
}

export function flattenCatalogue(grouped: Record<string, unknown>): Catalogue {
  const flat: Catalogue = {};
  for (const [key, value] of Object.entries(grouped)) {
    if (value && typeof value === "object" && typeof (value as CatalogueEntry).text === "string") flat[key] = value as CatalogueEntry;
    else if (value && typeof value === "object") Object.assign(flat, flattenCatalogue(value as Record<string, unknown>));
  }
  return flat;
}

/** The texts of the keys starting with `prefix`, ready to send to the browser. */
export function textsWithPrefix(catalogue: Catalogue, ...prefixes: string[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(catalogue)
      .filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix)))
      .map(([key, entry]) => [key, entry.text]),
  );
}
