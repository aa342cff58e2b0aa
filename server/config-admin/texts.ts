// The Config screen's wording: the `config.*` catalogue entries (tenant-configs/_defaults/
// messages/config.json) as the university's published configuration words them, falling back
// to the defaults (the platform Admin has no university of their own, and a configuration
// published before the Config screen existed lacks them), plus the form chrome and task badges.
import defaults from "../../tenant-configs/_defaults/messages/config.json";
import { catalogueFor } from "../auth/texts";
import { platformCatalogue, textsWithPrefix, type Catalogue } from "../messages";
import type { Services } from "../services";

export const CONFIG_TEXT_PREFIXES = ["config.", "form.", "tasks.", "app."];

const defaultTexts: Record<string, string> = Object.fromEntries(
  Object.entries(defaults as Record<string, { text: string }>).map(([key, entry]) => [key, entry.text]),
);

export function textsOf(catalogue: Catalogue): Record<string, string> {
  return { ...defaultTexts, ...textsWithPrefix(platformCatalogue, ...CONFIG_TEXT_PREFIXES), ...textsWithPrefix(catalogue, ...CONFIG_TEXT_PREFIXES) };
}

export async function configTexts(services: Pick<Services, "configs">, tenant: string | null): Promise<Record<string, string>> {
  return textsOf(await catalogueFor(services, tenant));
}

/** A text with its "{name}" placeholders filled; a missing key shows the key. */
export function say(texts: Record<string, string>, key: string, params: Record<string, string | number> = {}): string {
  const text = texts[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
