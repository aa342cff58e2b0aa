// What every page needs: the signed-in user (id, role, university, name), the layout's texts in
// their university's wording, the support address for error pages, the idle-logout settings,
// and the request's CSP nonce and reference. Old browsers are sent to the unsupported-browser
// page (000 §2) before anything else.
import { redirect, type AppLoadContext } from "@remix-run/node";
import { isSupportedBrowser } from "../server/auth/browser-support";
import { currentSession } from "../server/auth/guards";
import { idleSettingsForBrowser } from "../server/auth/settings";
import { catalogueFor } from "../server/auth/texts";
import { textsWithPrefix } from "../server/messages";
import { navigationWithBadges } from "../server/navigation";
import defaultSettings from "../tenant-configs/_defaults/settings.json";

export const UNSUPPORTED_BROWSER_PATH = "/unsupported-browser";
/** The layout's words, around every page. It shows only the "Error: " title prefix of the form texts; form pages send their own. */
export const ROOT_TEXT_PREFIXES = ["app.", "errorPage.", "nav.", "idle.", "form.titleErrorPrefix"];

async function universityOf(context: AppLoadContext, tenant: string | null) {
  if (!tenant) return { supportEmail: defaultSettings.supportEmail, universityName: null };
  try {
    const { settings } = (await context.services.configs.current(tenant)).prepared;
    return { supportEmail: settings.supportEmail, universityName: settings.universityName };
  } catch {
    return { supportEmail: defaultSettings.supportEmail, universityName: null };
  }
}

/** How long a toast stays (000 §9), from the platform settings. */
function toastMilliseconds(): number {
  return Number((defaultSettings as { ui?: { toastMs?: unknown } }).ui?.toastMs);
}

export async function loadRootData(request: Request, context: AppLoadContext) {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  if (path !== UNSUPPORTED_BROWSER_PATH && !isSupportedBrowser(request.headers.get("user-agent"))) {
    throw redirect(UNSUPPORTED_BROWSER_PATH);
  }
  const current = await currentSession(request, context);
  const signedIn = current?.session.state === "active" ? current.user : null;
  const catalogue = await catalogueFor(context.services, signedIn?.tenant);
  const university = await universityOf(context, signedIn?.tenant ?? null);
  return {
    user: signedIn ? { id: signedIn.id, role: signedIn.role, tenant: signedIn.tenant, name: signedIn.name } : null,
    navigation: signedIn ? await navigationWithBadges(context.services, signedIn) : [],
    theme: signedIn ? (current?.account.preferences?.theme ?? null) : null,
    texts: textsWithPrefix(catalogue, ...ROOT_TEXT_PREFIXES),
    supportEmail: university.supportEmail,
    universityName: university.universityName,
    idle: signedIn ? idleSettingsForBrowser() : null,
    toastMs: toastMilliseconds(),
    cspNonce: context.cspNonce,
    requestId: context.requestId,
  };
}
