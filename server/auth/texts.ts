// Wording for sign-in pages and messages: the university's catalogue for a signed-in user (or a
// message sent to one), the platform's before anyone is known.
import { formatMessage } from "../../rules/forms/messages";
import { platformCatalogue, textsWithPrefix, type Catalogue } from "../messages";
import type { Services } from "../services";

export async function catalogueFor(services: Pick<Services, "configs">, tenant: string | null | undefined): Promise<Catalogue> {
  if (!tenant) return platformCatalogue;
  try {
    // The prepared configuration flattens its catalogue once per version.
    return (await services.configs.current(tenant)).prepared.messages;
  } catch {
    return platformCatalogue;
  }
}

/** A catalogue text with its "{name}" placeholders filled. */
export function textFrom(catalogue: Catalogue, key: string, params: Record<string, string | number> = {}): string {
  return formatMessage(catalogue[key]?.text ?? platformCatalogue[key]?.text ?? key, params);
}

/** The texts a sign-in page needs, plus the form chrome (error summary). */
export function pageTexts(catalogue: Catalogue, ...prefixes: string[]): Record<string, string> {
  return { ...textsWithPrefix(platformCatalogue, "form."), ...textsWithPrefix(catalogue, "form.", ...prefixes) };
}
