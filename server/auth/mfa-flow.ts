// The MFA steps of signing in (002 §2.8 TOTP_CODE, SMS_CODE; §4.6 email) and of setting MFA up
// (MFA_SETUP, MFA_SETUP_TOTP(_CODE), MFA_SETUP_SMS(_CODE)). Each completed step issues a new
// session id. Code entry is rate-limited per account and per client address, the attempt taken
// before the code is checked (decision 0509).
import type { RequestContext } from "../http/app";
import { accounts, type AccountRecord } from "./accounts";
import type { CurrentSession } from "./guards";
import { issueCode, normalisePhone, provisioning, newTotpSecret, verifySentCode, verifyTotp } from "./mfa";
import { rateLimitKey, rateLimits } from "./rate-limit";
import { sessionCookie, sessions, type SessionRecord } from "./sessions";
import { authSettings } from "./settings";
import { challengePurpose, needsNewPassword, nextLocation, sendChallengeCode, sendCode } from "./sign-in";
import { makeRecoveryCodes, useRecoveryCode } from "./recovery-codes";

type Context = Pick<RequestContext, "services" | "clientAddress">;

export type CodeResult = { kind: "ok"; location: string; setCookie: string } | { kind: "missing" | "invalid" | "locked" };

/** Checks a typed code with an attempt taken first from the account's and the address's allowance. */
async function withCodeLimits(context: Context, userId: string, code: string, check: () => Promise<boolean>): Promise<"ok" | "missing" | "invalid" | "locked"> {
  if (!code) return "missing";
  const rules = authSettings.auth.rateLimits;
  const attempt = await rateLimits(context.services).take(
    { key: rateLimitKey("code:account", userId), rule: rules.codePerAccount },
    { key: rateLimitKey("code:address", context.clientAddress), rule: rules.codePerAddress },
  );
  if (!attempt) return "locked";
  if (!(await check())) return "invalid";
  // The right code was not a guess; the wrong ones stay counted to the end of the window.
  await attempt.giveBack();
  return "ok";
}

/** One more code sent to the account (text message or email), if its allowance has room. */
async function takeCodeSend(context: Context, accountId: string): Promise<boolean> {
  const limited = { key: rateLimitKey("code-send:account", accountId), rule: authSettings.auth.rateLimits.codeSendPerAccount };
  return (await rateLimits(context.services).take(limited)) !== null;
}

/** The sign-in challenge: a TOTP from the app, or the code sent by text message or email. */
export async function answerChallenge(context: Context, current: CurrentSession, code: string): Promise<CodeResult> {
  const { session, account } = current;
  const now = context.services.clock();
  const outcome = await withCodeLimits(context, account._id, code, async () => {
    if (account.mfa?.method === "totp" && account.mfa.secret) {
      const step = verifyTotp(account.mfa.secret, account.email, code, now, account.mfa.lastTotpStep);
      if (step === null) return false;
      // Only the first use of a step succeeds, even with two requests racing.
      const updated = await accounts(context.services).updateIf(
        account._id,
        { $or: [{ "mfa.lastTotpStep": { $exists: false } }, { "mfa.lastTotpStep": { $lt: step } }] },
        { $set: { "mfa.lastTotpStep": step } },
      );
      return updated !== null;
    }
    if (!verifySentCode(challengePurpose(session), code, session.challenge, now)) return false;
    return true;
  });
  if (outcome !== "ok") return { kind: outcome };
  const state = needsNewPassword(account) ? "new-password" : "active";
  const rotated = await sessions(context.services).rotate(session, { state }, ["challenge"]);
  if (!rotated) return { kind: "invalid" }; // the same code was used a moment ago
  const { id, record } = rotated;
  return { kind: "ok", location: nextLocation(account, record), setCookie: sessionCookie(context.services, id) };
}

/** A new sign-in code by text message or email (limited per account). */
export async function resendChallenge(context: Context, current: CurrentSession): Promise<"sent" | "locked" | "not-applicable"> {
  const method = current.account.mfa?.method;
  if (method !== "sms" && method !== "email") return "not-applicable";
  if (!(await takeCodeSend(context, current.account._id))) return "locked";
  await sendChallengeCode(context, current.account, current.session);
  return "sent";
}

/** The authenticator set-up: the same secret while the set-up lasts, shown as QR code and key. */
export async function totpSetup(context: Context, current: CurrentSession) {
  let secret = current.session.setup?.method === "totp" ? current.session.setup.secret : undefined;
  if (!secret) {
    secret = newTotpSecret();
    await sessions(context.services).update(current.session, { setup: { method: "totp", secret } });
  }
  return provisioning(secret, current.account.email);
}

/** Where the recovery codes are shown once, then the user goes on to `next`. */
export const recoveryCodesPage = (next: string) => `/mfa/recovery-codes?redirectTo=${encodeURIComponent(next)}`;

async function finishSetup(context: Context, current: CurrentSession, mfa: NonNullable<AccountRecord["mfa"]>): Promise<CodeResult> {
  // Every method gets recovery codes: a lost phone must not lock the user out.
  const codes = await makeRecoveryCodes();
  const withCodes = { ...mfa, recoveryCodes: codes.stored, recoveryCodesMadeAt: context.services.clock().toISOString() };
  await accounts(context.services).update(current.account._id, { $set: { mfa: withCodes } });
  const rotated = await sessions(context.services).rotate(current.session, { recoveryCodesToShow: codes.shown }, ["setup", "mfaSetupSkipped"]);
  if (!rotated) return { kind: "invalid" };
  const { id, record } = rotated;
  const location = recoveryCodesPage(nextLocation({ ...current.account, mfa: withCodes }, record));
  return { kind: "ok", location, setCookie: sessionCookie(context.services, id) };
}

/** The sign-in challenge answered with a recovery code instead of the security code. */
export async function answerWithRecoveryCode(context: Context, current: CurrentSession, code: string): Promise<CodeResult> {
  const { session, account } = current;
  const outcome = await withCodeLimits(context, account._id, code.trim(), () => useRecoveryCode(context.services, account, code));
  if (outcome !== "ok") return { kind: outcome };
  const state = needsNewPassword(account) ? "new-password" : "active";
  const rotated = await sessions(context.services).rotate(session, { state }, ["challenge"]);
  if (!rotated) return { kind: "invalid" };
  const { id, record } = rotated;
  const next = nextLocation(account, record);
  return { kind: "ok", location: state === "active" ? `/mfa/recovery-codes?used=1&redirectTo=${encodeURIComponent(next)}` : next, setCookie: sessionCookie(context.services, id) };
}

export async function confirmTotpSetup(context: Context, current: CurrentSession, code: string): Promise<CodeResult> {
  const secret = current.session.setup?.method === "totp" ? current.session.setup.secret : undefined;
  let step: number | null = null;
  const outcome = await withCodeLimits(context, current.account._id, code, async () => {
    if (!secret) return false;
    step = verifyTotp(secret, current.account.email, code, context.services.clock());
    return step !== null;
  });
  if (outcome !== "ok" || !secret || step === null) return { kind: outcome === "ok" ? "invalid" : outcome };
  return finishSetup(context, current, { method: "totp", secret, lastTotpStep: step });
}

export function setupPurpose(session: Pick<SessionRecord, "_id">): string {
  return `mfa-setup:${session._id}`;
}

/** Sends a code to the phone being set up. */
export async function startSmsSetup(context: Context, current: CurrentSession, phoneInput: string): Promise<"sent" | "missing" | "invalid" | "locked"> {
  if (!phoneInput.trim()) return "missing";
  const phone = normalisePhone(phoneInput);
  if (!phone) return "invalid";
  if (!(await takeCodeSend(context, current.account._id))) return "locked";
  const issued = issueCode(setupPurpose(current.session), context.services.clock());
  await sessions(context.services).update(current.session, { setup: { method: "sms", phone, codeDigest: issued.codeDigest, expiresAt: issued.expiresAt } });
  await sendCode(context, { channel: "sms", to: phone, tenant: current.account.tenant ?? null, code: issued.code });
  return "sent";
}

export async function confirmSmsSetup(context: Context, current: CurrentSession, code: string): Promise<CodeResult> {
  const setup = current.session.setup?.method === "sms" ? current.session.setup : undefined;
  const outcome = await withCodeLimits(context, current.account._id, code, async () =>
    verifySentCode(setupPurpose(current.session), code, setup, context.services.clock()),
  );
  if (outcome !== "ok" || !setup?.phone) return { kind: outcome === "ok" ? "invalid" : outcome };
  return finishSetup(context, current, { method: "sms", phone: setup.phone });
}

export async function cancelSmsSetup(context: Context, current: CurrentSession): Promise<void> {
  await sessions(context.services).update(current.session, {}, ["setup"]);
}

/**
 * "Skip for now": remembered on the account for applicants and students, for this session only
 * for staff (asked again at their next sign-in); refused for roles that must have MFA.
 */
export async function skipSetup(context: Context, current: CurrentSession): Promise<{ allowed: boolean; location: string }> {
  const role = current.account.role;
  if (authSettings.auth.mfaRequiredRoles.includes(role)) return { allowed: false, location: "/mfa/setup" };
  await sessions(context.services).update(current.session, { mfaSetupSkipped: true }, ["setup"]);
  if (!authSettings.auth.mfaAskEverySignInRoles.includes(role)) {
    await accounts(context.services).update(current.account._id, { $set: { "mfa.skipped": true } });
  }
  return { allowed: true, location: nextLocation(current.account, { ...current.session, mfaSetupSkipped: true }) };
}
