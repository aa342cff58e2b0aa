// Single sign-on against a real OpenID Connect provider on a loopback port (issue 21 items 1-4;
// decision 0844): a student signs in through Northbridge's provider and lands signed in; a wrong
// state, a replayed answer, an expired ID token, one for another client, an unverified email, a
// disabled user, an unknown email and a provider that is down are each refused in words, with
// password sign-in still there where it is allowed; a university that sends its students to the
// provider only does so from the sign-in form; signing out signs out at the provider too.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { putSecret } from "../../../server/secrets/secret-store";
import { startTestIdp, type TestIdp } from "../../support/oidc-idp";
import { startTestServer, type TestServer } from "../../support/test-server";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";

const TENANT = "northbridge";
const SECRET_NAME = "sso-client-secret";
let server: TestServer;
let idp: TestIdp;
let baseConfig: Record<string, unknown>;

async function publishSso(settings: Record<string, unknown>) {
  const current = await server.services.configs.current(TENANT);
  const sso = { ...(baseConfig.sso as object), enabled: true, issuer: idp.issuer, clientId: idp.clientId, clientSecretName: SECRET_NAME, idpEnforcesMfa: true, ...settings };
  await server.services.configs.publish(TENANT, { ...current.config, sso }, { by: "test", note: "single sign-on", basedOn: current.version });
}

beforeAll(async () => {
  server = await startTestServer({ env: { SECRETS_KEY: randomBytes(32).toString("base64") } });
  idp = await startTestIdp({ redirectUris: [`${server.url}/auth/sso/callback`], postLogoutRedirectUris: [`${server.url}/login?reason=loggedOut`] });
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
    await publishSso({ issuer: "http://127.0.0.1:9" });
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

    await publishSso({ issuer: "http://127.0.0.1:9" });
    const down = visibleText((await admin.post("/config/sso", { intent: "test" })).text);
    expect(down).toContain("Did not work: the provider's discovery document could not be read");
    await publishSso({});
  });
});

