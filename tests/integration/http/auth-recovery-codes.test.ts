// MFA recovery codes over HTTP (issue 20 item 9; decision 0837): ten codes shown once when MFA is
// set up, kept only hashed; one signs in at the challenge in place of the security code and never
// again; the page then says how many are left; making new ones stops the old ones.
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../support/test-server";
import { TestBrowser, demoEmail, titleOf, visibleText } from "../../support/http-client";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const EMAIL = demoEmail("unisecure", "pennine");

function codesOn(html: string): string[] {
  return [...html.matchAll(/<li><code>([a-z2-9]{5}-[a-z2-9]{5})<\/code><\/li>/g)].map((match) => match[1]);
}

async function setUpTotp(browser: TestBrowser): Promise<{ secret: string; codes: string[] }> {
  await browser.post("/mfa/setup", { method: "totp", redirectTo: "/" });
  const page = await browser.get("/mfa/setup/app?redirectTo=%2F");
  const secret = (/data-testid="setup-key">([^<]+)</.exec(page.text)?.[1] ?? "").replace(/\s/g, "");
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: server.now().getTime() });
  const answer = await browser.post("/mfa/setup/app?redirectTo=%2F", { code, redirectTo: "/" });
  expect(answer.location).toBe("/mfa/recovery-codes?redirectTo=%2F");
  const shown = await browser.get(answer.location!);
  expect(titleOf(shown.text)).toBe("Your recovery codes - CAS Shield");
  expect(visibleText(shown.text)).toContain("You will not be able to see them again.");
  return { secret, codes: codesOn(shown.text) };
}

async function toChallenge(): Promise<TestBrowser> {
  const browser = new TestBrowser(server);
  expect((await browser.signIn(EMAIL)).location).toBe("/mfa/challenge");
  expect(visibleText((await browser.get("/mfa/challenge")).text)).toContain("Use a recovery code instead");
  return browser;
}

describe("recovery codes", () => {
  it("are ten codes shown once at set-up and stored only as hashes", async () => {
    const browser = new TestBrowser(server);
    await browser.signIn(EMAIL);
    const { codes } = await setUpTotp(browser);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // Shown once: drawn again, the page has no codes, only how many are left.
    const again = await browser.get("/mfa/recovery-codes?redirectTo=%2F");
    expect(codesOn(again.text)).toEqual([]);
    expect(visibleText(again.text)).toContain("Recovery codes left: 10.");
    const account = await server.services.store.collection("users").findOne({ email: EMAIL });
    const stored = JSON.stringify(account?.mfa);
    for (const code of codes) expect(stored).not.toContain(code.replace("-", ""));
    expect(Object.values((account?.mfa as { recoveryCodes: Record<string, { hash: string }> }).recoveryCodes).every((entry) => entry.hash.startsWith("$argon2id$"))).toBe(true);
    await browser.post("/auth/logout");

    // One signs in at the challenge, typed in capitals with spaces; the next page says how many are left.
    const signingIn = await toChallenge();
    const missing = await signingIn.post("/mfa/recovery", { recoveryCode: "" });
    expect(missing.status).toBe(422);
    expect(visibleText(missing.text)).toContain("Enter a recovery code");
    const wrong = await signingIn.post("/mfa/recovery", { recoveryCode: "aaaaa-aaaaa" });
    expect(visibleText(wrong.text)).toContain("The recovery code is not right, or it has already been used.");
    const used = await signingIn.post("/mfa/recovery", { recoveryCode: ` ${codes[3].toUpperCase().replace("-", " ")} ` });
    expect(used.location).toBe("/mfa/recovery-codes?used=1&redirectTo=%2F");
    const told = visibleText((await signingIn.get(used.location!)).text);
    expect(told).toContain("You signed in with a recovery code");
    expect(told).toContain("Recovery codes left: 9.");
    expect((await signingIn.get("/")).status).toBe(200);

    // Made again from the same page: ten new codes shown once; the old ones stop working.
    const made = await signingIn.post("/mfa/recovery-codes", { intent: "regenerate", redirectTo: "/" });
    expect(made.location).toBe("/mfa/recovery-codes?redirectTo=%2F");
    const fresh = codesOn((await signingIn.get(made.location!)).text);
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => codes.includes(code))).toBe(false);
    await signingIn.post("/auth/logout");

    // Used once, never again; an old code no longer works; a new one does.
    const replay = await toChallenge();
    expect((await replay.post("/mfa/recovery", { recoveryCode: codes[3] })).status).toBe(422);
    expect((await replay.post("/mfa/recovery", { recoveryCode: codes[0] })).status).toBe(422);
    expect((await replay.post("/mfa/recovery", { recoveryCode: fresh[0] })).location).toBe("/mfa/recovery-codes?used=1&redirectTo=%2F");
  });

  // Issue 36 item 5 (decision 0509): each code costs ten hash checks, so parallel guesses were
  // once all checked; the attempt is now taken first and at most the limit are checked.
  it("check at most 5 of 40 wrong codes sent at once, and then refuse a right one", async () => {
    const email = demoEmail("unisecure", "caledonia");
    const setup = new TestBrowser(server);
    await setup.signIn(email);
    const { codes } = await setUpTotp(setup);
    await setup.post("/auth/logout");
    const browser = new TestBrowser(server);
    expect((await browser.signIn(email)).location).toBe("/mfa/challenge");

    // Shaped like real codes (so each is checked against the stored hashes), but none of them.
    const wrong = Array.from({ length: 40 }, (_, i) => `wrong-${"abcdefghjkmnpqrstuvwxyz23456789"[i % 31]}${"23456789"[i % 8]}xyz`).filter((code) => !codes.includes(code));
    expect(wrong).toHaveLength(40);
    const answers = await Promise.all(wrong.map((recoveryCode) => browser.post("/mfa/recovery", { recoveryCode })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 422)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    for (const answer of answers) {
      expect(visibleText(answer.text)).toContain(answer.status === 422 ? "The recovery code is not right, or it has already been used." : "Too many attempts. Wait 15 minutes, then try again.");
    }

    const right = await browser.post("/mfa/recovery", { recoveryCode: codes[0] });
    expect(right.status).toBe(429);
    // Refused before it was checked: the code is still unused.
    const account = await server.services.store.collection("users").findOne({ email });
    const stored = Object.values((account?.mfa as { recoveryCodes: Record<string, { usedAt?: string }> }).recoveryCodes);
    expect(stored.filter((code) => code.usedAt)).toHaveLength(0);
  });

  it("are offered from the user menu, and say to set up MFA first when there is none", async () => {
    const browser = new TestBrowser(server);
    await browser.signIn(demoEmail("applicant1", "pennine"));
    await browser.post("/mfa/setup", { intent: "skip", redirectTo: "/" });
    const home = await browser.get("/");
    expect(home.text).toContain('href="/mfa/recovery-codes"');
    const page = visibleText((await browser.get("/mfa/recovery-codes")).text);
    expect(page).toContain("You get recovery codes when you set up two-factor authentication.");
    // Without MFA there is nothing to make.
    expect((await browser.post("/mfa/recovery-codes", { intent: "regenerate" })).location).toBe("/mfa/recovery-codes");
    const account = await server.services.store.collection("users").findOne({ email: demoEmail("applicant1", "pennine") });
    expect((account?.mfa as { recoveryCodes?: object } | undefined)?.recoveryCodes).toBeUndefined();
  });
});
