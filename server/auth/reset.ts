// Password reset (002 §2.8 FORGOT, FORGOT_SENT, CHANGE_PASSWORD via /resetPassword?username&code).
// The answer is the same whether or not the account exists. A reset code is 256 random bits,
// stored as a digest, used once, valid for at most an hour. Resetting ends every session and
// does not sign in: the next sign-in still asks for the second factor.
import type { RequestContext } from "../http/app";
import { messageSender } from "../messaging";
import { accounts, type AccountRecord } from "./accounts";
import { hashPassword } from "./password";
import { checkNewPassword, type PasswordProblem } from "./password-policy";
import { rateLimitKey, rateLimits } from "./rate-limit";
import { sessions } from "./sessions";
import { authSettings } from "./settings";
import { catalogueFor, textFrom } from "./texts";
import { digest, randomToken, sameDigest } from "./tokens";
import { noteAccountStatus } from "./account-status-on-records";

type Context = Pick<RequestContext, "services" | "clientAddress">;

export function isEmailShaped(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

/**
 * The site's address for links in emails: PUBLIC_URL (validated at start-up), else
 * http://localhost:<PORT>. Never the request's Host header, which a caller could forge to
 * send a victim a reset link pointing elsewhere.
 */
export function publicOrigin(context: Pick<RequestContext, "services">): string {
  return context.services.env.publicUrl;
}

export async function requestReset(context: Context, email: string): Promise<"sent" | "locked"> {
  const rules = authSettings.auth.rateLimits;
  const attempt = await rateLimits(context.services).take(
    { key: rateLimitKey("reset:account", email), rule: rules.resetPerAccount },
    { key: rateLimitKey("reset:address", context.clientAddress), rule: rules.resetPerAddress },
  );
  if (!attempt) return "locked";

  const account = await accounts(context.services).byEmail(email);
  if (!account || account.disabled) return "sent";
  const code = randomToken();
  const expiresAt = new Date(context.services.clock().getTime() + authSettings.auth.resetCodeMinutes * 60_000).toISOString();
  await accounts(context.services).update(account._id, { $set: { reset: { codeDigest: digest(code), expiresAt } } });
  const link = `${publicOrigin(context)}/resetPassword?username=${encodeURIComponent(account.email)}&code=${encodeURIComponent(code)}`;
  const catalogue = await catalogueFor(context.services, account.tenant);
  await messageSender(context.services).send({
    channel: "email",
    to: account.email,
    tenant: account.tenant ?? null,
    purpose: "password-reset",
    subject: textFrom(catalogue, "message.reset.subject"),
    text: textFrom(catalogue, "message.reset.text", { link, minutes: authSettings.auth.resetCodeMinutes }),
  });
  return "sent";
}

/** The account a reset link is for, while the link is valid; null for any other link. */
export async function accountForResetLink(context: Pick<Context, "services">, username: string, code: string): Promise<AccountRecord | null> {
  if (!username || !code) return null;
  const account = await accounts(context.services).byEmail(username);
  const reset = account?.reset;
  if (!account || account.disabled || !reset) return null;
  if (context.services.clock().getTime() >= Date.parse(reset.expiresAt)) return null;
  return sameDigest(digest(code), reset.codeDigest) ? account : null;
}

export type ResetResult = { kind: "ok" } | { kind: "invalid-link" } | { kind: "locked" } | { kind: "password"; problem: PasswordProblem; field: "password" | "confirm" };

export async function completeReset(context: Context, username: string, code: string, password: string, confirmation: string): Promise<ResetResult> {
  // Taken before the code is checked, so parallel guesses check at most the limit (decision 0509).
  const attempt = await rateLimits(context.services).take({ key: rateLimitKey("reset-code:account", username), rule: authSettings.auth.rateLimits.codePerAccount });
  if (!attempt) return { kind: "locked" };
  const account = await accountForResetLink(context, username, code);
  if (!account) return { kind: "invalid-link" };
  const problem = newPasswordProblem(password, confirmation);
  if (problem) {
    await attempt.giveBack(); // the link was right; only the new password needs another go
    return problem;
  }
  // Single use: the update only applies while the same code is still stored.
  const updated = await context.services.store.collection<AccountRecord>("users").updateOne(
    { _id: account._id, "reset.codeDigest": account.reset?.codeDigest },
    {
      $set: { passwordHash: await hashPassword(password), status: "CONFIRMED", passwordChangedAt: context.services.clock().toISOString() },
      $unset: { reset: "" },
    },
  );
  if (!updated) return { kind: "invalid-link" };
  await noteAccountStatus(context.services, account, "CONFIRMED");
  await attempt.giveBack();
  await sessions(context.services).endAllFor(account._id);
  return { kind: "ok" };
}

export function newPasswordProblem(password: string, confirmation: string): { kind: "password"; problem: PasswordProblem; field: "password" | "confirm" } | null {
  if (password && !confirmation) return { kind: "password", problem: "missing", field: "confirm" };
  const problem = checkNewPassword(password, confirmation);
  if (!problem) return null;
  return { kind: "password", problem, field: problem === "mismatch" ? "confirm" : "password" };
}
