// What every page needs: the layout's texts, the support address for error pages, and the
// request's CSP nonce and reference. Signed-in users get their university's wording.
import type { AppLoadContext } from "@remix-run/node";
import { platformCatalogue, textsWithPrefix } from "../server/messages";
import defaultSettings from "../tenant-configs/_defaults/settings.json";

export async function loadRootData(_request: Request, context: AppLoadContext) {
  const catalogue = platformCatalogue;
  return {
    texts: textsWithPrefix(catalogue, "app.", "errorPage."),
    supportEmail: defaultSettings.supportEmail,
    universityName: null as string | null,
    cspNonce: context.cspNonce,
    requestId: context.requestId,
  };
}
