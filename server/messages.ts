// The message catalogue as the server reads it: every user-visible message, keyed, with the spec
// passage it comes from. The platform's defaults (server/default-catalogue.ts) serve pages
// before anyone is known; a university's published configuration carries its overrides.
import type { MessageCatalogue } from "../rules/types";
import { defaultCatalogue } from "./default-catalogue";

export type Catalogue = MessageCatalogue;

export const platformCatalogue: Catalogue = defaultCatalogue;

export { flattenCatalogue, textsWithPrefix } from "../rules/config/catalogue";
