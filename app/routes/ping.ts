// A bare route: a static answer with no store or session work. Load balancers may use it for
// liveness, and `npm run bench:pages` uses it as the framework's ceiling on this machine.
export function loader() {
  return new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
}
