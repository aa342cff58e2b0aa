// /healthz for load balancers and the README's smoke test: the store answers, and which it is.
import type { AppLoadContext } from "@remix-run/node";
import { checkStore } from "../../server/liveness";

export async function health(context: AppLoadContext) {
  return Response.json({ status: "ok", store: await checkStore(context.services) }, { headers: { "Cache-Control": "no-store" } });
}
