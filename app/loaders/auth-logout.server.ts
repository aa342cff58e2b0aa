// /auth/logout (002 §2.8): GET asks (never changes anything), POST ends the session on the
// server; "Log out everywhere" ends every session of the user. /auth/keepalive: the idle
// dialog's "Stay logged in" and the activity heartbeat touch the session (POST only).
import type { AppLoadContext } from "@remix-run/node";
import { currentSession, redirectResponse } from "../../server/auth/guards";
import { sessionCookie, sessions } from "../../server/auth/sessions";
import { authTexts, field, platformCatalogue } from "./auth-common.server";
import { readFormOrNothing } from "../../server/http/form-body";

export async function loadLogout(request: Request, context: AppLoadContext) {
  const current = await currentSession(request, context);
  if (!current) throw redirectResponse("/login");
  return { texts: authTexts(platformCatalogue, "logout.") };
}

export async function logoutAction(request: Request, context: AppLoadContext) {
  // Signing out never fails on what was sent: a missing or unreadable form still ends the session.
  const form = await readFormOrNothing(request);
  const current = await currentSession(request, context);
  const store = sessions(context.services);
  if (current) {
    if (field(form, "scope") === "everywhere") await store.revokeOthers(current.session.userId, current.session._id);
    await store.end(current.session);
  }
  const reason = field(form, "reason") === "idle" ? "idle" : "loggedOut";
  // A session through the university's provider signs out there too (RP-initiated logout), where it offers that.
  const sso = current?.session.sso;
  const next = sso && reason === "loggedOut" ? `/auth/sso/logout?tenant=${encodeURIComponent(sso.tenant)}` : `/login?reason=${reason}`;
  return redirectResponse(next, { "Set-Cookie": sessionCookie(context.services, null) });
}

export async function keepAliveAction(request: Request, context: AppLoadContext) {
  const current = await currentSession(request, context);
  if (!current || current.session.state !== "active") return new Response(null, { status: 401, headers: { "Cache-Control": "no-store" } });
  await sessions(context.services).touch(current.session, true);
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
