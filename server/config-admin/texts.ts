// The Config screen's wording: the `config.*` catalogue entries (tenant-configs/_defaults/
// messages/config.json) as the university's published configuration words them, falling back
// to the defaults (the platform Admin has no university of their own, and a configuration
// published before the Config screen existed lacks them), plus the form chrome and task badges.
import { catalogueFor } from "../auth/texts";
import { platformCatalogue, textsWithPrefix, type Catalogue } from "../messages";
import type { Services } from "../services";

export const CONFIG_TEXT_PREFIXES = ["config.", "form.", "tasks.", "app."];

export function textsOf(catalogue: Catalogue): Record<string, string> {
  return { ...textsWithPrefix(platformCatalogue, ...CONFIG_TEXT_PREFIXES), ...textsWithPrefix(catalogue, ...CONFIG_TEXT_PREFIXES) };
}

export async function configTexts(services: Pick<Services, "configs">, tenant: string | null): Promise<Record<string, string>> {
  return textsOf(await catalogueFor(services, tenant));
}

/** A Config screen text with its "{name}" placeholders filled: the one formatter, by its page name. */
export { textOf as say } from "../../rules/forms/messages";
