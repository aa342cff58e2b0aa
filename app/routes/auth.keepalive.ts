// POST /auth/keepalive: the idle dialog's "Stay logged in" and the activity heartbeat (204, or
// 401 when the session has ended). A resource route: GET is refused (405).
import type { ActionFunctionArgs } from "@remix-run/node";
import { keepAliveAction } from "../loaders/auth-logout.server";

export const action = ({ request, context }: ActionFunctionArgs) => keepAliveAction(request, context);

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
