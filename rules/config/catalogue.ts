// The message catalogue as rules/ and everything above it read it: one flat map of key to entry.
// The configuration groups messages one level by area (messages/<area>.json); the groups flatten
// into one catalogue whose keys are unique across areas.
import type { MessageCatalogue, MessageEntry, MessageGroup } from "../types";
import type { Problem } from "../problems";

const isEntry = (value: unknown): value is MessageEntry =>
  Boolean(value) && typeof value === "object" && typeof (value as MessageEntry).text === "string";

export function flattenCatalogue(grouped: MessageGroup | Record<string, unknown>): MessageCatalogue {
  const flat: MessageCatalogue = {};
  for (const [key, value] of Object.entries(grouped)) {
    if (isEntry(value)) flat[key] = value;
    else if (value && typeof value === "object") Object.assign(flat, flattenCatalogue(value as Record<string, unknown>));
  }
  return flat;
}

/** A key defined in two message files of the configuration. */
export function duplicateMessageKeys(grouped: MessageGroup): Problem[] {
  const seen = new Map<string, string>();
  const problems: Problem[] = [];
  for (const [groupOrKey, value] of Object.entries(grouped)) {
    const keys = isEntry(value) ? [groupOrKey] : Object.keys(value ?? {});
    for (const key of keys) {
      const where = isEntry(value) ? "messages" : `messages.${groupOrKey}`;
      const earlier = seen.get(key);
      if (earlier) problems.push({ location: `${where}["${key}"]`, problem: `the key is also defined in ${earlier}` });
      else seen.set(key, where);
    }
  }
  return problems;
}

const textsCache = new WeakMap<MessageCatalogue, Map<string, Record<string, string>>>();

/**
 * The texts of the keys starting with the prefixes, ready to send to a page. A catalogue never
 * changes once built (a publish makes a new one), so the answer is kept per catalogue.
 */
export function textsWithPrefix(catalogue: MessageCatalogue, ...prefixes: string[]): Record<string, string> {
  let byPrefixes = textsCache.get(catalogue);
  if (!byPrefixes) {
    byPrefixes = new Map();
    textsCache.set(catalogue, byPrefixes);
  }
  const cacheKey = prefixes.join("\u0000");
  let texts = byPrefixes.get(cacheKey);
  if (!texts) {
    texts = Object.fromEntries(
      Object.entries(catalogue)
        .filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix)))
        .map(([key, entry]) => [key, entry.text]),
    );
    byPrefixes.set(cacheKey, texts);
  }
  return texts;
}
