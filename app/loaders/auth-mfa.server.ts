// MFA_SETUP (/mfa/setup), MFA_SETUP_TOTP(_CODE) (/mfa/setup/app), MFA_SETUP_SMS(_CODE)
// (/mfa/setup/sms) and the sign-in challenge TOTP_CODE / SMS_CODE / email (/mfa/challenge).
import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import { currentSession, forbidden, redirectResponse, requirePermission, requireUser, safeRedirect, type CurrentSession } from "../../server/auth/guards";
import { maskedEmail, maskedPhone, normaliseCode } from "../../server/auth/mfa";
import {
  answerChallenge,
  cancelSmsSetup,
  confirmSmsSetup,
  confirmTotpSetup,
  resendChallenge,
  skipSetup,
  startSmsSetup,
  totpSetup,
  type CodeResult,
} from "../../server/auth/mfa-flow";
import { authSettings } from "../../server/auth/settings";
import { catalogueFor } from "../../server/auth/texts";
import type { Catalogue } from "../../server/messages";
import type { FieldError } from "../components/auth/FormParts";
import { authTexts, field, formErrors, message, redirectWithCookie } from "./auth-common.server";
import { readForm } from "../../server/http/form-body";

const MFA_TEXTS = "mfa.";

/** A signed-in user who may change their own account, with the session (set-up pages). */
async function requireSetupSession(request: Request, context: AppLoadContext): Promise<{ current: CurrentSession; catalogue: Catalogue }> {
  const user = await requireUser(request, context, { allowMissingMfa: true });
  requirePermission(user, "update:account:own");
  const current = await currentSession(request, context);
  if (!current) throw redirectResponse("/login");
  return { current, catalogue: await catalogueFor(context.services, user.tenant) };
}

function redirectToParam(request: Request): string {
  return safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
}

function codeAnswer(c: Catalogue, result: CodeResult) {
  switch (result.kind) {
    case "ok":
      return redirectWithCookie(result.location, result.setCookie);
    case "missing":
      return formErrors(422, [{ field: "code", message: message(c, "mfa.error.codeMissing") }]);
    case "locked":
      return formErrors(429, [{ field: "code", message: message(c, "mfa.error.locked", { minutes: authSettings.auth.rateLimits.codePerAccount.windowMinutes }) }]);
    default:
      return formErrors(422, [{ field: "code", message: message(c, "mfa.error.code") }]);
  }
}

export async function loadMfaSetup(request: Request, context: AppLoadContext) {
  const { current, catalogue } = await requireSetupSession(request, context);
  const redirectTo = redirectToParam(request);
  if (current.account.mfa?.method) throw redirectResponse(redirectTo);
  const required = authSettings.auth.mfaRequiredRoles.includes(current.user.role);
  return { texts: authTexts(catalogue, MFA_TEXTS), required, redirectTo };
}

export async function mfaSetupAction(request: Request, context: AppLoadContext) {
  const { current, catalogue } = await requireSetupSession(request, context);
  const form = await readForm(request);
  const redirectTo = safeRedirect(field(form, "redirectTo"));
  if (field(form, "intent") === "skip") {
    const skipped = await skipSetup(context, current);
    if (!skipped.allowed) throw forbidden();
    return redirectResponse(redirectTo !== "/" ? redirectTo : skipped.location);
  }
  const method = field(form, "method");
  const query = `?redirectTo=${encodeURIComponent(redirectTo)}`;
  if (method === "totp") return redirectResponse(`/mfa/setup/app${query}`);
  if (method === "sms") return redirectResponse(`/mfa/setup/sms${query}`);
  return formErrors(422, [{ field: "method", message: message(catalogue, "mfa.setup.error.method") }]);
}

export async function loadTotpSetup(request: Request, context: AppLoadContext) {
  const { current, catalogue } = await requireSetupSession(request, context);
  const redirectTo = redirectToParam(request);
  if (current.account.mfa?.method) throw redirectResponse(redirectTo);
  // Showing the page stores the new secret on the session; the account changes only when a code
  // from the app proves it was added.
  const { qrDataUrl, key } = await totpSetup(context, current);
  return { texts: authTexts(catalogue, MFA_TEXTS), qrDataUrl, key, redirectTo };
}

export async function totpSetupAction(request: Request, context: AppLoadContext) {
  const { current, catalogue } = await requireSetupSession(request, context);
  const form = await readForm(request);
  return codeAnswer(catalogue, await confirmTotpSetup(context, current, normaliseCode(form.get("code"))));
}

export async function loadSmsSetup(request: Request, context: AppLoadContext) {
  const { current, catalogue } = await requireSetupSession(request, context);
  const redirectTo = redirectToParam(request);
  if (current.account.mfa?.method) throw redirectResponse(redirectTo);
  const setup = current.session.setup?.method === "sms" ? current.session.setup : undefined;
  return { texts: authTexts(catalogue, MFA_TEXTS), codeSentTo: setup?.phone ? maskedPhone(setup.phone) : null, redirectTo };
}

export async function smsSetupAction(request: Request, context: AppLoadContext) {
  const { current, catalogue } = await requireSetupSession(request, context);
  const form = await readForm(request);
  const intent = field(form, "intent");
  if (intent === "change") {
    await cancelSmsSetup(context, current);
    return data<{ errors: FieldError[]; values: Record<string, string> }>({ errors: [], values: {} });
  }
  if (intent === "send") {
    const phone = field(form, "phone");
    const outcome = await startSmsSetup(context, current, phone);
    if (outcome === "sent") return data<{ errors: FieldError[]; values: Record<string, string> }>({ errors: [], values: {} });
    const key = outcome === "missing" ? "mfa.sms.error.phoneMissing" : outcome === "invalid" ? "mfa.sms.error.phone" : "mfa.error.locked";
    return formErrors(outcome === "locked" ? 429 : 422, [{ field: "phone", message: message(catalogue, key, { minutes: authSettings.auth.rateLimits.codeSendPerAccount.windowMinutes }) }], { phone });
  }
  return codeAnswer(catalogue, await confirmSmsSetup(context, current, normaliseCode(form.get("code"))));
}

async function requireChallengeSession(request: Request, context: AppLoadContext) {
  const current = await currentSession(request, context);
  if (!current) throw redirectResponse("/login");
  if (current.session.state !== "mfa") throw redirectResponse("/");
  return { current, catalogue: await catalogueFor(context.services, current.user.tenant) };
}

export async function loadChallenge(request: Request, context: AppLoadContext) {
  const { current, catalogue } = await requireChallengeSession(request, context);
  const { method, phone } = current.account.mfa ?? {};
  const minutes = authSettings.auth.mfaSentCodeMinutes;
  const instruction =
    method === "sms"
      ? message(catalogue, "mfa.challenge.sms", { last4: maskedPhone(phone ?? ""), minutes })
      : method === "email"
        ? message(catalogue, "mfa.challenge.email", { email: maskedEmail(current.account.email), minutes })
        : message(catalogue, "mfa.challenge.totp");
  return { texts: authTexts(catalogue, MFA_TEXTS), instruction, canResend: method === "sms" || method === "email" };
}

export async function challengeAction(request: Request, context: AppLoadContext) {
  const { current, catalogue } = await requireChallengeSession(request, context);
  const form = await readForm(request);
  if (field(form, "intent") === "resend") {
    const outcome = await resendChallenge(context, current);
    if (outcome === "locked") {
      return formErrors(429, [{ field: "code", message: message(catalogue, "mfa.error.locked", { minutes: authSettings.auth.rateLimits.codeSendPerAccount.windowMinutes }) }]);
    }
    return data({ errors: [], values: {}, notice: message(catalogue, "mfa.challenge.resent") });
  }
  return codeAnswer(catalogue, await answerChallenge(context, current, normaliseCode(form.get("code"))));
}
