// Open redirects over HTTP (issue 36 item 9; decision 0510): every route that takes a redirectTo
// (signing in by form or by link, MFA set-up's skip, the theme switch) sends a known bypass to
// "/", and still goes back to a real page of this site when asked.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../support/test-server";
import { TestBrowser, demoEmail } from "../../support/http-client";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

// As a browser sends them: form values (decoded by the server) and raw query strings.
const FORM_BYPASSES = ["/%09/evil.example", "/\t/evil.example", "//evil.example", "/\\evil.example", "/\\/evil.example", "%2F%2Fevil.example", "/%5Cevil.example", "/.//evil.example", "https://evil.example", "javascript:alert(1)", "/\n/evil.example", "/\r\n/evil.example"];
const QUERY_BYPASSES = ["/%09/evil.example", "%2F%09%2Fevil.example", "//evil.example", "/%5C/evil.example", "%2F%5Cevil.example", "/.//evil.example", "https:%2F%2Fevil.example", "%2F%0A%2Fevil.example", "%2F%252F%252Fevil.example"];

/** Where the browser ends up: this site's origin, or another's. */
const landsOn = (location: string | null) => new URL(location ?? "", server.url).origin;

const APPLICANT = demoEmail("applicant3");

async function applicantWithoutMfaOffer(): Promise<TestBrowser> {
  const browser = new TestBrowser(server);
  expect((await browser.signIn(APPLICANT)).location).toBe("/mfa/setup?redirectTo=%2F");
  expect((await browser.post("/mfa/setup", { intent: "skip", redirectTo: "/" })).location).toBe("/");
  return browser;
}

describe("signing in", () => {
  beforeAll(async () => {
    await applicantWithoutMfaOffer();
  });

  it("goes back to the page asked for", async () => {
    const answer = await new TestBrowser(server).signIn(APPLICANT, undefined, "/auth/changePassword?from=menu");
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/auth/changePassword?from=menu");
  });

  it.each(FORM_BYPASSES)("lands on / when the form's redirectTo is %j", async (redirectTo) => {
    const answer = await new TestBrowser(server).signIn(APPLICANT, undefined, redirectTo);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/");
  });

  it.each(QUERY_BYPASSES)("a link to /login?redirectTo=%s neither carries it into the form nor redirects a signed-in user with it", async (raw) => {
    const page = await new TestBrowser(server).get(`/login?redirectTo=${raw}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('name="redirectTo"');
    const signedIn = new TestBrowser(server);
    await signedIn.signIn(APPLICANT);
    const answer = await signedIn.get(`/login?redirectTo=${raw}`);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/");
  });
});

describe("the other routes that take a redirectTo", () => {
  it("MFA set-up's 'Skip for now' lands on / for a bypass, on the page asked for otherwise", async () => {
    for (const redirectTo of FORM_BYPASSES) {
      const staff = new TestBrowser(server);
      await staff.signIn(demoEmail("uni"));
      const answer = await staff.post("/mfa/setup", { intent: "skip", redirectTo });
      expect(answer.location, JSON.stringify(redirectTo)).toBe("/");
    }
    const staff = new TestBrowser(server);
    await staff.signIn(demoEmail("uni"));
    expect((await staff.post("/mfa/setup", { intent: "skip", redirectTo: "/auth/changePassword" })).location).toBe("/auth/changePassword");
  });

  it("the theme switch lands on / for a bypass, on the page it was used on otherwise", async () => {
    const browser = new TestBrowser(server);
    await browser.signIn(APPLICANT);
    for (const redirectTo of FORM_BYPASSES) {
      const answer = await browser.post("/preferences/theme", { theme: "dark", redirectTo });
      expect(answer.status).toBe(302);
      expect(answer.location, JSON.stringify(redirectTo)).toBe("/");
      expect(landsOn(answer.location)).toBe(server.url);
    }
    expect((await browser.post("/preferences/theme", { theme: "light", redirectTo: "/auth/changePassword" })).location).toBe("/auth/changePassword");
  });
});
