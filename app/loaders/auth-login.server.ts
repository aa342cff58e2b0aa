// LOGIN (002 §2.8): the sign-in form and its action.
import type { AppLoadContext } from "@remix-run/node";
import { getOptionalUser, safeRedirect } from "../../server/auth/guards";
import { signIn } from "../../server/auth/sign-in";
import { authSettings } from "../../server/auth/settings";
import { ssoOnlyFor, ssoUniversities } from "../../server/auth/sso-settings";
import { authTexts, formErrors, message, platformCatalogue, redirectWithCookie } from "./auth-common.server";
import { readForm } from "../../server/http/form-body";

export async function loadLogin(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  if (await getOptionalUser(request, context)) throw redirectWithCookie(redirectTo);
  const catalogue = platformCatalogue;
  const reason = url.searchParams.get("reason");
  const notice =
    reason === "idle"
      ? message(catalogue, "login.notice.idle", { minutes: authSettings.session.idleTimeoutMinutes })
      : reason === "loggedOut"
        ? message(catalogue, "login.notice.loggedOut")
        : reason === "passwordChanged"
          ? message(catalogue, "login.notice.passwordChanged")
          : reason === "elsewhere"
            ? message(catalogue, "login.notice.elsewhere")
            : null;
  const query = redirectTo === "/" ? "" : `?redirectTo=${encodeURIComponent(redirectTo)}`;
  const universities = (await ssoUniversities(context.services)).map((university) => ({
    href: `/auth/sso/start/${encodeURIComponent(university.tenant)}${query}`,
    label: message(catalogue, "login.sso.button", { university: university.name }),
  }));
  return { texts: authTexts(catalogue, "login."), redirectTo: redirectTo === "/" ? null : redirectTo, notice, universities };
}

export async function loginAction(request: Request, context: AppLoadContext) {
  // An email of a university that signs its users in through its own provider only goes there.
  const form = await readForm(request.clone());
  const only = await ssoOnlyFor(context.services, String(form.get("email") ?? ""));
  if (only) {
    const redirectTo = safeRedirect(form.get("redirectTo"));
    return redirectWithCookie(`/auth/sso/start/${encodeURIComponent(only.tenant)}${redirectTo === "/" ? "" : `?redirectTo=${encodeURIComponent(redirectTo)}`}`);
  }
  const result = await signIn(request, context);
  const catalogue = platformCatalogue;
  const values = { email: result.kind === "ok" ? "" : result.email };
  switch (result.kind) {
    case "ok":
      return redirectWithCookie(result.location, result.setCookie);
    case "missing":
      return formErrors(
        422,
        [
          ...(result.fields.email ? [{ field: "email", message: message(catalogue, "login.error.emailMissing") }] : []),
          ...(result.fields.password ? [{ field: "password", message: message(catalogue, "login.error.passwordMissing") }] : []),
        ],
        values,
      );
    case "invalid":
      return formErrors(401, [{ field: "email", message: message(catalogue, "login.error.invalid") }], values);
    case "locked": {
      const minutes = authSettings.auth.rateLimits.signInPerAccount.windowMinutes;
      return formErrors(429, [{ field: "email", message: message(catalogue, "login.error.locked", { minutes }) }], values);
    }
    case "disabled":
      return formErrors(403, [{ field: "", message: message(catalogue, "login.error.disabled") }], values);
    case "sso":
      return formErrors(403, [{ field: "", message: message(catalogue, "login.error.useSso", { university: result.university }) }], values);
    case "broken":
      return formErrors(500, [{ field: "", message: message(catalogue, "login.error.broken") }], values);
    default:
      return formErrors(500, [{ field: "", message: message(catalogue, "login.error.unknown") }], values);
  }
}
