import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe("health and error pages", () => {
  it("reports the embedded store on /healthz", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", store: "embedded" });
  });

  it("shows the 404 page with the specs' wording, the support address and an error code", async () => {
    const response = await fetch(`${server.url}/no/such/page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("<title>Not Found - CAS Shield</title>");
    expect(html).toContain("The page you are trying to open cannot be found");
    expect(html).toContain("mailto:support@casshield.example");
    expect(html).toContain("Error code: 404");
  });

  it("titles the home page with the product suffix", async () => {
    const html = await (await fetch(server.url)).text();
    expect(html).toMatch(/<title>[^<]+ - CAS Shield<\/title>/);
  });

  it("tells a signed-out visitor how to get an account (issue 13 item 11)", async () => {
    const html = await (await fetch(server.url)).text();
    expect(html).toContain("How to get an account");
    expect(html).toContain("Your university creates your account when you apply through it or when it makes you an offer");
    expect(html).toContain('href="/login/forgot"');
  });

  it("sends security headers, with a script policy bound to a per-request nonce", async () => {
    const first = await fetch(server.url);
    const second = await fetch(server.url);
    const policy = first.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("unsafe-eval");
    expect(second.headers.get("content-security-policy")).not.toBe(policy);
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("x-powered-by")).toBeNull();
  });

  it("stamps every inline script with the response's nonce, including the page data handed to the browser", async () => {
    const response = await fetch(`${server.url}/login`);
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    const html = await response.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
    expect(nonce).toBeTruthy();
    expect(inlineScripts.length).toBeGreaterThan(2);
    for (const attributes of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
    // The loaders' data follows the document in one piece, then the stream is closed for hydration.
    expect(html).toMatch(/streamController\.enqueue\(".*\\"root\\".*"\);<\/script><script nonce="[^"]+">window\.__remixContext\.streamController\.close\(\);<\/script>$/s);
  });
});

describe("the 500 page", () => {
  it("says the app needs to restart, gives a reference, logs it and shows no stack trace", async () => {
    const broken = await startTestServer();
    const { TestBrowser, demoEmail } = await import("../../support/http-client");
    const browser = new TestBrowser(broken);
    await browser.signIn(demoEmail("applicant3"));
    // A fault deep in the data layer while the home page loads.
    broken.services.repositories.applications.findOne = async () => {
      throw new Error("Datastore failure at /secret/path.ts:12");
    };
    const response = await browser.get("/");
    expect(response.status).toBe(500);
    expect(response.text).toContain("<title>Oops - CAS Shield</title>");
    expect(response.text).toContain("Something went wrong and the app needs to restart");
    expect(response.text).toMatch(/Error code: 500-[0-9a-f-]{36}/);
    expect(response.text).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(response.text).not.toContain("Datastore");
    await broken.close();
  });
});
