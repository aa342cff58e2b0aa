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

/** The catalogue of a published configuration, or the platform defaults when it has none. */
export function catalogueOf(config: Record<string, unknown> | undefined): Catalogue {
  const messages = config?.messages;
  return messages && typeof messages === "object" ? (messages as Catalogue) : platformCatalogue;
}

/** The texts of the keys starting with `prefix`, ready to send to the browser. */
export function textsWithPrefix(catalogue: Catalogue, ...prefixes: string[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(catalogue)
      .filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix)))
      .map(([key, entry]) => [key, entry.text]),
  );
}
