// Tenant isolation and guards, for EVERY route of the Remix build (read from build/server/index.js,
// so a route added later is covered without touching this file). Each route is either on the
// explicit public list below, or a sign-in step, or it must:
//   - send an anonymous visitor to /login (or refuse them), for GET and POST;
//   - refuse (403/404) a signed-in user whose role has no permissions (Unknown), for GET and POST;
//   - when its path names a record (a parameter ending in "Id", or "id"), refuse (403/404) users
//     of another university and a same-university user who does not own the record;
//   - when its module declares `handle.permission`, refuse every demo role that lacks it;
// and none of those refused requests may change anything in the store.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILD_DIR } from "../../../server/paths";
import { COLLECTIONS } from "../../../server/store/port";
import { ROLES, scopeFor, type Permission } from "../../../server/auth/permissions";
import { hashPassword } from "../../../server/auth/password";
import { startTestServer, type TestServer } from "../../support/test-server";
import { DEMO_PASSWORD, TestBrowser, demoEmail } from "../../support/http-client";

/** Routes anyone may open. Adding to this list is a security decision: say why. */
const PUBLIC_ROUTES: Record<string, string> = {
  root: "layout only",
  "routes/_index": "home page",
  "routes/$": "404 page",
  "routes/healthz": "health check for load balancers",
  "routes/ping": "static liveness answer, no data (and the bench:pages ceiling)",
  "routes/login": "sign-in",
  "routes/login_.forgot": "forgotten password",
  "routes/resetPassword": "reset link (the code is the credential)",
  "routes/auth.sso.start.$tenant": "single sign-on start: sends the browser to the university's provider",
  "routes/auth.sso.callback": "single sign-on answer (the provider's code with this browser's state is the credential)",
  "routes/auth.sso.logout": "single sign-on sign-out: sends the browser to the provider's sign-out page",
  "routes/unsupported-browser": "browser-support gate",
  "routes/dev.outbox": "development only: 404 in production (tested in auth-isolation of production below)",
};

/** Steps of signing in: they need a session in some state; anonymous visitors never get them. */
const SIGN_IN_STEPS = new Set(["routes/auth.logout", "routes/auth.keepalive", "routes/mfa.challenge", "routes/mfa.recovery", "routes/login_.new-password"]);

const REFUSED = [403, 404];
/**
 * What a refused POST carries: the most destructive common intent, as multipart form data (which
 * every action can read, upload actions included). Nothing may be written.
 */
function attackBody(): FormData {
  const form = new FormData();
  form.set("intent", "delete");
  return form;
}
const DEMO_ROLE_USERS: Record<string, string> = {
  UniAdmin: "uniadmin", Uni: "uni", UniSecure: "unisecure", UniLite: "unilite", Enroly: "enroly", Agent: "agent",
  AgencyAdmin: "agencyadmin", Partner: "partner", ImmigrationProvider: "immigration", Applicant: "applicant1", Student: "student1",
};

interface RouteInfo {
  id: string;
  path: string;
  params: string[];
  hasLoader: boolean;
  hasAction: boolean;
  permission?: Permission;
}

let server: TestServer;
let routes: RouteInfo[];
let paramValues: Record<string, string>;
const browsers = new Map<string, TestBrowser>();

function fullPath(build: ServerBuild, id: string): string {
  const route = build.routes[id];
  if (!route) return "";
  const parent = route.parentId ? fullPath(build, route.parentId) : "";
  return [parent, route.path ?? ""].filter(Boolean).join("/");
}

async function signedIn(email: string): Promise<TestBrowser> {
  const existing = browsers.get(email);
  if (existing) return existing;
  const browser = new TestBrowser(server);
  const answer = await browser.signIn(email);
  expect(answer.status, `sign-in of ${email}`).toBe(302);
  browsers.set(email, browser);
  return browser;
}

function urlFor(route: RouteInfo): string {
  return `/${route.path.split("/").map((segment) => (segment.startsWith(":") ? encodeURIComponent(paramValues[segment.slice(1).replace(/\?$/, "")] ?? "x") : segment === "*" ? "anything" : segment)).join("/")}`;
}

async function snapshot(): Promise<string> {
  const parts: string[] = [];
  for (const name of COLLECTIONS) {
    // Touched by every request, or every sign-in, by design.
    if (name === "sessions" || name === "rateLimits" || name === "signIns") continue;
    parts.push(JSON.stringify(await server.services.store.collection(name).find({}, { sort: { _id: 1 } })));
  }
  return parts.join("\n");
}

beforeAll(async () => {
  server = await startTestServer();
  const build = (await import(pathToFileURL(path.join(BUILD_DIR, "server", "index.js")).href)) as ServerBuild;
  routes = Object.values(build.routes).map((route) => {
    const full = fullPath(build, route.id);
    const handle = (route.module as { handle?: { permission?: Permission } }).handle;
    return {
      id: route.id,
      path: full,
      params: full.split("/").filter((segment) => segment.startsWith(":")).map((segment) => segment.slice(1).replace(/\?$/, "")),
      hasLoader: typeof route.module.loader === "function",
      hasAction: typeof route.module.action === "function",
      permission: handle?.permission,
    };
  });

  const users = server.services.store.collection("users");
  await users.insertOne({
    tenant: "northbridge", email: "unknown-role@northbridge.example.ac.uk", role: "Unknown", passwordHash: await hashPassword(DEMO_PASSWORD),
    status: "CONFIRMED", disabled: false, mfa: { skipped: true }, createdAt: server.now().toISOString(),
  });
  const owner = await users.findOne({ email: demoEmail("applicant1") });
  const repositories = server.services.repositories;
  const application = await repositories.applications.findOne("northbridge", { userId: owner?._id });
  // The owner's offer: any offer might be an outsider's own (applicant2 holds one).
  const offer = await repositories.offers.findOne("northbridge", { userId: owner?._id });
  const student = await repositories.students.findOne("northbridge", {});
  const recordId = application?._id ?? "missing";
  paramValues = {
    applicationId: recordId, id: recordId, offerId: offer?._id ?? recordId, studentId: student?._id ?? recordId,
    section: "identity", page: "contact-details", requirementId: "passport",
  };
});
afterAll(async () => {
  await server?.close();
});

const guarded = () => routes.filter((route) => !(route.id in PUBLIC_ROUTES) && !SIGN_IN_STEPS.has(route.id));

describe("the route table", () => {
  it("is read from the build, and every allow-listed route still exists", () => {
    expect(routes.length).toBeGreaterThan(10);
    const ids = new Set(routes.map((route) => route.id));
    for (const id of [...Object.keys(PUBLIC_ROUTES), ...SIGN_IN_STEPS]) expect(ids, `allow-listed route ${id}`).toContain(id);
    expect(guarded().length).toBeGreaterThan(0);
  });
});

describe("anonymous visitors", () => {
  it("are sent to sign in (or refused) by every guarded route and sign-in step, and nothing is written", async () => {
    const before = await snapshot();
    const anonymous = new TestBrowser(server);
    for (const route of [...guarded(), ...routes.filter((r) => SIGN_IN_STEPS.has(r.id))]) {
      const url = urlFor(route);
      for (const method of ["GET", "POST"] as const) {
        if (method === "GET" && !route.hasLoader) continue;
        const answer = await anonymous.request(method, url, method === "POST" ? attackBody() : undefined);
        const where = `${method} ${url} (${route.id})`;
        if (answer.status === 302) expect(answer.location, where).toMatch(/^\/login(\?|$)/);
        else expect([401, 403, 404, 405], where).toContain(answer.status);
      }
    }
    expect(await snapshot()).toBe(before);
  });
});

describe("signed-in users without the right", () => {
  it("a role with no permissions (Unknown) is refused by every guarded route", async () => {
    const before = await snapshot();
    const browser = await signedIn("unknown-role@northbridge.example.ac.uk");
    for (const route of guarded()) {
      const url = urlFor(route);
      if (route.hasLoader) expect(REFUSED, `GET ${url} (${route.id})`).toContain((await browser.get(url)).status);
      if (route.hasAction) expect(REFUSED, `POST ${url} (${route.id})`).toContain((await browser.post(url, attackBody())).status);
    }
    expect(await snapshot()).toBe(before);
  });

  it("users of another university, and a user who does not own the record, are refused every record route", async () => {
    const before = await snapshot();
    const outsiders = [demoEmail("uniadmin", "thamesgate"), demoEmail("applicant1", "thamesgate"), demoEmail("agent", "thamesgate"), demoEmail("applicant2"), demoEmail("student1")];
    for (const route of guarded().filter((r) => r.params.some((param) => /(^id|Id)$/.test(param)))) {
      const url = urlFor(route);
      for (const email of outsiders) {
        const browser = await signedIn(email);
        if (route.hasLoader) expect(REFUSED, `GET ${url} by ${email}`).toContain((await browser.get(url)).status);
        if (route.hasAction) expect(REFUSED, `POST ${url} by ${email}`).toContain((await browser.post(url, attackBody())).status);
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it("routes that declare handle.permission refuse every demo role that lacks it", async () => {
    const before = await snapshot();
    for (const route of guarded().filter((r) => r.permission)) {
      const [action = "", entity = ""] = (route.permission ?? "").split(":");
      for (const role of ROLES.filter((r) => r in DEMO_ROLE_USERS && scopeFor({ role: r, tenant: "northbridge" }, action, entity) === null)) {
        const browser = await signedIn(demoEmail(DEMO_ROLE_USERS[role] ?? ""));
        const url = urlFor(route);
        if (route.hasLoader) expect(REFUSED, `GET ${url} as ${role}`).toContain((await browser.get(url)).status);
        if (route.hasAction) expect(REFUSED, `POST ${url} as ${role}`).toContain((await browser.post(url, attackBody())).status);
      }
    }
    expect(await snapshot()).toBe(before);
  });
});
