// Single sign-on against a real OpenID Connect provider on a loopback port (issue 21 items 1-4;
// decision 0844): a student signs in through Northbridge's provider and lands signed in; a wrong
// state, a replayed answer, an expired ID token, one for another client, an unverified email, a
// disabled user, an unknown email and a provider that is down are each refused in words, with
// password sign-in still there where it is allowed; a university that sends its students to the
// provider only does so from the sign-in form; signing out signs out at the provider too. The
// provider is reached through the outbound guard (issue 36 item 4; decision 0016) because the
// environment allows its host and port: an issuer or key set anywhere else that the guard refuses
// is refused in words, and nothing that answers there is shown.
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { putSecret } from "../../../server/secrets/secret-store";
import { freePort } from "../../support/free-port";
import { startTestIdp, type TestIdp } from "../../support/oidc-idp";
import { startTestServer, type TestServer } from "../../support/test-server";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";

const TENANT = "northbridge";
const SECRET_NAME = "sso-client-secret";
let server: TestServer;
let idp: TestIdp;
let baseConfig: Record<string, unknown>;
/** Allowed by the environment, but nothing listens there: a provider that is down. */
let downPort: number;
/** Allowed by the environment: a provider whose discovery documents point where a test needs. */
let providerPort: number;

async function publishSso(settings: Record<string, unknown>) {
  const current = await server.services.configs.current(TENANT);
  const sso = { ...(baseConfig.sso as object), enabled: true, issuer: idp.issuer, clientId: idp.clientId, clientSecretName: SECRET_NAME, idpEnforcesMfa: true, ...settings };
  await server.services.configs.publish(TENANT, { ...current.config, sso }, { by: "test", note: "single sign-on", basedOn: current.version });
}

beforeAll(async () => {
  const idpPort = await freePort();
  downPort = await freePort();
  providerPort = await freePort();
  server = await startTestServer({ env: { SECRETS_KEY: randomBytes(32).toString("base64"), OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${idpPort},127.0.0.1:${downPort},127.0.0.1:${providerPort}` } });
  idp = await startTestIdp({ redirectUris: [`${server.url}/auth/sso/callback`], postLogoutRedirectUris: [`${server.url}/login?reason=loggedOut`], port: idpPort });
  baseConfig = (await server.services.configs.current(TENANT)).config;
  await putSecret(server.services, TENANT, SECRET_NAME, idp.clientSecret);
  idp.accounts.set("s1", { sub: "s1", email: demoEmail("student1"), emailVerified: true });
  idp.accounts.set("s2", { sub: "s2", email: demoEmail("student2"), emailVerified: false });
  idp.accounts.set("s3", { sub: "s3", email: "new.student@northbridge.example.ac.uk", emailVerified: true, givenName: "Nia", familyName: "Newton" });
  idp.accounts.set("s4", { sub: "s4", email: demoEmail("student3"), emailVerified: true });
  await publishSso({});
}, 60_000);

afterAll(async () => {
  await idp?.stop();
  await server?.close();
});

beforeEach(() => idp.misbehave("none"));

const pathOf = (location: string | null, origin: string) => {
  if (!location) throw new Error("expected a redirect");
  return location.startsWith(origin) ? location.slice(origin.length) : location;
};

/** Starts at CAS Shield, signs in at the provider with `email`, and returns the provider's answer's path at CAS Shield. */
async function throughProvider(app: TestBrowser, email: string, start = `/auth/sso/start/${TENANT}`): Promise<string> {
  const atIdp = new TestBrowser({ url: idp.issuer });
  const started = await app.get(start);
  expect(started.status).toBe(302);
  expect(started.location).toMatch(new RegExp(`^${idp.issuer}/auth\\?`));
  const query = new URL(started.location ?? "").searchParams;
  expect(query.get("code_challenge_method")).toBe("S256");
  expect(query.get("state")).toBeTruthy();
  expect(query.get("nonce")).toBeTruthy();
  let answer = await atIdp.get(pathOf(started.location, idp.issuer));
  for (let hops = 0; hops < 10; hops++) {
    if (answer.status === 200 && answer.text.includes('name="email"')) {
      const action = /action="([^"]+)"/.exec(answer.text)?.[1] ?? "";
      answer = await atIdp.post(action, { email });
      continue;
    }
    if (answer.location?.startsWith(server.url)) return pathOf(answer.location, server.url);
    answer = await atIdp.get(pathOf(answer.location, idp.issuer));
  }
  throw new Error(`the provider did not answer CAS Shield: ${answer.status} ${answer.text.slice(0, 200)}`);
}

describe("signing in through the university's provider", () => {
  it("offers the university on the sign-in page, and a student who signs in there lands on their checklist", async () => {
    const app = new TestBrowser(server);
    const login = visibleText((await app.get("/login")).text);
    expect(login).toContain("Sign in with your university");
    expect(login).toContain("Sign in with Northbridge");

    const callback = await app.get(await throughProvider(app, demoEmail("student1")));
    expect(callback.status).toBe(200);
    expect(visibleText(callback.text)).toContain("Signing you in");
    const next = /<meta http-equiv="refresh" content="0; url=([^"]+)"/.exec(callback.text)?.[1] ?? "";
    expect(next).toBe("/");
    expect((await app.get(next)).status).toBe(200);
    const checklist = await app.get("/checklist");
    expect(checklist.status).toBe(200);
    expect(visibleText(checklist.text)).toContain("Log out");
    const session = await server.services.store.collection("sessions").findOne({ sso: { tenant: TENANT, mfaByProvider: true } });
    expect(session).toMatchObject({ state: "active", tenant: TENANT });
  });

  it("refuses a missing code with the specification's message", async () => {
    const answer = await new TestBrowser(server).get("/auth/sso/callback?state=x");
    expect(answer.status).toBe(401);
    expect(visibleText(answer.text)).toContain("SSO authentication failed - missing authorization code");
  });

  it("refuses an answer whose state is not the one sent, and an answer used twice", async () => {
    const app = new TestBrowser(server);
    const callback = await throughProvider(app, demoEmail("student1"));
    const forged = callback.replace(/state=[^&]+/, "state=forged");
    const refused = await app.get(forged);
    expect(refused.status).toBe(401);
    expect(visibleText(refused.text)).toContain("The answer from your university’s sign-in service could not be checked - Please contact your administrator.");
    expect(visibleText(refused.text)).toContain("Try signing in with your university again");

    const again = new TestBrowser(server);
    const answer = await throughProvider(again, demoEmail("student1"));
    expect((await again.get(answer)).status).toBe(200);
    const replayed = await again.get(answer);
    expect(replayed.status).toBe(401);
    expect(visibleText(replayed.text)).toContain("The sign-in was started in another browser or took too long - Please contact your administrator.");
  });

  it("refuses an ID token that has expired or was issued for another service", async () => {
    for (const how of ["expiredIdToken", "wrongAudience"] as const) {
      idp.misbehave(how);
      const app = new TestBrowser(server);
      const refused = await app.get(await throughProvider(app, demoEmail("student1")));
      expect(refused.status, how).toBe(401);
      expect(visibleText(refused.text), how).toContain("The answer from your university’s sign-in service could not be checked");
      expect(app.cookies.has("cas_session"), how).toBe(false);
    }
  });

  it("refuses an email the provider has not verified, a disabled account and an email no account uses", async () => {
    const unverified = new TestBrowser(server);
    expect(visibleText((await unverified.get(await throughProvider(unverified, demoEmail("student2")))).text)).toContain("Your university has not confirmed your email address - Please contact your administrator.");

    await server.services.store.collection("users").updateOne({ email: demoEmail("student3") }, { $set: { disabled: true } });
    const disabled = new TestBrowser(server);
    expect(visibleText((await disabled.get(await throughProvider(disabled, demoEmail("student3")))).text)).toContain("Your account is disabled - Please contact your administrator.");
    await server.services.store.collection("users").updateOne({ email: demoEmail("student3") }, { $set: { disabled: false } });

    const unknown = new TestBrowser(server);
    expect(visibleText((await unknown.get(await throughProvider(unknown, "new.student@northbridge.example.ac.uk"))).text)).toContain("There is no CAS Shield account for the email address your university gave");
    expect(await server.services.store.collection("users").findOne({ email: "new.student@northbridge.example.ac.uk" })).toBeNull();
  });

  it("makes an account with the configured role at a first sign-in where the university allows it", async () => {
    await publishSso({ createAccounts: true, createRole: "Student" });
    const app = new TestBrowser(server);
    expect((await app.get(await throughProvider(app, "new.student@northbridge.example.ac.uk"))).status).toBe(200);
    expect(await server.services.store.collection("users").findOne({ email: "new.student@northbridge.example.ac.uk" })).toMatchObject({ tenant: TENANT, role: "Student", givenName: "Nia", familyName: "Newton", disabled: false });
    await publishSso({});
  });

  it("says the provider is not answering when it is down, and password sign-in still works", async () => {
    await publishSso({ issuer: `http://127.0.0.1:${downPort}` });
    const app = new TestBrowser(server);
    const down = await app.get(`/auth/sso/start/${TENANT}`);
    expect(down.status).toBe(502);
    expect(visibleText(down.text)).toContain("Your university’s sign-in service is not answering - Please contact your administrator.");
    expect(visibleText(down.text)).toContain("Sign in with your email address and password");
    expect((await app.signIn(demoEmail("student1"))).status).toBe(302);
    await publishSso({});
  });
});

describe("a university whose students sign in through its provider only", () => {
  it("sends their email from the sign-in form to the provider, and refuses their password", async () => {
    await publishSso({ passwordSignIn: false, emailDomains: ["northbridge.example.ac.uk"] });
    const app = new TestBrowser(server);
    const sent = await app.post("/login", { email: demoEmail("student1"), password: "" });
    expect(sent.location).toBe(`/auth/sso/start/${TENANT}`);
    await publishSso({ passwordSignIn: false, emailDomains: [] });
    const refused = await app.signIn(demoEmail("student1"));
    expect(refused.status).toBe(403);
    expect(visibleText(refused.text)).toContain("Northbridge");
    expect(visibleText(refused.text)).toContain("signs you in - use ‘Sign in with");
    // Staff are not among the provider's roles: their password still works.
    expect((await new TestBrowser(server).signIn(demoEmail("uni"))).status).toBe(302);
    await publishSso({});
  });
});

describe("signing out", () => {
  it("signs out here, then at the provider after 2 seconds", async () => {
    const app = new TestBrowser(server);
    await app.get(await throughProvider(app, demoEmail("student1")));
    const out = await app.post("/auth/logout", {});
    expect(out.location).toBe(`/auth/sso/logout?tenant=${TENANT}`);
    const page = await app.get(out.location ?? "");
    expect(visibleText(page.text)).toContain("You are now being signed out of your university’s sign-in service too.");
    const refresh = /<meta http-equiv="refresh" content="2; url=([^"]+)"/.exec(page.text)?.[1] ?? "";
    expect(refresh.replace(/&amp;/g, "&")).toMatch(new RegExp(`^${idp.issuer}/session/end\\?`));
    expect((await app.get("/checklist")).location).toMatch(/^\/login/);
  });
});

describe("the Config screen's single sign-on page", () => {
  it("stores the client secret encrypted without showing it, and tests the connection step by step", async () => {
    const admin = new TestBrowser(server);
    expect((await admin.signIn(demoEmail("uniadmin"))).status).toBe(302);
    await admin.post("/mfa/setup", { intent: "skip", redirectTo: "/" });
    const page = visibleText((await admin.get("/config/sso")).text);
    expect(page).toContain(`Issuer URL ${idp.issuer}`);
    expect(page).toContain("Client secret Stored (encrypted)");

    const empty = await admin.post("/config/sso", { intent: "secret", secret: "" });
    expect(visibleText(empty.text)).toContain("Enter the client secret");
    const stored = await admin.post("/config/sso", { intent: "secret", secret: idp.clientSecret });
    expect(visibleText(stored.text)).toContain("Client secret stored");
    expect(stored.text).not.toContain(idp.clientSecret);
    const record = await server.services.store.collection("secrets").findOne({ _id: `${TENANT}:${SECRET_NAME}` });
    expect(JSON.stringify(record)).not.toContain(idp.clientSecret);

    const tested = visibleText((await admin.post("/config/sso", { intent: "test" })).text);
    expect(tested).toContain("Worked: the client secret is stored.");
    expect(tested).toContain(`Worked: the provider's discovery document was read (${idp.issuer}).`);
    expect(tested).toMatch(/Worked: the provider's signing keys were fetched \(\d+\)\./);
    expect(tested).toContain("Worked: the provider offers sign-out");

    await publishSso({ issuer: `http://127.0.0.1:${downPort}` });
    const down = visibleText((await admin.post("/config/sso", { intent: "test" })).text);
    expect(down).toContain(`Did not work: the provider's discovery document could not be read: Could not connect to 127.0.0.1 on port ${downPort}: it did not answer, or refused the connection.`);
    await publishSso({});
  });
});

describe("the outbound guard on the provider's addresses", () => {
  /** What an internal service answers; it must never reach a page, and nothing should ask it. */
  const MARKER = "INTERNAL-KEYS-MARKER-51c2";
  let internal: Server;
  let internalPort: number;
  let internalRequests = 0;
  let provider: Server;
  let admin: TestBrowser;

  beforeAll(async () => {
    internalPort = await freePort();
    internal = createServer((_request, response) => {
      internalRequests++;
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ keys: [{ kty: "oct", k: MARKER }], issuer: MARKER }));
    });
    await new Promise<void>((resolve) => internal.listen(internalPort, "127.0.0.1", resolve));
    // /<name>/.well-known/openid-configuration: a discovery document whose key set is at JWKS[name]; "broken" answers 500.
    const origin = `http://127.0.0.1:${providerPort}`;
    const jwks: Record<string, string> = {
      loopback: `https://localhost:${internalPort}/jwks`,
      plain: `http://127.0.0.1:${internalPort}/jwks`,
      metadata: "https://169.254.169.254/latest/meta-data/jwks",
      failing: `${origin}/failing/jwks`,
    };
    provider = createServer((request, response) => {
      const [, name, rest] = /^\/([^/]+)(\/.*)$/.exec(request.url ?? "") ?? [];
      if (name === "broken" || rest === "/jwks") {
        response.writeHead(500, { "Content-Type": "text/html" });
        return response.end(`<h1>${MARKER}</h1>`);
      }
      if (rest !== "/.well-known/openid-configuration" || !jwks[name]) {
        response.writeHead(404);
        return response.end();
      }
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ issuer: `${origin}/${name}`, authorization_endpoint: `${origin}/${name}/auth`, token_endpoint: `${origin}/${name}/token`, jwks_uri: jwks[name], response_types_supported: ["code"], subject_types_supported: ["public"], id_token_signing_alg_values_supported: ["RS256"] }));
    });
    await new Promise<void>((resolve) => provider.listen(providerPort, "127.0.0.1", resolve));
    admin = new TestBrowser(server);
    expect((await admin.signIn(demoEmail("uniadmin"))).status).toBe(302);
    await admin.post("/mfa/setup", { intent: "skip", redirectTo: "/" });
  });

  afterAll(async () => {
    await publishSso({});
    await new Promise<void>((resolve) => internal.close(() => resolve()));
    await new Promise<void>((resolve) => provider.close(() => resolve()));
  });

  const tested = async () => {
    const answer = await admin.post("/config/sso", { intent: "test" });
    expect(answer.text).not.toContain(MARKER);
    return visibleText(answer.text);
  };

  it("refuses an issuer over plain http, or at this machine under a name, before connecting; sign-in says the service is not answering", async () => {
    await publishSso({ issuer: `http://localhost:${internalPort}` });
    expect(await tested()).toContain("Did not work: the provider's discovery document could not be read: Could not connect to localhost: CAS Shield connects only over https. Enter an address that starts with https://.");
    await publishSso({ issuer: `https://localhost:${internalPort}` });
    expect(await tested()).toContain("Did not work: the provider's discovery document could not be read: Could not connect to localhost: the address is this server's own (loopback) address, which CAS Shield does not connect to.");
    const start = await new TestBrowser(server).get(`/auth/sso/start/${TENANT}`);
    expect(start.status).toBe(502);
    expect(visibleText(start.text)).toContain("Your university’s sign-in service is not answering - Please contact your administrator.");
    expect(internalRequests).toBe(0);
  });

  it("refuses a key set the provider's document places where the guard does not connect", async () => {
    for (const [name, words] of [
      ["loopback", "Could not connect to localhost: the address is this server's own (loopback) address, which CAS Shield does not connect to."],
      ["plain", "Could not connect to 127.0.0.1: CAS Shield connects only over https."],
      ["metadata", "Could not connect to 169.254.169.254: the address is a cloud provider's metadata service, which CAS Shield does not connect to."],
    ]) {
      await publishSso({ issuer: `http://127.0.0.1:${providerPort}/${name}` });
      const page = await tested();
      expect(page, name).toContain(`Worked: the provider's discovery document was read (http://127.0.0.1:${providerPort}/${name}).`);
      expect(page, name).toContain(`Did not work: the provider's signing keys could not be fetched: ${words}`);
    }
    expect(internalRequests).toBe(0);
  });

  it("says the status the provider answered with, never what it sent", async () => {
    await publishSso({ issuer: `http://127.0.0.1:${providerPort}/broken` });
    expect(await tested()).toContain("Did not work: the provider's discovery document could not be read: 127.0.0.1 answered with status 500.");
    await publishSso({ issuer: `http://127.0.0.1:${providerPort}/failing` });
    expect(await tested()).toContain("Did not work: the provider's signing keys could not be fetched: 127.0.0.1 answered with status 500.");
  });
});

