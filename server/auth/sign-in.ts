// Sign-in (002 §2.8 LOGIN, §4.5): remix-auth with a form strategy checks the email and password
// against the argon2id hash. A failure never says whether the email exists: same message, and an
// unknown email is checked against a dummy hash so it takes as long. Attempts are taken from an
// allowance per account and per client address in the store (rateLimits) before the password is
// checked, so parallel guesses cannot outrun the limit (decision 0509). Success starts a NEW session.
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { RequestContext } from "../http/app";
import { messageSender } from "../messaging";
import { accounts, type AccountRecord } from "./accounts";
import { currentSession, safeRedirect } from "./guards";
import { issueCode, maskedEmail, type MfaMethod } from "./mfa";
import { hashPassword, verifyPassword } from "./password";
import { isRole, roleFitsTenant } from "./permissions";
import { universityActive } from "../tenants/universities";
import { recordSignIn } from "./last-sign-in";
import { rateLimitKey, rateLimits, type Attempt } from "./rate-limit";
import { sessionCookie, sessions, type SessionRecord, type SessionState } from "./sessions";
import { authSettings } from "./settings";
import { catalogueFor, textFrom } from "./texts";
import { randomToken } from "./tokens";
import { passwordSignInRefused } from "./sso-settings";
import { readForm } from "../http/form-body";

type Context = Pick<RequestContext, "services" | "clientAddress">;

export type SignInFailure =
  | { kind: "missing"; fields: { email: boolean; password: boolean }; email: string }
  | { kind: "invalid"; email: string }
  | { kind: "locked"; email: string }
  | { kind: "disabled"; email: string }
  | { kind: "broken"; email: string }
  /** The account's university signs its role in through its own provider only. */
  | { kind: "sso"; email: string; tenant: string; university: string }
  | { kind: "unknown"; email: string };

export type SignInResult = { kind: "ok"; location: string; setCookie: string } | SignInFailure;

class SignInError extends Error {
  constructor(
    readonly kind: "invalid" | "disabled" | "broken" | "sso",
    readonly tenant = "",
  ) {
    super(kind);
  }
}

let dummyHash: Promise<string> | null = null;
/** A hash of a random password, verified when the email is unknown so both paths cost the same. */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomToken());
  return dummyHash;
}

function authenticator(context: Context) {
  return new Authenticator<AccountRecord>().use(
    new FormStrategy<AccountRecord>(async ({ form }) => {
      const email = String(form.get("email") ?? "").trim();
      const password = String(form.get("password") ?? "");
      const account = await accounts(context.services).byEmail(email);
      if (!account) {
        await verifyPassword(await dummyPasswordHash(), password);
        throw new SignInError("invalid");
      }
      if (!(await verifyPassword(account.passwordHash, password))) throw new SignInError("invalid");
      // Only someone who knows the password learns that the account is disabled or broken.
      if (account.disabled) throw new SignInError("disabled");
      // A deactivated university's users are refused like a disabled account (decision 0838).
      if (account.tenant && !(await universityActive(context.services, account.tenant))) throw new SignInError("disabled");
      // A platform role belongs to no university and every other role to one (decision 0508).
      if (!isRole(account.role) || !roleFitsTenant(account.role, account.tenant)) throw new SignInError("broken");
      if (account.tenant && (await passwordSignInRefused(context.services, account))) throw new SignInError("sso", account.tenant);
      return account;
    }),
    "password",
  );
}

/** One attempt from the account's and the address's allowance, taken before the password is checked; null when either is spent. */
function takeSignInAttempt(context: Context, email: string): Promise<Attempt | null> {
  const rules = authSettings.auth.rateLimits;
  return rateLimits(context.services).take(
    { key: rateLimitKey("sign-in:account", email), rule: rules.signInPerAccount },
    { key: rateLimitKey("sign-in:address", context.clientAddress), rule: rules.signInPerAddress },
  );
}

export async function signIn(request: Request, context: Context): Promise<SignInResult> {
  const form = await readForm(request.clone());
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  if (!email || !password) return { kind: "missing", fields: { email: !email, password: !password }, email };
  try {
    const attempt = await takeSignInAttempt(context, email);
    if (!attempt) return { kind: "locked", email };
    let account: AccountRecord;
    try {
      account = await authenticator(context).authenticate("password", request);
    } catch (error) {
      if (!(error instanceof SignInError)) throw error;
      if (error.kind === "sso") {
        // The password was right; only the way in was wrong.
        await attempt.giveBack();
        return { kind: "sso", email, tenant: error.tenant, university: (await context.services.repositories.tenants.findByKey(error.tenant))?.name ?? error.tenant };
      }
      return { kind: error.kind, email };
    }
    // The right password was not a guess: its attempt is given back. The wrong ones stay counted
    // to the end of the window, so guesses racing a success still check at most the limit.
    await attempt.giveBack();
    await recordSignIn(context.services, account._id);
    const previous = await currentSession(request, context);
    return await startSession(context, account, safeRedirect(form.get("redirectTo")), previous?.session ?? null);
  } catch (error) {
    context.services.logger.error({ err: error }, "sign-in failed");
    return { kind: "unknown", email };
  }
}

/** The first state of a new session: a second factor first, then a new password if one is due. */
export function firstState(account: AccountRecord): SessionState {
  if (account.mfa?.method) return "mfa";
  return needsNewPassword(account) ? "new-password" : "active";
}

export function needsNewPassword(account: AccountRecord): boolean {
  return account.status === "NEW" || account.status === "PASSWORD_RESET";
}

export interface SessionStart {
  /** The session came through the university's single sign-on (whose provider may enforce MFA, so none is asked here). */
  sso?: SessionRecord["sso"];
}

/** Starts a new session (ending any the browser had) and says where to go next. */
export async function startSession(context: Context, account: AccountRecord, redirectTo: string, previous: SessionRecord | null, start: SessionStart = {}): Promise<{ kind: "ok"; location: string; setCookie: string }> {
  const store = sessions(context.services);
  await store.end(previous);
  const state = start.sso?.mfaByProvider ? (needsNewPassword(account) ? "new-password" : "active") : firstState(account);
  const { id, record } = await store.create({ userId: account._id, tenant: account.tenant ?? null, state, redirectTo, ...(start.sso ? { sso: start.sso } : {}) });
  if (state === "mfa" && (account.mfa?.method === "sms" || account.mfa?.method === "email")) {
    await sendChallengeCode(context, account, record);
  }
  return { kind: "ok", location: nextLocation(account, record), setCookie: sessionCookie(context.services, id) };
}

/** Where a session goes next: its pending step, the MFA set-up offer, or the page asked for. */
export function nextLocation(account: AccountRecord, session: Pick<SessionRecord, "state" | "redirectTo" | "mfaSetupSkipped" | "sso">): string {
  if (session.state === "mfa") return "/mfa/challenge";
  if (session.state === "new-password") return "/login/new-password";
  const target = safeRedirect(session.redirectTo);
  if (shouldOfferMfaSetup(account, session)) return `/mfa/setup?redirectTo=${encodeURIComponent(target)}`;
  return target;
}

/**
 * 002 §4.5: set-up is offered when no MFA is set and it has not been skipped. Staff roles are
 * asked at every sign-in (their skip lasts for the session); other users' skip is remembered;
 * roles that must have MFA cannot skip (decision 0503).
 */
export function shouldOfferMfaSetup(account: AccountRecord, session: Pick<SessionRecord, "mfaSetupSkipped" | "sso">): boolean {
  if (account.mfa?.method || session.sso?.mfaByProvider) return false;
  if (authSettings.auth.mfaRequiredRoles.includes(account.role)) return true;
  if (session.mfaSetupSkipped) return false;
  if (authSettings.auth.mfaAskEverySignInRoles.includes(account.role)) return true;
  return !account.mfa?.skipped;
}

export function challengePurpose(session: Pick<SessionRecord, "_id">): string {
  return `mfa-challenge:${session._id}`;
}

/** Sends a sign-in code by the account's channel and stores its digest on the session. */
export async function sendChallengeCode(context: Context, account: AccountRecord, session: SessionRecord): Promise<void> {
  const method = account.mfa?.method as MfaMethod | undefined;
  const channel = method === "sms" ? "sms" : "email";
  const to = channel === "sms" ? account.mfa?.phone : account.email;
  if (!to) throw new Error("The account's MFA method has no address to send to");
  const issued = issueCode(challengePurpose(session), context.services.clock());
  await sessions(context.services).update(session, { challenge: { codeDigest: issued.codeDigest, expiresAt: issued.expiresAt, channel } });
  await sendCode(context, { channel, to, tenant: account.tenant ?? null, code: issued.code });
}

/** Sends a 6-digit code in the account's university's wording. */
export async function sendCode(context: Context, message: { channel: "sms" | "email"; to: string; tenant: string | null; code: string }): Promise<void> {
  const catalogue = await catalogueFor(context.services, message.tenant);
  const params = { code: message.code, minutes: authSettings.auth.mfaSentCodeMinutes };
  await messageSender(context.services).send({
    channel: message.channel,
    to: message.to,
    tenant: message.tenant,
    purpose: "mfa-code",
    subject: message.channel === "email" ? textFrom(catalogue, "message.mfaCode.subject") : undefined,
    text: textFrom(catalogue, "message.mfaCode.text", params),
  });
}

