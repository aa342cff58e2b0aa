// Sign-in over HTTP against the production build: what a person sees, what the store keeps.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../support/test-server";
import { DEMO_PASSWORD, TestBrowser, demoEmail, titleOf, visibleText } from "../../support/http-client";
import { hashPassword } from "../../../server/auth/password";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const sessionsOf = () => server.services.store.collection("sessions");
const usersOf = () => server.services.store.collection("users");

describe("the sign-in page", () => {
  it("asks for email and password with the right autocomplete hints", async () => {
    const page = await new TestBrowser(server).get("/login");
    expect(page.status).toBe(200);
    expect(titleOf(page.text)).toBe("Sign in - CAS Shield");
    expect(page.text).toMatch(/<label[^>]*for="email"[^>]*>Email address<\/label>/);
    expect(page.text).toMatch(/<input[^>]*autoComplete="username"|<input[^>]*autocomplete="username"/i);
    expect(page.text).toMatch(/autocomplete="current-password"/i);
    expect(visibleText(page.text)).toContain("Forgotten your password?");
  });

  it("needs a non-empty email and password (002 §5.7), with the GOV.UK error summary and title", async () => {
    const answer = await new TestBrowser(server).post("/login", { email: " ", password: "" });
    expect(answer.status).toBe(422);
    expect(titleOf(answer.text)).toBe("Error: Sign in - CAS Shield");
    const text = visibleText(answer.text);
    expect(text).toContain("There is a problem");
    expect(text).toContain("Enter your email address");
    expect(text).toContain("Enter your password");
    expect(answer.text).toContain('href="#email"');
    expect(answer.text).toContain('href="#password"');
  });

  it("gives one answer for a wrong password and an unknown email, taking about as long", async () => {
    const time = async (email: string) => {
      const started = performance.now();
      const answer = await new TestBrowser(server, {}).post("/login", { email, password: "Wrong-password-1" });
      return { answer, ms: performance.now() - started };
    };
    // The median of three of each, so one slow moment on a busy machine does not decide it (an
    // account no other test here signs in with, kept under its limit of wrong passwords).
    const median = async (email: string) => {
      const runs = [];
      for (let i = 0; i < 3; i++) runs.push(await time(email));
      runs.sort((a, b) => a.ms - b.ms);
      return runs[1];
    };
    const known = await median(demoEmail("agent2"));
    const unknown = await median("nobody-here@northbridge.example.ac.uk");
    expect(known.answer.status).toBe(401);
    expect(unknown.answer.status).toBe(401);
    const message = "Enter a correct email address and password";
    expect(visibleText(known.answer.text)).toContain(message);
    expect(visibleText(unknown.answer.text)).toContain(message);
    expect(visibleText(known.answer.text).replace(/Error code[^ ]*/g, "")).toBe(visibleText(unknown.answer.text).replace(/Error code[^ ]*/g, ""));
    // The unknown email is checked against a dummy hash: no fast path. A hash check takes tens of
    // milliseconds, a fast path under one; the known account also records the failed attempt,
    // which on a busy machine can take as long again, so only a fast path falls below a sixth.
    expect(unknown.ms).toBeGreaterThan(known.ms / 6);
    expect(await sessionsOf().count({})).toBe(0);
  });

  it("signs a staff member in with a new server-side session and offers MFA set-up", async () => {
    const browser = new TestBrowser(server);
    const answer = await browser.signIn(demoEmail("uniadmin"));
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/mfa/setup?redirectTo=%2F");
    const setCookie = answer.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^cas_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=43200$/);
    const id = browser.cookies.get("cas_session") ?? "";
    // The store keeps only a digest of the cookie's id.
    const digest = createHash("sha256").update(id).digest("hex");
    expect(await sessionsOf().findOne({ _id: id })).toBeNull();
    const stored = await sessionsOf().findOne({ _id: digest });
    expect(stored).toMatchObject({ state: "active", tenant: "northbridge" });

    const setup = await browser.get("/mfa/setup?redirectTo=%2F");
    expect(setup.status).toBe(200);
    expect(titleOf(setup.text)).toBe("Set up MFA on your account - CAS Shield");
    expect(visibleText(setup.text)).toContain("Skip for now");
    expect(visibleText(setup.text)).toContain("Signed in as Una Admin");
    expect(visibleText(setup.text)).toContain("Northbridge University");
    expect(visibleText(setup.text)).toContain("Log out");
  });

  it("issues a new session id at every sign-in; the old one stops working", async () => {
    const browser = new TestBrowser(server);
    await browser.signIn(demoEmail("uni"));
    const first = browser.cookies.get("cas_session");
    await browser.signIn(demoEmail("uni"));
    const second = browser.cookies.get("cas_session");
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    const stale = new TestBrowser(server);
    stale.cookies.set("cas_session", first ?? "");
    const answer = await stale.get("/auth/changePassword");
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/login?redirectTo=%2Fauth%2FchangePassword");
  });

  it("goes back to the page asked for, but never to another site", async () => {
    const browser = new TestBrowser(server);
    await browser.signIn(demoEmail("uni"));
    expect((await browser.post("/mfa/setup", { intent: "skip", redirectTo: "/auth/changePassword" })).location).toBe("/auth/changePassword");
    const other = new TestBrowser(server);
    const answer = await other.signIn(demoEmail("uni"), DEMO_PASSWORD, "//evil.example/steal");
    expect(answer.location).toBe("/mfa/setup?redirectTo=%2F");
  });

  it("refuses a sign-in post without this site's Origin, and stores nothing", async () => {
    const before = await sessionsOf().count({});
    const missing = await new TestBrowser(server, { origin: null }).signIn(demoEmail("uni"));
    const foreign = await new TestBrowser(server, { origin: "https://evil.example" }).signIn(demoEmail("uni"));
    expect(missing.status).toBe(403);
    expect(foreign.status).toBe(403);
    expect(visibleText(foreign.text)).toContain("You don’t have permission to access this page");
    expect(await sessionsOf().count({})).toBe(before);
  });

  it("says 'Unable to create user instance' for an account that cannot become a session user", async () => {
    await usersOf().insertOne({
      email: "broken@northbridge.example.ac.uk", role: "Uni", passwordHash: await hashPassword(DEMO_PASSWORD),
      status: "CONFIRMED", disabled: false, createdAt: server.now().toISOString(),
    });
    const answer = await new TestBrowser(server).signIn("broken@northbridge.example.ac.uk");
    expect(answer.status).toBe(500);
    expect(visibleText(answer.text)).toContain("Unable to create user instance");
  });

  it("tells a disabled account's owner (who knows the password) to contact their administrator", async () => {
    await usersOf().insertOne({
      tenant: "northbridge", email: "gone@northbridge.example.ac.uk", role: "Uni", passwordHash: await hashPassword(DEMO_PASSWORD),
      status: "CONFIRMED", disabled: true, createdAt: server.now().toISOString(),
    });
    const wrong = await new TestBrowser(server).signIn("gone@northbridge.example.ac.uk", "Not-the-password-1");
    expect(visibleText(wrong.text)).toContain("Enter a correct email address and password");
    const right = await new TestBrowser(server).signIn("gone@northbridge.example.ac.uk");
    expect(right.status).toBe(403);
    expect(visibleText(right.text)).toContain("Your account is disabled - Please contact your administrator.");
  });
});

describe("brute force", () => {
  it("locks an account after 5 failures, with the same message whether or not it exists", async () => {
    const email = demoEmail("unilite", "pennine");
    for (let i = 0; i < 5; i += 1) expect((await new TestBrowser(server).signIn(email, `Wrong-${i}!x`)).status).toBe(401);
    const locked = await new TestBrowser(server).signIn(email);
    expect(locked.status).toBe(429);
    const lockMessage = "Too many attempts to sign in. Wait 15 minutes, then try again.";
    expect(visibleText(locked.text)).toContain(lockMessage);

    const ghost = "ghost@pennine.example.ac.uk";
    for (let i = 0; i < 5; i += 1) await new TestBrowser(server).signIn(ghost, `Wrong-${i}!x`);
    const ghostLocked = await new TestBrowser(server).signIn(ghost);
    expect(ghostLocked.status).toBe(429);
    expect(visibleText(ghostLocked.text)).toContain(lockMessage);

    // Counters live in the store, keyed by digests (no email in clear), so every instance sees them.
    const counters = await server.services.store.collection("rateLimits").find({});
    expect(counters.length).toBeGreaterThan(0);
    expect(JSON.stringify(counters)).not.toContain("pennine");

    server.advance(16 * 60_000);
    expect((await new TestBrowser(server).signIn(email)).status).toBe(302);
  });

  // Issue 36 item 5 (decision 0509): the attempt is taken from the allowance before the password
  // is checked, in one conditional update, so requests sent together cannot outrun the limit. A
  // checked wrong password answers 401 "Enter a correct email address and password"; one never
  // checked answers 429; so the 401s count the passwords the server verified.
  it("checks at most 5 of 100 wrong passwords sent at once, then refuses the right one among 29 wrong", async () => {
    const email = demoEmail("immigration");
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => new TestBrowser(server).signIn(email, `Wrong-${i}!x`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(95);
    for (const answer of answers.filter((candidate) => candidate.status === 429)) {
      expect(visibleText(answer.text)).toContain("Too many attempts to sign in. Wait 15 minutes, then try again.");
    }

    // The limit spent, the right password sent among 29 wrong ones, all at once, is refused too.
    const mixed = await Promise.all(Array.from({ length: 30 }, (_, i) => new TestBrowser(server).signIn(email, i === 17 ? DEMO_PASSWORD : `Wrong-again-${i}!x`)));
    expect(mixed.map((answer) => answer.status)).toEqual(Array.from({ length: 30 }, () => 429));
    expect(await sessionsOf().count({ userId: (await usersOf().findOne({ email }))?._id })).toBe(0);
  });

  it("checks at most 5 wrong passwords when the right one is sent among 29 wrong at once", async () => {
    const email = demoEmail("immigration", "pennine");
    const rightAt = 29;
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => new TestBrowser(server).signIn(email, i === rightAt ? DEMO_PASSWORD : `Wrong-${i}!x`)));
    const wrongChecked = answers.filter((answer) => answer.status === 401).length;
    // The right password signs in only if it took one of the 5 attempts; a success gives its own
    // attempt back (it was no guess) and nothing more, so the wrong ones checked stay at most 5.
    const signedIn = answers[rightAt].status === 302;
    if (!signedIn) expect(answers[rightAt].status).toBe(429);
    expect(wrongChecked).toBeLessThanOrEqual(5);
    expect(wrongChecked + (signedIn ? 1 : 0)).toBeGreaterThanOrEqual(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(30 - wrongChecked - (signedIn ? 1 : 0));
  });
});

describe("session lifetime", () => {
  it("ends after 55 minutes without activity, on the server", async () => {
    const browser = new TestBrowser(server);
    await browser.signIn(demoEmail("uni", "caledonia"));
    expect((await browser.get("/auth/changePassword")).status).toBe(200);
    server.advance(30 * 60_000);
    expect((await browser.get("/auth/changePassword")).status).toBe(200); // activity moves the idle clock
    server.advance(30 * 60_000);
    expect((await browser.get("/auth/changePassword")).status).toBe(200); // 60 minutes after sign-in, 30 idle
    server.advance(55 * 60_000);
    const expired = await browser.get("/auth/changePassword");
    expect(expired.status).toBe(302);
    expect(expired.location).toBe("/login?redirectTo=%2Fauth%2FchangePassword");
    expect(await sessionsOf().count({ userId: (await usersOf().findOne({ email: demoEmail("uni", "caledonia") }))?._id })).toBe(0);
  });

  it("keepalive ('Stay logged in') touches the session; GET does not", async () => {
    const browser = new TestBrowser(server);
    await browser.signIn(demoEmail("uni", "westhaven"));
    server.advance(50 * 60_000);
    expect((await browser.get("/auth/keepalive")).status).toBe(405);
    expect((await browser.post("/auth/keepalive")).status).toBe(204);
    server.advance(50 * 60_000);
    expect((await browser.get("/auth/changePassword")).status).toBe(200);
    expect((await new TestBrowser(server).post("/auth/keepalive")).status).toBe(401);
  });

  it("ends 12 hours after sign-in however active the user is", async () => {
    const browser = new TestBrowser(server);
    await browser.signIn(demoEmail("unisecure", "westhaven"));
    for (let step = 0; step < 14; step += 1) {
      server.advance(50 * 60_000);
      expect((await browser.post("/auth/keepalive")).status).toBe(204);
    }
    server.advance(50 * 60_000); // 12 h 30 min after sign-in, 50 minutes after the last activity
    expect((await browser.get("/auth/changePassword")).status).toBe(302);
  });

  it("a disabled account's sessions end at its next request", async () => {
    const browser = new TestBrowser(server);
    await browser.signIn(demoEmail("enroly", "thamesgate"));
    expect((await browser.get("/auth/changePassword")).status).toBe(200);
    await usersOf().updateOne({ email: demoEmail("enroly", "thamesgate") }, { $set: { disabled: true } });
    expect((await browser.get("/auth/changePassword")).status).toBe(302);
    const user = await usersOf().findOne({ email: demoEmail("enroly", "thamesgate") });
    expect(await sessionsOf().count({ userId: user?._id })).toBe(0);
  });
});

describe("logging out", () => {
  it("GET asks, POST ends the session on the server and clears the cookie", async () => {
    const browser = new TestBrowser(server);
    await browser.signIn(demoEmail("agent"));
    const user = await usersOf().findOne({ email: demoEmail("agent") });
    const confirm = await browser.get("/auth/logout");
    expect(confirm.status).toBe(200);
    expect(titleOf(confirm.text)).toBe("Log out - CAS Shield");
    expect(visibleText(confirm.text)).toContain("Log out everywhere");
    expect(await sessionsOf().count({ userId: user?._id })).toBe(1);
    const answer = await browser.post("/auth/logout");
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/login?reason=loggedOut");
    expect(answer.headers.get("set-cookie")).toContain("Max-Age=0");
    expect(await sessionsOf().count({ userId: user?._id })).toBe(0);
    expect(visibleText((await browser.get("/login?reason=loggedOut")).text)).toContain("You have been logged out");
  });

  it("'Log out everywhere' ends every session of the user, and the other browsers are told why once (002 §8)", async () => {
    const laptop = new TestBrowser(server);
    const phone = new TestBrowser(server);
    await laptop.signIn(demoEmail("partner"));
    await phone.signIn(demoEmail("partner"));
    const out = await laptop.post("/auth/logout", { scope: "everywhere" });
    expect(out.location).toBe("/login?reason=loggedOut");
    const ended = await phone.get("/auth/changePassword");
    expect(ended.status).toBe(302);
    expect(ended.location).toBe("/login?redirectTo=%2Fauth%2FchangePassword&reason=elsewhere");
    expect(visibleText((await phone.get(ended.location ?? "")).text)).toContain("Attention: Multiple CAS Shield sessions detected... automatically logged out");
    // The laptop that signed out, and the phone's next visit, get no such notice.
    expect((await laptop.get("/auth/changePassword")).location).toBe("/login?redirectTo=%2Fauth%2FchangePassword");
  });

  it("the idle logout lands on the sign-in page with a notice", async () => {
    const browser = new TestBrowser(server);
    await browser.signIn(demoEmail("agencyadmin"));
    const answer = await browser.post("/auth/logout", { reason: "idle" });
    expect(answer.location).toBe("/login?reason=idle");
    expect(visibleText((await browser.get(answer.location ?? "")).text)).toContain("You were logged out because you were inactive for 55 minutes");
  });
});
