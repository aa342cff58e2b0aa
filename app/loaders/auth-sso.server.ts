// Single sign-on pages (issue 21; decision 0844): the start (to the university's provider), the
// provider's answer (002 §2.8 SSO_CALLBACK) and the provider's sign-out (SSO_LOGOUT).
import type { AppLoadContext } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { redirectResponse, safeRedirect } from "../../server/auth/guards";
import { SsoError, finishSso, siteOrigin, ssoLogoutUrl, startSso } from "../../server/auth/sso";
import { authTexts, message, platformCatalogue } from "./auth-common.server";

const TEXTS = ["sso.", "login.sso.", "form.errorSummary"];

/** Why it failed in words, and where the user can go from here. */
function failure(error: unknown, redirectTo = "/") {
  if (!(error instanceof SsoError)) throw error;
  const tryAgain = error.tenant ? `/auth/sso/start/${encodeURIComponent(error.tenant)}${redirectTo === "/" ? "" : `?redirectTo=${encodeURIComponent(redirectTo)}`}` : null;
  return { texts: authTexts(platformCatalogue, ...TEXTS), problem: message(platformCatalogue, `sso.error.${error.reason}`), tryAgain, signedIn: null };
}

export async function loadSsoStart(request: Request, context: AppLoadContext, tenant: string | undefined) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  try {
    const started = await startSso(request, context, tenant ?? "", redirectTo);
    return redirect(started.location, { headers: { "Set-Cookie": started.setCookie, "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof SsoError && error.reason !== "notConfigured" && tenant) error.tenant = tenant;
    return data(failure(error, redirectTo), { status: error instanceof SsoError && error.reason === "notConfigured" ? 404 : 502 });
  }
}

export async function loadSsoCallback(request: Request, context: AppLoadContext) {
  try {
    const finished = await finishSso(request, context);
    const headers = new Headers({ "Cache-Control": "no-store" });
    for (const cookie of finished.setCookies) headers.append("Set-Cookie", cookie);
    // A page, not a redirect: the session cookie is SameSite=Strict, so the next page must be opened from this site.
    return data({ texts: authTexts(platformCatalogue, ...TEXTS), problem: null, tryAgain: null, signedIn: finished.location }, { headers });
  } catch (error) {
    return data(failure(error), { status: 401, headers: { "Cache-Control": "no-store" } });
  }
}

export async function loadSsoLogout(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const tenant = url.searchParams.get("tenant") ?? "";
  const afterwards = `${siteOrigin(request, context.services)}/login?reason=loggedOut`;
  const next = tenant ? await ssoLogoutUrl(context.services, tenant, afterwards) : null;
  if (!next) throw redirectResponse("/login?reason=loggedOut");
  return { texts: authTexts(platformCatalogue, ...TEXTS), next };
}
