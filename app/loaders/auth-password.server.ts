// FORGOT and FORGOT_SENT (/login/forgot), CHANGE_PASSWORD (/resetPassword?username&code),
// NEW_PASSWORD (/login/new-password) and the signed-in password change (/auth/changePassword).
import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import { changePassword, setNewPassword, type ChangeResult } from "../../server/auth/password-change";
import { currentSession, redirectResponse, requirePermission, requireUser } from "../../server/auth/guards";
import { accountForResetLink, completeReset, isEmailShaped, requestReset, type ResetResult } from "../../server/auth/reset";
import { authSettings } from "../../server/auth/settings";
import { catalogueFor } from "../../server/auth/texts";
import type { Catalogue } from "../../server/messages";
import { authTexts, field, formErrors, message, platformCatalogue, redirectWithCookie } from "./auth-common.server";
import { readForm } from "../../server/http/form-body";

const PASSWORD_TEXTS = "password.";

export function loadForgot() {
  return { texts: authTexts(platformCatalogue, "forgot.", "forgotSent.", "login.title") };
}

export async function forgotAction(request: Request, context: AppLoadContext) {
  const form = await readForm(request);
  const email = field(form, "email").trim();
  const c = platformCatalogue;
  if (!email) return formErrors(422, [{ field: "email", message: message(c, "forgot.error.emailMissing") }], { email });
  if (!isEmailShaped(email)) return formErrors(422, [{ field: "email", message: message(c, "forgot.error.emailInvalid") }], { email });
  const outcome = await requestReset(context, email);
  if (outcome === "locked") {
    const minutes = authSettings.auth.rateLimits.resetPerAccount.windowMinutes;
    return formErrors(429, [{ field: "email", message: message(c, "forgot.error.locked", { minutes }) }], { email });
  }
  return data({ sent: message(c, "forgotSent.text", { email, minutes: authSettings.auth.resetCodeMinutes }) });
}

function passwordErrors(c: Catalogue, result: Extract<ResetResult, { kind: "password" }>) {
  const key =
    result.problem === "missing"
      ? result.field === "confirm"
        ? "password.error.confirmMissing"
        : "password.error.missing"
      : `password.error.${result.problem}`;
  return [{ field: result.field, message: message(c, key) }];
}

export async function loadReset(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const username = url.searchParams.get("username") ?? "";
  const code = url.searchParams.get("code") ?? "";
  // Looking at the link changes nothing: the code is used only when the form is sent.
  const account = await accountForResetLink(context, username, code);
  // An invited applicant sets their first password (issue 16 item 5); anyone else chooses a new one.
  const invited = account?.reset?.purpose === "invitation";
  return { texts: authTexts(platformCatalogue, "reset.", PASSWORD_TEXTS, "forgot.back"), valid: account !== null, invited, username, code };
}

export async function resetAction(request: Request, context: AppLoadContext) {
  const form = await readForm(request);
  const c = platformCatalogue;
  const result = await completeReset(context, field(form, "username"), field(form, "code"), field(form, "password"), field(form, "confirm"));
  switch (result.kind) {
    case "ok":
      return redirectResponse("/login?reason=passwordChanged");
    case "password":
      return formErrors(422, passwordErrors(c, result));
    case "locked":
      return formErrors(429, [{ field: "", message: message(c, "mfa.error.locked", { minutes: authSettings.auth.rateLimits.codePerAccount.windowMinutes }) }]);
    default:
      return formErrors(400, [{ field: "", message: message(c, "reset.error.invalidLink") }]);
  }
}

export async function loadNewPassword(request: Request, context: AppLoadContext) {
  const current = await currentSession(request, context);
  if (!current) throw redirectResponse("/login");
  if (current.session.state !== "new-password") throw redirectResponse("/");
  return { texts: authTexts(await catalogueFor(context.services, current.user.tenant), "newPassword.", PASSWORD_TEXTS) };
}

function changeAnswer(c: Catalogue, result: ChangeResult) {
  switch (result.kind) {
    case "ok":
      return redirectWithCookie(result.location, result.setCookie);
    case "current-missing":
      return formErrors(422, [{ field: "current", message: message(c, "password.error.currentMissing") }]);
    case "current-wrong":
      return formErrors(422, [{ field: "current", message: message(c, "password.error.currentWrong") }]);
    case "locked":
      return formErrors(429, [{ field: "current", message: message(c, "mfa.error.locked", { minutes: authSettings.auth.rateLimits.signInPerAccount.windowMinutes }) }]);
    default:
      return formErrors(422, passwordErrors(c, result));
  }
}

export async function newPasswordAction(request: Request, context: AppLoadContext) {
  const form = await readForm(request);
  const current = await currentSession(request, context);
  if (!current || current.session.state !== "new-password") throw redirectResponse("/login");
  const c = await catalogueFor(context.services, current.user.tenant);
  return changeAnswer(c, await setNewPassword(context, current, { password: field(form, "password"), confirmation: field(form, "confirm") }));
}

export async function loadChangePassword(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  requirePermission(user, "update:account:own");
  const done = new URL(request.url).searchParams.get("done") === "1";
  return { texts: authTexts(await catalogueFor(context.services, user.tenant), "changePassword.", PASSWORD_TEXTS), done };
}

export async function changePasswordAction(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  requirePermission(user, "update:account:own");
  const current = await currentSession(request, context);
  if (!current) throw redirectResponse("/login");
  const form = await readForm(request);
  const c = await catalogueFor(context.services, user.tenant);
  return changeAnswer(
    c,
    await changePassword(context, current, { current: field(form, "current"), password: field(form, "password"), confirmation: field(form, "confirm") }),
  );
}
