import type { AppLoadContext } from "@remix-run/node";
import { platformCatalogue, textsWithPrefix } from "../../server/messages";

export async function loadHome(_request: Request, _context: AppLoadContext) {
  return { texts: textsWithPrefix(platformCatalogue, "home.") };
}
