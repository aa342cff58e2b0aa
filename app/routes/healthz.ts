// Liveness and store check for load balancers and the README's smoke test.
import type { LoaderFunctionArgs } from "@remix-run/node";

export async function loader({ context }: LoaderFunctionArgs) {
  const { store } = context.services;
  await store.collection("tenants").count({});
  return Response.json({ status: "ok", store: store.kind }, { headers: { "Cache-Control": "no-store" } });
}
