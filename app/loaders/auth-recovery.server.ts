// MFA recovery codes (issue 20 item 9; decision 0837): /mfa/recovery answers the sign-in
// challenge with a recovery code; /mfa/recovery-codes shows new codes once, says how many are
// left (after one was used, too) and makes new ones.
import type { AppLoadContext } from "@remix-run/node";
import { currentSession, redirectResponse, requirePermission, requireUser, safeRedirect } from "../../server/auth/guards";
import { answerWithRecoveryCode } from "../../server/auth/mfa-flow";
import { RECOVERY_CODE_COUNT, regenerateRecoveryCodes, remainingRecoveryCodes } from "../../server/auth/recovery-codes";
import { sessions } from "../../server/auth/sessions";
import { authSettings } from "../../server/auth/settings";
import { catalogueFor } from "../../server/auth/texts";
import { authTexts, field, formErrors, message, redirectWithCookie } from "./auth-common.server";
import { readForm } from "../../server/http/form-body";

const TEXTS = "mfa.";
/** Fewer left than this, and the page says to make new ones. */
const LOW = 3;

async function challengeSession(request: Request, context: AppLoadContext) {
  const current = await currentSession(request, context);
  if (!current) throw redirectResponse("/login");
  if (current.session.state !== "mfa") throw redirectResponse("/");
  return { current, catalogue: await catalogueFor(context.services, current.user.tenant) };
}

export async function loadRecoverySignIn(request: Request, context: AppLoadContext) {
  const { catalogue } = await challengeSession(request, context);
  return { texts: authTexts(catalogue, TEXTS) };
}

export async function recoverySignInAction(request: Request, context: AppLoadContext) {
  const { current, catalogue } = await challengeSession(request, context);
  const code = field(await readForm(request), "recoveryCode");
  const result = await answerWithRecoveryCode(context, current, code);
  if (result.kind === "ok") return redirectWithCookie(result.location, result.setCookie);
  const key = result.kind === "missing" ? "mfa.recovery.error.missing" : result.kind === "locked" ? "mfa.error.locked" : "mfa.recovery.error.invalid";
  const status = result.kind === "locked" ? 429 : 422;
  return formErrors(status, [{ field: "recoveryCode", message: message(catalogue, key, { minutes: authSettings.auth.rateLimits.codePerAccount.windowMinutes }) }], { recoveryCode: code });
}

async function ownAccount(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  requirePermission(user, "update:account:own");
  const current = await currentSession(request, context);
  if (!current) throw redirectResponse("/login");
  return { current, catalogue: await catalogueFor(context.services, user.tenant) };
}

export async function loadRecoveryCodes(request: Request, context: AppLoadContext) {
  const { current, catalogue } = await ownAccount(request, context);
  const url = new URL(request.url);
  const shown = current.session.recoveryCodesToShow ?? null;
  // Shown once: the codes leave the session as the page is drawn.
  if (shown) await sessions(context.services).update(current.session, {}, ["recoveryCodesToShow"]);
  const remaining = remainingRecoveryCodes(current.account);
  return {
    texts: authTexts(catalogue, TEXTS, "form."),
    hasMfa: Boolean(current.account.mfa?.method),
    codes: shown,
    remaining,
    total: RECOVERY_CODE_COUNT,
    justUsed: url.searchParams.get("used") === "1",
    low: remaining < LOW,
    redirectTo: safeRedirect(url.searchParams.get("redirectTo")),
  };
}

export async function recoveryCodesAction(request: Request, context: AppLoadContext) {
  const { current } = await ownAccount(request, context);
  const form = await readForm(request);
  const redirectTo = safeRedirect(field(form, "redirectTo"));
  if (field(form, "intent") !== "regenerate" || !current.account.mfa?.method) throw redirectResponse("/mfa/recovery-codes");
  const shown = await regenerateRecoveryCodes(context.services, current.account);
  await sessions(context.services).update(current.session, { recoveryCodesToShow: shown });
  return redirectResponse(`/mfa/recovery-codes?redirectTo=${encodeURIComponent(redirectTo)}`);
}
