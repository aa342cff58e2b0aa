// Changing a password while signed in (path /auth/changePassword) and the NEW_PASSWORD stage
// (an account whose status is NEW or PASSWORD_RESET must choose one after signing in). Both end
// the user's other sessions and give this one a new id.
import type { RequestContext } from "../http/app";
import { accounts } from "./accounts";
import { noteAccountStatus } from "./account-status-on-records";
import type { CurrentSession } from "./guards";
import { hashPassword, verifyPassword } from "./password";
import { rateLimitKey, rateLimits } from "./rate-limit";
import { newPasswordProblem, type ResetResult } from "./reset";
import { sessionCookie, sessions } from "./sessions";
import { authSettings } from "./settings";
import { nextLocation } from "./sign-in";

type Context = Pick<RequestContext, "services" | "clientAddress">;

export type ChangeResult =
  | { kind: "ok"; location: string; setCookie: string }
  | { kind: "current-missing" }
  | { kind: "current-wrong" }
  | { kind: "locked" }
  | Extract<ResetResult, { kind: "password" }>;

async function store(context: Context, current: CurrentSession, password: string, state: "active") {
  await accounts(context.services).update(current.account._id, {
    $set: { passwordHash: await hashPassword(password), status: "CONFIRMED", passwordChangedAt: context.services.clock().toISOString() },
  });
  await noteAccountStatus(context.services, current.account, "CONFIRMED");
  const store = sessions(context.services);
  await store.endAllFor(current.account._id, current.session._id);
  const rotated = await store.rotate(current.session, { state });
  if (!rotated) throw new Error("The session ended while the password was being changed");
  return rotated;
}

export async function changePassword(context: Context, current: CurrentSession, input: { current: string; password: string; confirmation: string }): Promise<ChangeResult> {
  if (!input.current) return { kind: "current-missing" };
  // A stolen session must not be a way to guess the password: the sign-in allowance applies (decision 0509).
  const limited = { key: rateLimitKey("password-change:account", current.account._id), rule: authSettings.auth.rateLimits.signInPerAccount };
  const attempt = await rateLimits(context.services).take(limited);
  if (!attempt) return { kind: "locked" };
  if (!(await verifyPassword(current.account.passwordHash, input.current))) return { kind: "current-wrong" };
  await attempt.giveBack();
  const problem = newPasswordProblem(input.password, input.confirmation);
  if (problem) return problem;
  const { id } = await store(context, current, input.password, "active");
  return { kind: "ok", location: "/auth/changePassword?done=1", setCookie: sessionCookie(context.services, id) };
}

export async function setNewPassword(context: Context, current: CurrentSession, input: { password: string; confirmation: string }): Promise<ChangeResult> {
  const problem = newPasswordProblem(input.password, input.confirmation);
  if (problem) return problem;
  const { id, record } = await store(context, current, input.password, "active");
  return { kind: "ok", location: nextLocation({ ...current.account, status: "CONFIRMED" }, record), setCookie: sessionCookie(context.services, id) };
}
