// Which address the per-address limits count by (issue 36 item 5; decision 0509): without a
// proxy configured, the connection's own address, whatever X-Forwarded-For a client sends; with
// TRUST_PROXY_HOPS=1, the address our proxy added last, never one the client wrote before it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitKey } from "../../../server/auth/rate-limit";
import { startTestServer, type TestServer } from "../../support/test-server";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";

let direct: TestServer;
let proxied: TestServer;
beforeAll(async () => {
  [direct, proxied] = await Promise.all([startTestServer(), startTestServer({ env: { TRUST_PROXY_HOPS: "1" } })]);
});
afterAll(async () => {
  await Promise.all([direct?.close(), proxied?.close()]);
});

/** The wrong-password count kept for an address, 0 when none is kept. */
async function countFor(server: TestServer, address: string): Promise<number> {
  const record = await server.services.store.collection("rateLimits").findOne({ key: rateLimitKey("sign-in:address", address) });
  return Number(record?.count ?? 0);
}

const wrongSignIn = (server: TestServer, forwardedFor: string, n: number) =>
  new TestBrowser(server, { headers: { "X-Forwarded-For": forwardedFor } }).signIn(`nobody-${n}@northbridge.example.ac.uk`, `Wrong-${n}!x`);

describe("with no proxy configured (the default)", () => {
  it("counts by the connection's address, whatever X-Forwarded-For says", async () => {
    for (let n = 0; n < 3; n += 1) expect((await wrongSignIn(direct, `203.0.113.${n + 1}`, n)).status).toBe(401);
    expect(await countFor(direct, "127.0.0.1")).toBe(3);
    for (let n = 0; n < 3; n += 1) expect(await countFor(direct, `203.0.113.${n + 1}`)).toBe(0);
  });

  it("so a new header per request does not get past the address's limit of 50", async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, n) => wrongSignIn(direct, `198.51.100.${n + 1}`, 100 + n)));
    // 3 already counted in the test above: 47 more are checked, the rest refused.
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(47);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(13);
    expect(await countFor(direct, "127.0.0.1")).toBe(50);
    // A real user from this address is refused too until the window ends, then let in.
    const locked = await new TestBrowser(direct).signIn(demoEmail("uni"));
    expect(locked.status).toBe(429);
    expect(visibleText(locked.text)).toContain("Too many attempts to sign in. Wait 15 minutes, then try again.");
    direct.advance(16 * 60_000);
    expect((await new TestBrowser(direct).signIn(demoEmail("uni"))).status).toBe(302);
  });
});

describe("behind one proxy of ours (TRUST_PROXY_HOPS=1)", () => {
  it("counts by the address the proxy added, not one the client put before it", async () => {
    expect((await wrongSignIn(proxied, "203.0.113.50", 1)).status).toBe(401);
    // The client wrote 192.0.2.66 itself; the proxy appended the address it saw.
    expect((await wrongSignIn(proxied, "192.0.2.66, 203.0.113.50", 2)).status).toBe(401);
    expect((await wrongSignIn(proxied, "203.0.113.51", 3)).status).toBe(401);
    expect(await countFor(proxied, "203.0.113.50")).toBe(2);
    expect(await countFor(proxied, "203.0.113.51")).toBe(1);
    expect(await countFor(proxied, "192.0.2.66")).toBe(0);
    expect(await countFor(proxied, "127.0.0.1")).toBe(0);
  });
});
